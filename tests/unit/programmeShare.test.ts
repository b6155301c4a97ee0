/**
 * What sharing a programme sends (src/domain/programmeShare.ts): the caption, one fact a line and
 * never the description; the WhatsApp link that carries it; a shared poster's file name. And which
 * poster a page shares, and how it shows it (src/domain/posterCopies.ts: the copies to choose from
 * by width).
 */
import { describe, expect, it } from 'vitest';
import {
  POSTER_SIZE,
  posterAddress,
  posterPicture,
  type PosterCopy,
  type PosterPicture,
} from '../../src/domain/posterCopies';
import {
  posterFileName,
  programmeCaption,
  whatsAppShareUrl,
} from '../../src/domain/programmeShare';
import type { Programme } from '../../src/domain/types';

const PAGE = 'https://youth.example.org/programmes/youth-day';

function programme(overrides: Partial<Programme> = {}): Programme {
  return {
    id: 'youth-day',
    title: 'Archdiocesan Youth Day',
    startDate: '2026-02-14',
    endDate: '',
    time: '',
    place: '',
    description: '',
    registrationUrl: '',
    imageUrl: '',
    createdAt: null,
    ...overrides,
  };
}

describe('programmeCaption', () => {
  it.each<[string, Partial<Programme>, string[]]>([
    [
      'the title, the date and the address alone',
      {},
      ['Archdiocesan Youth Day', 'Sat 14 Feb 2026'],
    ],
    [
      'every field',
      {
        endDate: '2026-02-16',
        time: '10:00 AM – 4:00 PM',
        place: "St Peter's College, Agra",
        registrationUrl: 'https://forms.example.org/youth-day',
      },
      [
        'Archdiocesan Youth Day',
        '14–16 Feb 2026',
        '10:00 AM – 4:00 PM',
        "St Peter's College, Agra",
        'Register: https://forms.example.org/youth-day',
      ],
    ],
    [
      'a time without a place',
      { time: '6 PM' },
      ['Archdiocesan Youth Day', 'Sat 14 Feb 2026', '6 PM'],
    ],
    [
      'a place without a time',
      { place: 'Mathura' },
      ['Archdiocesan Youth Day', 'Sat 14 Feb 2026', 'Mathura'],
    ],
    [
      'dates across months',
      { startDate: '2026-01-30', endDate: '2026-02-02' },
      ['Archdiocesan Youth Day', '30 Jan – 2 Feb 2026'],
    ],
    [
      'a registration link that is not https:// (left out, as the page leaves it out)',
      { registrationUrl: 'http://not-secure.example.org' },
      ['Archdiocesan Youth Day', 'Sat 14 Feb 2026'],
    ],
    [
      'line breaks and runs of spaces inside the short texts (one line each)',
      { title: 'Youth\nDay  2026', place: 'Agra\r\nCathedral', time: '\t10 AM ' },
      ['Youth Day 2026', 'Sat 14 Feb 2026', '10 AM', 'Agra Cathedral'],
    ],
    [
      'a title with emoji and Devanagari, kept as it is',
      { title: '🔥 युवा दिवस 2026 🙏' },
      ['🔥 युवा दिवस 2026 🙏', 'Sat 14 Feb 2026'],
    ],
  ])('holds %s, the address last', (_, overrides, lines) => {
    expect(programmeCaption(programme(overrides), PAGE).split('\n')).toEqual([...lines, PAGE]);
  });

  it('never holds the description, however long', () => {
    const description = `${'Come and pray with us. '.repeat(500)}THE-END`;
    const caption = programmeCaption(programme({ description }), PAGE);
    expect(caption).not.toContain('Come and pray');
    expect(caption).not.toContain('THE-END');
    expect(caption.length).toBeLessThan(200);
  });

  it('adds no markup of any app', () => {
    const caption = programmeCaption(
      programme({ time: '6 PM', place: 'Agra', registrationUrl: 'https://forms.example.org/x' }),
      PAGE,
    );
    expect(caption).not.toMatch(/[*_~`<>[\]]/);
  });
});

describe('whatsAppShareUrl', () => {
  it('carries the caption whole, encoded, the address and line breaks included', () => {
    const caption = programmeCaption(
      programme({ title: 'Youth & Faith: 100% #together?', place: 'Agra' }),
      'https://youth.example.org/programmes/a b?x=1&y=2',
    );
    const link = whatsAppShareUrl(caption);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(caption);
    expect(link).toContain('%0A');
    expect(link).toContain(encodeURIComponent('https://youth.example.org/programmes/a b?x=1&y=2'));
    // Nothing of the caption breaks out of the one parameter.
    expect([...new URL(link).searchParams.keys()]).toEqual(['text']);
  });

  it('encodes emoji and Devanagari as UTF-8', () => {
    const link = whatsAppShareUrl('🔥 युवा');
    expect(link).toBe('https://wa.me/?text=%F0%9F%94%A5%20%E0%A4%AF%E0%A5%81%E0%A4%B5%E0%A4%BE');
  });

  it('survives half of an emoji (a lone surrogate) as the replacement character', () => {
    expect(new URL(whatsAppShareUrl('a\uD83D')).searchParams.get('text')).toBe('a\uFFFD');
  });
});

const stored = 'https://storage.example/o/events%2F1_poster.webp?alt=media';
const copy: PosterCopy = {
  source: stored,
  src: '/images/posters/0123456789abcdef.jpg',
  width: 1200,
  height: 1600,
  variants: [
    { src: '/images/posters/0123456789abcdef-480.avif', width: 480, type: 'image/avif' },
    { src: '/images/posters/0123456789abcdef-720.avif', width: 720, type: 'image/avif' },
    { src: '/images/posters/0123456789abcdef-480.webp', width: 480, type: 'image/webp' },
    { src: '/images/posters/0123456789abcdef-720.webp', width: 720, type: 'image/webp' },
  ],
};
const changed = 'https://storage.example/o/events%2F2_new.jpg';

describe('posterAddress', () => {
  it.each<[string, Partial<Programme>, PosterCopy | null, string]>([
    ['the JPEG copy of the poster the programme has', { imageUrl: stored }, copy, copy.src],
    ['the stored poster without a copy', { imageUrl: stored }, null, stored],
    [
      'the new poster, when it changed since the copy was made',
      { imageUrl: changed },
      copy,
      changed,
    ],
    ['none when the poster was removed since', { imageUrl: '' }, copy, ''],
    ['none without a poster', {}, null, ''],
  ])('is %s', (_, overrides, given, expected) => {
    expect(posterAddress(programme(overrides), given)).toBe(expected);
  });
});

describe('posterPicture', () => {
  it.each<[string, Partial<Programme>, PosterCopy | null, PosterPicture | null]>([
    [
      'the AVIF, then the WebP copies by width, the JPEG copy and its size, for the poster the programme has',
      { imageUrl: stored },
      { ...copy, width: 1000, height: 1500 },
      {
        src: copy.src,
        sources: [
          {
            type: 'image/avif',
            srcSet:
              '/images/posters/0123456789abcdef-480.avif 480w, ' +
              '/images/posters/0123456789abcdef-720.avif 720w',
          },
          {
            type: 'image/webp',
            srcSet:
              '/images/posters/0123456789abcdef-480.webp 480w, ' +
              '/images/posters/0123456789abcdef-720.webp 720w',
          },
        ],
        width: 1000,
        height: 1500,
      },
    ],
    [
      'the WebP copies alone when the publish made no AVIF ones',
      { imageUrl: stored },
      { ...copy, variants: copy.variants.filter((variant) => variant.type === 'image/webp') },
      {
        src: copy.src,
        sources: [
          {
            type: 'image/webp',
            srcSet:
              '/images/posters/0123456789abcdef-480.webp 480w, ' +
              '/images/posters/0123456789abcdef-720.webp 720w',
          },
        ],
        width: 1200,
        height: 1600,
      },
    ],
    [
      'the stored poster alone, at the upload’s shape, without a copy',
      { imageUrl: stored },
      null,
      { src: stored, sources: [], ...POSTER_SIZE },
    ],
    [
      'the new poster alone, when it changed since the copies were made',
      { imageUrl: changed },
      copy,
      { src: changed, sources: [], ...POSTER_SIZE },
    ],
    ['nothing when the poster was removed since', { imageUrl: '' }, copy, null],
    ['nothing without a poster', {}, null, null],
  ])('is %s', (_, overrides, given, expected) => {
    expect(posterPicture(programme(overrides), given)).toEqual(expected);
  });
});

describe('posterFileName', () => {
  it.each([
    ['Archdiocesan Youth Day 2026!', 'archdiocesan-youth-day-2026.jpg'],
    ['Café – Rencontre', 'cafe-rencontre.jpg'],
    ['युवा दिवस', 'poster.jpg'],
    ['x'.repeat(80), `${'x'.repeat(60)}.jpg`],
  ])('names %j %j', (title, name) => {
    expect(posterFileName(title)).toBe(name);
  });
});
