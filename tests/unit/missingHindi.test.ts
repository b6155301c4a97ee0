/**
 * What the dashboard lists as not yet in Hindi: a text the public reads in English on a Hindi page
 * (words in English, none in Hindi), of the programmes still to come, the messages, the pages of
 * text and the footer; a read that failed is unknown, never 'nothing missing'.
 */
import { describe, expect, it } from 'vitest';
import { lacksHindi, missingHindi, type HindiReads } from '../../src/admin/dashboard/missingHindi';
import type { Programme } from '../../src/domain/types';

describe('a text lacks its Hindi', () => {
  it.each([
    ['Retreat', undefined, true],
    ['Retreat', '', true],
    ['Retreat', ' \n ', true],
    ['Retreat', 'रिट्रीट', false],
    // A text the team left empty shows nothing in either language.
    ['', undefined, false],
    ['  ', '', false],
  ] as const)('%j with Hindi %j: %s', (english, hindi, lacks) => {
    expect(lacksHindi(english, hindi)).toBe(lacks);
  });
});

const programme = (id: string, startDate: string, over: Partial<Programme> = {}): Programme => ({
  id,
  title: id,
  startDate,
  endDate: '',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
  ...over,
});

const nothingRead: HindiReads = {
  programmes: [],
  messages: { bishop: [], youth_director: [], associate_director: [], lady_animator: [] },
  photos: [],
  pages: [],
  details: { about: '', aboutHi: '' },
};

describe('what has no Hindi yet', () => {
  it.each([
    // A programme held yesterday is past; one today or later is still to come.
    ['2026-02-09', []],
    ['2026-02-10', ['today']],
    ['2026-02-11', ['tomorrow']],
  ])('a programme starting %s, seen on 10 February 2026', (startDate, listed) => {
    const id = { '2026-02-09': 'yesterday', '2026-02-10': 'today', '2026-02-11': 'tomorrow' }[
      startDate
    ]!;
    const { programmes } = missingHindi(
      { ...nothingRead, programmes: [programme(id, startDate)] },
      '2026-02-10',
    );
    expect(programmes?.map((p) => p.name)).toEqual(listed);
  });

  it('names only the texts of a programme that lack their Hindi', () => {
    const { programmes } = missingHindi(
      {
        ...nothingRead,
        programmes: [programme('camp', '2026-03-01', { place: 'Agra', description: 'Come.' })],
      },
      '2026-02-10',
    );
    expect(programmes?.[0]?.texts).toEqual(['title', 'place', 'description']);
  });

  it('is unknown for what could not be read, never empty', () => {
    const missing = missingHindi(
      {
        programmes: null,
        messages: { ...nothingRead.messages, lady_animator: null },
        photos: null,
        pages: null,
        details: null,
      },
      '2026-02-10',
    );
    expect(missing).toEqual({
      programmes: null,
      messages: null,
      pages: null,
      details: null,
      photos: null,
    });
  });

  it('counts photos whose title has no Hindi, of all the photos', () => {
    const photo = (title: string, titleHi?: string) => ({
      id: title,
      title,
      titleHi,
      imageUrl: '',
      fileName: '',
      createdAt: null,
    });
    const { photos } = missingHindi(
      { ...nothingRead, photos: [photo('a'), photo('b', 'बी'), photo('c', '')] },
      '2026-02-10',
    );
    expect(photos).toEqual({ without: 2, of: 3 });
  });
});
