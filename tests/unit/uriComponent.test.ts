/**
 * Stored text in addresses (src/domain/uriComponent.ts and the links made with it): a lone UTF-16
 * surrogate, which encodeURIComponent refuses with a URIError and a store may keep as sent, counts
 * as U+FFFD wherever stored text meets a URI, so no page, link or calendar fails on it.
 */
import { describe, expect, it } from 'vitest';
import { mapEmbedUrl } from '../../src/config/site';
import { googleCalendarUrl } from '../../src/domain/calendarEntry';
import { programmeUid } from '../../src/domain/programmeIcs';
import { programmesFeed } from '../../src/domain/programmesFeed';
import { programmeGalleryPath, programmePath, registerPath } from '../../src/domain/publicPaths';
import type { Programme } from '../../src/domain/types';
import { uriComponent } from '../../src/domain/uriComponent';
import { programmeInput } from '../fixtures/inputs';

/** U+FFFD as a URI writes it (its UTF-8 bytes). */
const REPLACED = '%EF%BF%BD';

describe('uriComponent', () => {
  it.each([
    ['a lone high surrogate', '\uD800', REPLACED],
    ['a lone low surrogate', '\uDC00', REPLACED],
    ['a lone high surrogate inside text', 'Youth\uDBFF Day', `Youth${REPLACED}%20Day`],
    ['a lone low surrogate inside text', 'Youth\uDFFF Day', `Youth${REPLACED}%20Day`],
    ['a high surrogate at the end', 'Day \uD83D', `Day%20${REPLACED}`],
    ['a low surrogate at the start', '\uDE4F Day', `${REPLACED}%20Day`],
    ['a pair in the wrong order', '\uDE4F\uD83D', `${REPLACED}${REPLACED}`],
    ['two high surrogates in a row', '\uD83D\uD83D', `${REPLACED}${REPLACED}`],
  ])('writes %s as U+FFFD, where encodeURIComponent throws', (_, text, encoded) => {
    expect(() => encodeURIComponent(text)).toThrow(URIError);
    expect(uriComponent(text)).toBe(encoded);
  });

  it.each([
    ['plain text', 'youth-day_2026'],
    ['text with reserved characters', 'a/b?c=d&e#f g'],
    ['accents and Devanagari', 'Yuva Diwas — युवा दिवस é'],
    ['a whole surrogate pair (an emoji)', 'Praise 🙏 night'],
    ['U+FFFD itself', '\uFFFD'],
    ['an empty text', ''],
  ])('writes %s as encodeURIComponent does', (_, text) => {
    expect(uriComponent(text)).toBe(encodeURIComponent(text));
  });
});

describe('the links made from stored text', () => {
  const programme = (fields: Pick<Programme, 'id' | 'title'> & Partial<Programme>): Programme => ({
    ...programmeInput({ startDate: '2026-11-28', ...fields }),
    ...fields,
    createdAt: null,
  });

  /** Each link made from a programme (or the site's map place), as it is with `text`. */
  const LINKS: Array<[string, (text: string) => string]> = [
    ["a programme's page (its id)", (text) => programmePath(`youth${text}day`)],
    ["a programme's registration form (its id)", (text) => registerPath(`youth${text}day`)],
    [
      "a programme's photos in the gallery (its id)",
      (text) => programmeGalleryPath(`youth${text}day`),
    ],
    [
      'the Google Calendar link (its title, place and page)',
      (text) =>
        googleCalendarUrl(
          programme({ id: 'p1', title: `Youth Day${text}`, place: `Agra${text}` }),
          `https://site.example/programmes/${text}`,
        ) ?? 'no link',
    ],
    ["a programme's calendar UID (its id)", (text) => programmeUid({ id: `youth${text}day` })],
    [
      "the calendar feed's address of a programme's page (its id)",
      (text) =>
        programmesFeed(
          [programme({ id: `youth${text}day`, title: 'Youth Day' })],
          '2026-11-24',
          'https://site.example',
        ).replace(/^DTSTAMP:.*$/m, ''),
    ],
    ["the contact page's map (the place)", (text) => mapEmbedUrl(`Cathedral${text}, Agra`)],
  ];

  describe.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
  ])('with %s', (_, half) => {
    it.each(LINKS)('makes %s as with U+FFFD in its place', (_name, link) => {
      expect(link(half)).toBe(link('\uFFFD'));
      expect(link(half)).toContain(REPLACED);
    });
  });
});
