/**
 * What a published programme page says about its programme in its head
 * (publish/heads/programmeHead.ts): the preview's description, the schema.org Event, the poster as
 * the preview's picture (the site's JPEG copy of it, where the publish made one), and the calendar
 * feed made of all the programmes.
 */
import { describe, expect, it } from 'vitest';
import {
  eventData,
  programmeDescription,
  programmeHead,
  shortened,
} from '../../publish/heads/programmeHead';
import { posterCopyReadKey, type PosterCopy } from '../../src/domain/posterCopies';
import { PROGRAMMES_FEED_PATH } from '../../src/domain/publicPaths';
import type { Programme } from '../../src/domain/types';
import { programmeInput } from '../fixtures/inputs';

const programme = (fields: Partial<Programme> = {}): Programme => ({
  id: 'youth-day',
  ...programmeInput({ title: 'Youth Day', startDate: '2026-11-28' }),
  createdAt: null,
  ...fields,
});

describe('shortened', () => {
  it.each([
    ['short text', 'Youth Day in Agra', 40, 'Youth Day in Agra'],
    ['text of exactly the length', 'abcde fghij', 11, 'abcde fghij'],
    ['empty text', '', 10, ''],
    ['whitespace only', ' \n\t ', 10, ''],
    [
      'runs of spaces, tabs and new lines',
      '  Youth \n\n Day\t in   Agra  ',
      40,
      'Youth Day in Agra',
    ],
    ['text one character too long, at a word', 'abcdef ghijk', 11, 'abcdef…'],
    ['longer text, at the last whole word', 'aaaa bbbb cccc dddd', 12, 'aaaa bbbb…'],
    ['a word boundary too early: cut inside the word', 'ab cdefghijklmnop', 10, 'ab cdefgh…'],
    ['a single long word', 'x'.repeat(30), 10, `${'x'.repeat(9)}…`],
    ['a word that ends just where the cut does is kept', 'aaaaaaa bbb cccc', 12, 'aaaaaaa bbb…'],
    ['collapsed first, then measured', 'a  b  c  d', 7, 'a b c d'],
    [
      'paragraphs on one line, then cut',
      'First line.\n\nSecond line here.',
      20,
      'First line. Second…',
    ],
  ])('%s', (_, text, max, expected) => {
    expect(shortened(text, max)).toBe(expected);
  });

  it.each([
    ['Retreat for the youth of the whole Archdiocese at the Cathedral', 20],
    ['x'.repeat(500), 200],
    ['word '.repeat(100), 37],
    ['a\n\n\nb c d e f g h i j k l m n o p', 9],
  ])('never gives more than max characters (%#)', (text, max) => {
    const short = shortened(text, max);
    expect(short.length).toBeLessThanOrEqual(max);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toMatch(/\s…$/);
  });
});

describe('programmeDescription', () => {
  it.each<[string, Partial<Programme>, string]>([
    [
      'dates, time, place and description',
      { time: '10:00 AM – 4:00 PM', place: 'St. Peter’s College, Agra', description: 'Come.' },
      'Sat 28 Nov 2026, 10:00 AM – 4:00 PM, St. Peter’s College, Agra. Come.',
    ],
    ['no time', { place: 'Agra', description: 'Come.' }, 'Sat 28 Nov 2026, Agra. Come.'],
    ['no place', { time: '6 PM', description: 'Come.' }, 'Sat 28 Nov 2026, 6 PM. Come.'],
    ['no description', { time: '6 PM', place: 'Agra' }, 'Sat 28 Nov 2026, 6 PM, Agra.'],
    ['only the date', {}, 'Sat 28 Nov 2026.'],
    ['several days in a month', { endDate: '2026-11-30', place: 'Agra' }, '28–30 Nov 2026, Agra.'],
    [
      'across years',
      { startDate: '2026-12-30', endDate: '2027-01-02' },
      '30 Dec 2026 – 2 Jan 2027.',
    ],
    [
      'a description of paragraphs, on one line',
      { description: 'First paragraph.\n\nSecond   paragraph.' },
      'Sat 28 Nov 2026. First paragraph. Second paragraph.',
    ],
  ])('%s', (_, fields, expected) => {
    expect(programmeDescription(programme(fields))).toBe(expected);
  });

  it('cuts a long description at a word, to 200 characters with …', () => {
    const description = programmeDescription(
      programme({ place: 'Agra', description: 'Prayer and song together. '.repeat(20) }),
    );
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.length).toBeGreaterThan(150);
    expect(description).toMatch(/^Sat 28 Nov 2026, Agra\. Prayer and song together\. /);
    expect(description).toMatch(/\S…$/);
  });
});

describe('eventData', () => {
  const context = {
    pageUrl: 'https://youth.example/programmes/youth-day',
    organizer: { name: 'Youth Commission of Agra Archdiocese', url: 'https://youth.example/' },
  };
  const FIXED = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Youth Day',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: 'https://youth.example/programmes/youth-day',
    organizer: {
      '@type': 'Organization',
      name: 'Youth Commission of Agra Archdiocese',
      url: 'https://youth.example/',
    },
  };

  it('gives every field of a programme with place, poster and description', () => {
    expect(
      eventData(
        programme({
          endDate: '2026-11-29',
          time: '10 AM',
          place: 'Cathedral, Agra',
          imageUrl: 'https://images.example/poster.jpeg',
          description: 'Two days\n\nof prayer.',
        }),
        context,
      ),
    ).toEqual({
      ...FIXED,
      startDate: '2026-11-28',
      endDate: '2026-11-29',
      location: { '@type': 'Place', name: 'Cathedral, Agra', address: 'Cathedral, Agra' },
      image: ['https://images.example/poster.jpeg'],
      description: 'Two days of prayer.',
    });
  });

  it('leaves out location, image and description when the programme has none', () => {
    const event = eventData(programme(), context);
    expect(event).toEqual({ ...FIXED, startDate: '2026-11-28', endDate: '2026-11-28' });
    expect(event).not.toHaveProperty('location');
    expect(event).not.toHaveProperty('image');
    expect(event).not.toHaveProperty('description');
  });

  it.each<[string, Partial<Programme>, string]>([
    ['a place', { place: 'Agra' }, 'location'],
    ['a poster', { imageUrl: 'https://images.example/p.jpeg' }, 'image'],
    ['a description', { description: 'Come.' }, 'description'],
  ])('with only %s, has %s and neither of the other two', (_, fields, present) => {
    const event = eventData(programme(fields), context);
    for (const key of ['location', 'image', 'description'])
      if (key === present) expect(event).toHaveProperty(key);
      else expect(event).not.toHaveProperty(key);
  });

  it.each<[string, Partial<Programme>, string]>([
    ['a one-day programme (no end date): its start', { endDate: '' }, '2026-11-28'],
    ['an end date equal to the start: the start', { endDate: '2026-11-28' }, '2026-11-28'],
    ['several days: the last', { endDate: '2026-12-02' }, '2026-12-02'],
    ['an end date before the start: the start', { endDate: '2026-11-01' }, '2026-11-28'],
    ['an end date that is not a date: the start', { endDate: '2026-02-30' }, '2026-11-28'],
  ])('endDate of %s', (_, fields, endDate) => {
    const event = eventData(programme(fields), context);
    expect(event.startDate).toBe('2026-11-28');
    expect(event.endDate).toBe(endDate);
  });

  it('cuts a long description to 500 characters, on one line', () => {
    const { description } = eventData(
      programme({ description: 'Prayer,\nsong and\tfriendship. '.repeat(40) }),
      context,
    );
    expect(typeof description).toBe('string');
    expect((description as string).length).toBeLessThanOrEqual(500);
    expect(description).toMatch(/^Prayer, song and friendship\. Prayer/);
    expect(description).toMatch(/…$/);
    expect(description).not.toMatch(/[\n\t]/);
  });
});

describe('programmeHead', () => {
  const page = {
    url: 'https://youth.example/programmes/youth-day',
    site: { name: 'Youth Commission of Agra Archdiocese', url: 'https://youth.example/' },
  };

  it('names the page after the programme, with its description and Event data', () => {
    const youthDay = programme({ place: 'Agra' });
    expect(programmeHead.head(youthDay, page)).toEqual({
      title: 'Youth Day',
      description: programmeDescription(youthDay),
      structuredData: eventData(youthDay, { pageUrl: page.url, organizer: page.site }),
    });
  });

  it.each([
    [
      'its Hindi twin gives the Hindi title, place and description',
      '/hi/programmes/youth-day',
      'hi',
    ],
    ['the English page keeps the English ones', '/programmes/youth-day', 'en'],
  ])('%s', (_, path, language) => {
    const english = { place: 'Agra', description: 'A day of prayer.' };
    const hindi = { titleHi: 'युवा दिवस', placeHi: 'आगरा', descriptionHi: 'प्रार्थना का दिन।' };
    const youthDay = programme({ ...english, ...hindi });
    const url = new URL(path, page.url).href;
    const shown =
      language === 'hi'
        ? programme({
            title: hindi.titleHi,
            place: hindi.placeHi,
            description: hindi.descriptionHi,
          })
        : programme(english);
    const head = programmeHead.head(youthDay, { ...page, url });
    expect(head.title).toBe(shown.title);
    expect(head.description).toBe(programmeDescription(shown));
    expect(head.structuredData).toMatchObject({
      name: shown.title,
      location: { name: shown.place },
      description: shown.description,
    });
  });

  it('a Hindi page without Hindi texts gives the English ones', () => {
    const youthDay = programme({ place: 'Agra', titleHi: '' });
    const url = new URL('/hi/programmes/youth-day', page.url).href;
    expect(programmeHead.head(youthDay, { ...page, url })).toMatchObject({
      title: 'Youth Day',
      description: programmeDescription(youthDay),
    });
  });

  it('shows the poster in the link preview, or leaves the picture to the site without one', () => {
    const poster = 'https://images.example/poster.jpeg';
    expect(programmeHead.head(programme({ imageUrl: poster }), page).image).toEqual({
      url: poster,
      alt: 'Poster of Youth Day',
    });
    expect(programmeHead.head(programme(), page)).not.toHaveProperty('image');
  });

  describe('with the copies the publish made of the posters', () => {
    const stored = 'https://storage.example/o/events%2F1_poster.webp?alt=media';
    const copy: PosterCopy = {
      source: stored,
      src: '/images/posters/0123456789abcdef.jpg',
      width: 1200,
      height: 1600,
      variants: [
        { src: '/images/posters/0123456789abcdef-480.avif', width: 480, type: 'image/avif' },
      ],
    };
    const withCopies = { ...page, reads: new Map([[posterCopyReadKey('youth-day'), copy]]) };
    const siteCopy = 'https://youth.example/images/posters/0123456789abcdef.jpg';

    it('names the site’s JPEG copy, with its size, in the preview and the Event data', () => {
      const head = programmeHead.head(programme({ imageUrl: stored }), withCopies);
      expect(head.image).toEqual({
        url: siteCopy,
        width: 1200,
        height: 1600,
        alt: 'Poster of Youth Day',
      });
      expect(head.structuredData).toMatchObject({ image: [siteCopy] });
    });

    it.each<[string, Partial<Programme>, string]>([
      ['another programme’s copy', { id: 'camp', imageUrl: stored }, stored],
      [
        'a copy of the poster before it changed',
        { imageUrl: 'https://storage.example/o/events%2F2_new.jpg' },
        'https://storage.example/o/events%2F2_new.jpg',
      ],
    ])('keeps the stored poster, not %s', (_, fields, url) => {
      const head = programmeHead.head(programme(fields), withCopies);
      expect(head.image).toEqual({ url, alt: 'Poster of Youth Day' });
      expect(head.structuredData).toMatchObject({ image: [url] });
    });

    it('has no picture of its own for a programme without a poster', () => {
      const head = programmeHead.head(programme({ imageUrl: '' }), withCopies);
      expect(head).not.toHaveProperty('image');
      expect(head.structuredData).not.toHaveProperty('image');
    });
  });

  it('makes the calendar feed of all the programmes', () => {
    const programmes = [programme(), programme({ id: 'camp', title: 'Camp' })];
    const publish = { today: '2026-11-20', siteUrl: 'https://youth.example' };
    const files = programmeHead.files?.(programmes, publish);
    expect(Object.keys(files ?? {})).toEqual([PROGRAMMES_FEED_PATH]);
    const feed = files?.[PROGRAMMES_FEED_PATH] ?? '';
    expect(feed).toMatch(/^BEGIN:VCALENDAR/);
    expect(feed).toContain('SUMMARY:Youth Day');
    expect(feed).toContain('SUMMARY:Camp');
    expect(feed).toContain('https://youth.example/programmes/camp');
  });
});
