/**
 * The made-up site of a given age (seed/generate.ts): the sizes the measurements are made at,
 * the same site for the same age and day, dates spread back over its life, and every record one
 * the admin forms would accept, naming only committed pictures.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediumOf, seedProgrammeDates, thumbOf } from '../../seed/data';
import {
  REGISTERING_PROGRAMMES,
  generateSite,
  registrantsEach,
  siteSize,
} from '../../seed/generate';
import { walkInDetails } from '../../src/admin/registrations/walkInDetails';
import {
  validateMemberInput,
  validateMessageInput,
  validateProgrammeInput,
} from '../../src/domain/formChecks';
import { localDateString } from '../../src/domain/programmes';

const TODAY = new Date('2026-11-27T06:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const seedImages = path.resolve(import.meta.dirname, '../../seed/images');

describe('siteSize', () => {
  it.each([
    [1, { members: 20, messages: 12, gallery: 200, programmes: 40 }],
    [3, { members: 60, messages: 36, gallery: 600, programmes: 120 }],
    [10, { members: 200, messages: 120, gallery: 3000, programmes: 400 }],
  ])('a site %i years old', (years, size) => {
    expect(siteSize(years)).toEqual(size);
  });
});

describe.each([3, 10])('a site %i years old', (years) => {
  const site = generateSite(years, TODAY);
  const size = siteSize(years);

  it('holds the records of its size, keyed by collection', () => {
    expect(site.members).toHaveLength(size.members);
    expect(site.bishopMessages.length + site.officeBearerMessages.length).toBe(size.messages);
    expect(site.gallery).toHaveLength(size.gallery);
    expect(site.events).toHaveLength(size.programmes);
  });

  it('is the same site every time for the same age and day', () => {
    expect(generateSite(years, TODAY)).toEqual(site);
  });

  it('spreads its dates over its life, none after today', () => {
    for (const list of [site.members, site.gallery, site.bishopMessages]) {
      const dates = list.map((r) => Date.parse(r.createdAt));
      expect(Math.max(...dates)).toBeLessThanOrEqual(TODAY.getTime());
      const ageInYears = (TODAY.getTime() - Math.min(...dates)) / (365 * 24 * 3600 * 1000);
      expect(ageInYears).toBeGreaterThan(years - 1);
      expect(ageInYears).toBeLessThan(years + 1);
    }
    const today = localDateString(TODAY);
    const starts = site.events.map((p) => seedProgrammeDates(p, today).startDate);
    expect(starts.filter((d) => d > today)).toHaveLength(10);
    const siteStart = localDateString(new Date(TODAY.getTime() - (years * 365 + 3) * DAY_MS));
    expect(starts.filter((d) => d < siteStart)).toEqual([]);
    expect(
      starts.filter(
        (d) => d < localDateString(new Date(TODAY.getTime() - (years - 1) * 365 * DAY_MS)),
      ).length,
    ).toBeGreaterThan(0);
  });

  it('holds only records the admin forms would accept', () => {
    for (const m of site.members.filter((m) => m.startYear !== null))
      expect(validateMemberInput({ ...m, imageUrl: '' }, TODAY), m.name).toBeNull();
    for (const m of [...site.bishopMessages, ...site.officeBearerMessages])
      expect(validateMessageInput({ ...m, imageUrl: '' }), m.title).toBeNull();
    const today = localDateString(TODAY);
    for (const { startsIn, days, image, ...rest } of site.events)
      expect(
        validateProgrammeInput(
          { ...rest, ...seedProgrammeDates({ startsIn, days }, today), imageUrl: image ?? '' },
          TODAY,
        ),
        rest.title,
      ).toBeNull();
  });

  it('has every other programme still to come take registrations here, with people the team could add as walk-ins', () => {
    const today = localDateString(TODAY);
    const upcoming = site.events
      .filter((p) => p.startsIn > 0)
      .sort((a, b) => a.startsIn - b.startsIn);
    expect(upcoming.map((p) => Boolean(p.registration))).toEqual(
      Array.from({ length: 10 }, (_, k) => k % 2 === 0 && k < 2 * REGISTERING_PROGRAMMES),
    );
    expect(site.events.filter((p) => p.registration)).toHaveLength(REGISTERING_PROGRAMMES);
    for (const { registration, registrants = [], ...programme } of site.events) {
      if (!registration) {
        expect(registrants, programme.title).toEqual([]);
        continue;
      }
      // Open from today until the day before the programme.
      expect(registration.open).toBe(true);
      expect(registration.closesIn).toBeGreaterThanOrEqual(0);
      expect(registration.closesIn).toBeLessThan(programme.startsIn);
      expect(registrants).toHaveLength(registrantsEach(years));
      const { startDate } = seedProgrammeDates(programme, today);
      for (const { answers, ...fields } of registrants)
        expect(
          walkInDetails({ fields, answers, paperConsent: true }, startDate, registration),
          fields.name,
        ).toEqual({ details: { ...fields, answers } });
    }
  });

  it('names only committed pictures', async () => {
    const names = new Set([
      ...site.members.flatMap((m) => (m.image ? [m.image] : [])),
      ...site.bishopMessages.flatMap((m) => (m.image ? [m.image] : [])),
      ...site.officeBearerMessages.flatMap((m) => (m.image ? [m.image] : [])),
      ...site.gallery.flatMap((g) => [g.image, thumbOf(g.image), mediumOf(g.image)]),
      ...site.events.flatMap((p) => (p.image ? [p.image] : [])),
    ]);
    for (const name of names) await access(path.join(seedImages, name));
  });
});

it('refuses an age that is not a whole number of years from 1 to 30', () => {
  for (const years of [0, 2.5, 31, Number.NaN])
    expect(() => generateSite(years, TODAY)).toThrow('--years takes a whole number from 1 to 30');
});
