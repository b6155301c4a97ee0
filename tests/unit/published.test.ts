/**
 * What a published page carries (src/domain/published.ts): its content as JSON that cannot end or
 * open anything in the HTML around it, with its dates kept and without who signed its records.
 */
import { describe, expect, it } from 'vitest';
import { parsePublishedJson, publishedJson } from '../../src/domain/published';

/** What must never appear raw in a data block. */
const UNSAFE = ['<', '>', '&', '\u2028', '\u2029'];

describe('publishedJson', () => {
  it.each([
    ['a title that closes the data block', { title: 'Youth day</script><script>alert(1)' }],
    ['a title that opens a comment', { title: 'Camp <!-- hidden --> retreat' }],
    ['an ampersand and an entity', { place: 'Agra & Mathura &amp; &lt;b&gt;' }],
    ['a line separator', { description: 'first\u2028second' }],
    ['a paragraph separator', { description: 'first\u2029second' }],
    ['every unsafe character in a list', ['</SCRIPT >', '<!--', '-->', '&', '\u2028\u2029']],
    ['a key holding them', { '</script>': '<!--' }],
  ])('writes %s with no raw <, >, &, U+2028 or U+2029, and reads it back', (_, value) => {
    const json = publishedJson(value);
    for (const character of UNSAFE) expect(json).not.toContain(character);
    expect(parsePublishedJson(json)).toEqual(value);
  });

  it.each([
    ['<', '\\u003c'],
    ['>', '\\u003e'],
    ['&', '\\u0026'],
    ['\u2028', '\\u2028'],
    ['\u2029', '\\u2029'],
  ])('writes %j as the JSON escape %s', (character, escape) => {
    expect(publishedJson(`a${character}b`)).toBe(`"a${escape}b"`);
  });

  it('leaves other text as JSON.stringify writes it', () => {
    const value = { title: 'Yuva Diwas — युवा दिवस "2026"', count: 3, open: true, none: null };
    expect(publishedJson(value)).toBe(JSON.stringify(value));
  });
});

describe('who signed a record, in published JSON', () => {
  const signed = { createdBy: 'uid-anita', updatedBy: 'uid-ravi' };
  const memberRecord = { id: 'm1', name: 'Asha Thomas', role: 'Coordinator' };
  const programmeRecord = { id: 'youth-day', title: 'Youth Day', startDate: '2026-11-28' };
  const galleryRecord = { id: 'g1', title: 'Rally', createdAt: new Date('2026-02-01T00:00:00Z') };

  it.each([
    ['a record alone', { ...memberRecord, ...signed }, memberRecord],
    [
      'a record only its author signed',
      { ...galleryRecord, createdBy: 'uid-anita' },
      galleryRecord,
    ],
    [
      "a page's content: lists, pairs of lists and one record, by read",
      {
        today: '2026-11-24',
        reads: {
          members: [{ ...memberRecord, ...signed }],
          'programmes/lists': [[{ ...programmeRecord, ...signed }], []],
          'programme/youth-day': { ...programmeRecord, updatedBy: 'uid-ravi' },
          gallery: [{ ...galleryRecord, createdBy: 'uid-anita' }],
        },
      },
      {
        today: '2026-11-24',
        reads: {
          members: [memberRecord],
          'programmes/lists': [[programmeRecord], []],
          'programme/youth-day': programmeRecord,
          gallery: [galleryRecord],
        },
      },
    ],
  ])('leaves out createdBy and updatedBy of %s, and keeps the rest', (_, value, published) => {
    const json = publishedJson(value);
    for (const text of ['createdBy', 'updatedBy', 'uid-anita', 'uid-ravi'])
      expect(json).not.toContain(text);
    expect(parsePublishedJson(json)).toEqual(published);
  });

  it('keeps the words as text: a title may say createdBy', () => {
    const value = { title: 'createdBy and updatedBy', place: 'uid-anita' };
    expect(parsePublishedJson(publishedJson(value))).toEqual(value);
  });
});

describe('dates in published JSON', () => {
  const created = new Date('2025-02-01T10:20:30.456Z');
  const updated = new Date('2026-11-24T18:30:00.000Z');

  it.each([
    ['a date alone', created],
    ['a date in an object', { id: 'g1', createdAt: created }],
    ['dates in a list', [created, updated]],
    [
      'dates nested in lists and objects',
      { reads: { gallery: [{ id: 'g1', createdAt: created, extra: { at: [updated] } }] } },
    ],
    ['a null date beside a real one', [{ createdAt: null }, { createdAt: updated }]],
  ])('%s comes back as the same Date', (_, value) => {
    expect(parsePublishedJson(publishedJson(value))).toEqual(value);
  });

  it('writes a date as {"$date": its ISO time}', () => {
    expect(publishedJson({ createdAt: created })).toBe(
      '{"createdAt":{"$date":"2025-02-01T10:20:30.456Z"}}',
    );
  });

  it('gives back Date objects, not strings', () => {
    const back = parsePublishedJson(publishedJson([{ createdAt: created }])) as {
      createdAt: unknown;
    }[];
    expect(back[0]?.createdAt).toBeInstanceOf(Date);
    expect((back[0]?.createdAt as Date).getTime()).toBe(created.getTime());
  });

  it.each([
    ['a $date with another key', { $date: '2025-02-01T00:00:00.000Z', note: 'not a date' }],
    ['a $date that is not text', { $date: 20250201 }],
    ['a $date that is null', { $date: null }],
    ['an object without $date', { date: '2025-02-01T00:00:00.000Z' }],
  ])('leaves an object that merely looks like a date as it is: %s', (_, value) => {
    const back = parsePublishedJson(publishedJson({ value }));
    expect(back).toEqual({ value });
    expect((back as { value: unknown }).value).not.toBeInstanceOf(Date);
  });

  it('keeps a date-like string a string', () => {
    expect(parsePublishedJson(publishedJson({ at: '2025-02-01T00:00:00.000Z' }))).toEqual({
      at: '2025-02-01T00:00:00.000Z',
    });
  });
});
