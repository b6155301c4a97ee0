/**
 * The site's clock (src/domain/siteClock.ts): the date in India, the end of a day there, and the
 * one offset from UTC that the code and firestore.rules share, checked against the time zone
 * itself and against the rules' text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SITE_TIME_ZONE,
  SITE_UTC_OFFSET_MINUTES,
  siteDate,
  siteDayEnd,
} from '../../src/domain/siteClock';
import { zoneOffsetMinutes } from './zoneOffset';

/** The minutes firestore.rules takes off the next midnight UTC to end a closing day. */
function rulesOffsetMinutes(): number {
  const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
  const body = /function closingOf\(day\) \{([^}]*)\}/.exec(rules)?.[1];
  if (body === undefined) throw new Error('firestore.rules has no closingOf(day)');
  const offsets = [...body.matchAll(/-\s*duration\.value\((\d+), 'm'\)/g)];
  if (offsets.length !== 1) throw new Error(`closingOf takes off ${offsets.length} offsets`);
  return Number(offsets[0]?.[1]);
}

describe('the site’s offset from UTC', () => {
  it.each([
    '2026-01-01T00:00:00Z',
    '2026-03-29T12:00:00Z',
    '2026-06-30T18:30:00Z',
    '2026-10-25T12:00:00Z',
    '2027-12-31T23:59:59Z',
    '2030-07-01T00:00:00Z',
  ])('is the time zone’s own at %s', (instant) => {
    expect(zoneOffsetMinutes(SITE_TIME_ZONE, new Date(instant))).toBe(SITE_UTC_OFFSET_MINUTES);
  });

  it('would be told apart from a zone that keeps another offset, or changes it', () => {
    expect(zoneOffsetMinutes('UTC', new Date('2026-06-30T00:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', new Date('2026-06-30T00:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('America/St_Johns', new Date('2026-01-15T00:00:00Z'))).toBe(-210);
  });

  it('is the one firestore.rules takes off to end a closing day', () => {
    expect(rulesOffsetMinutes()).toBe(SITE_UTC_OFFSET_MINUTES);
  });
});

describe('siteDayEnd: the end of a day in India', () => {
  it.each([
    [2026, 11, 24, '2026-11-24T18:30:00.000Z'],
    [2026, 12, 31, '2026-12-31T18:30:00.000Z'],
    [2028, 2, 28, '2028-02-28T18:30:00.000Z'],
    [2028, 2, 29, '2028-02-29T18:30:00.000Z'],
    [2026, 6, 30, '2026-06-30T18:30:00.000Z'],
  ])('of %i-%i-%i is %s', (year, month, day, end) => {
    expect(siteDayEnd(year, month, day).toISOString()).toBe(end);
  });

  it('is where the date in India turns', () => {
    const end = siteDayEnd(2026, 11, 24).getTime();
    expect(siteDate(new Date(end - 1))).toBe('2026-11-24');
    expect(siteDate(new Date(end))).toBe('2026-11-25');
  });
});

describe('siteDate: the date in India (UTC+05:30, no daylight saving)', () => {
  it.each([
    ['2026-11-24T00:00:00Z', '2026-11-24'],
    ['2026-11-24T18:29:59.999Z', '2026-11-24'],
    ['2026-11-24T18:29:59Z', '2026-11-24'],
    ['2026-11-24T18:30:00Z', '2026-11-25'],
    ['2026-11-24T23:59:59Z', '2026-11-25'],
    ['2026-11-23T18:30:00Z', '2026-11-24'],
    // A new year in India while it is still the old one in UTC.
    ['2026-12-31T18:29:59Z', '2026-12-31'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
    // A leap day.
    ['2028-02-28T18:30:00Z', '2028-02-29'],
    ['2028-02-29T18:30:00Z', '2028-03-01'],
    // Mid-year: India keeps its offset all year.
    ['2026-06-30T18:29:59Z', '2026-06-30'],
    ['2026-06-30T18:30:00Z', '2026-07-01'],
  ])('at %s it is %s', (instant, date) => {
    expect(siteDate(new Date(instant))).toBe(date);
  });

  it("does not depend on the machine's own time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(siteDate(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
        expect(siteDate(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
