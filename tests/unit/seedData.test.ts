/** The seed content: valid by the app's own rules, and every image it names is committed. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  SEED_ACCOUNTS,
  SEED_GALLERY,
  SEED_MEMBERS,
  SEED_MESSAGES,
  SEED_PROGRAMMES,
  mediumOf,
  seedAccountLines,
  seedProgrammeDates,
  thumbOf,
} from '../../seed/data';
import { groupMembersByTerm } from '../../src/domain/members';
import { splitParagraphs } from '../../src/domain/messages';
import { splitProgrammes } from '../../src/domain/programmes';
import { MESSAGE_KINDS, type Programme } from '../../src/domain/types';
import {
  validateMemberInput,
  validateMessageInput,
  validateProgrammeInput,
} from '../../src/domain/formChecks';

const seedImages = path.resolve(import.meta.dirname, '../../seed/images');
const metadata = async (name: string) =>
  sharp(await readFile(path.join(seedImages, name))).metadata();

describe('seed data', () => {
  it('has about 18 members over three terms plus two with no period', () => {
    const member = (m: (typeof SEED_MEMBERS)[number], i: number) => ({
      ...m,
      id: String(i),
      imageUrl: m.image ?? '',
    });
    const groups = groupMembersByTerm(SEED_MEMBERS.map(member));
    expect(groups.map((g) => [g.label, g.members.length])).toEqual([
      ['2025 - 2027', 6],
      ['2022 - 2024', 6],
      ['2019 - 2021', 6],
      ['No Period', 2],
    ]);
    // Within a term, createdAt keeps the order of office: the President first.
    for (const group of groups.slice(0, 3)) expect(group.members[0]?.role).toBe('President');
  });

  it('has members the admin form would accept, some without photos', () => {
    const withPeriod = SEED_MEMBERS.filter((m) => m.startYear !== null);
    for (const m of withPeriod)
      expect(validateMemberInput({ ...m, imageUrl: '' }, new Date('2025-07-01'))).toBeNull();
    const withPhoto = SEED_MEMBERS.filter((m) => m.image).length;
    expect(withPhoto).toBeGreaterThanOrEqual(8);
    expect(withPhoto).toBeLessThan(SEED_MEMBERS.length);
  });

  it('has two or three valid, multi-paragraph messages of each kind', () => {
    for (const kind of MESSAGE_KINDS) {
      const ofKind = SEED_MESSAGES.filter((m) => m.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThanOrEqual(2);
      expect(ofKind.length, kind).toBeLessThanOrEqual(3);
      for (const m of ofKind) {
        expect(validateMessageInput({ ...m, imageUrl: '' })).toBeNull();
        expect(m.year).toMatch(/^\d{4}-\d{4}$/);
        expect(splitParagraphs(m.fullMessage).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('names only committed images, portraits 400 x 400', async () => {
    const portraits = [...SEED_MEMBERS, ...SEED_MESSAGES].flatMap((m) =>
      m.image ? [m.image] : [],
    );
    for (const name of portraits) {
      const { width, height, format } = await metadata(name);
      expect({ name, width, height, format }).toEqual({
        name,
        width: 400,
        height: 400,
        format: 'jpeg',
      });
    }
  });

  it('has eight gallery photographs with distinct titles, thumbnails and medium-size copies, WebP as an upload stores them, one over 256 KiB', async () => {
    expect(SEED_GALLERY).toHaveLength(8);
    expect(new Set(SEED_GALLERY.map((g) => g.title)).size).toBe(8);
    let large = 0;
    for (const { image } of SEED_GALLERY) {
      const full = await metadata(image);
      expect([full.width, full.height, full.format]).toEqual([1600, 1067, 'webp']);
      const thumb = await metadata(thumbOf(image));
      expect([thumb.width, thumb.format]).toEqual([480, 'webp']);
      const medium = await metadata(mediumOf(image));
      expect([medium.width, medium.height, medium.format]).toEqual([1080, 720, 'webp']);
      if ((await readFile(path.join(seedImages, image))).byteLength > 256 * 1024) large++;
    }
    expect(large).toBeGreaterThanOrEqual(1);
  });

  describe('programmes', () => {
    /** The seed programmes as the seed writes them on `today`, and as the service stores them. */
    const seeded = (today: string): Programme[] =>
      SEED_PROGRAMMES.map(({ startsIn, days, image, ...rest }, i) => {
        const dates = seedProgrammeDates({ startsIn, days }, today);
        const input = { ...rest, ...dates, imageUrl: image ?? '' };
        expect(validateProgrammeInput(input), rest.title).toBeNull();
        return {
          ...input,
          endDate: dates.endDate || dates.startDate,
          id: String(i),
          createdAt: null,
        };
      });

    // Any day of seeding: around the turn of a month, of a year, and of a leap February.
    it.each(['2026-03-10', '2026-12-30', '2028-02-28', '2027-01-01'])(
      'on %s: three to come, one of them over three days, and three gone by',
      (today) => {
        const { upcoming, past } = splitProgrammes(seeded(today), today);
        expect(upcoming).toHaveLength(3);
        expect(past).toHaveLength(3);
        // Those to come start after the day of seeding: none is under way yet.
        for (const p of upcoming) expect(p.startDate > today).toBe(true);
        const lasting = upcoming.filter((p) => p.endDate !== p.startDate);
        expect(lasting.map((p) => SEED_PROGRAMMES[Number(p.id)]?.days)).toEqual([3]);
      },
    );

    it('dates a programme of one day with an empty end date, as the form does', () => {
      expect(seedProgrammeDates({ startsIn: -9, days: 1 }, '2026-03-05')).toEqual({
        startDate: '2026-02-24',
        endDate: '',
      });
      expect(seedProgrammeDates({ startsIn: 12, days: 3 }, '2026-12-25')).toEqual({
        startDate: '2027-01-06',
        endDate: '2027-01-08',
      });
    });

    it('have distinct titles, places in the four deaneries and two-paragraph descriptions', () => {
      expect(new Set(SEED_PROGRAMMES.map((p) => p.title)).size).toBe(6);
      const towns = SEED_PROGRAMMES.map((p) => /(Agra|Mathura|Aligarh|Noida)$/.exec(p.place)?.[1]);
      expect(new Set(towns)).toEqual(new Set(['Agra', 'Mathura', 'Aligarh', 'Noida']));
      for (const p of SEED_PROGRAMMES)
        expect(splitParagraphs(p.description), p.title).toHaveLength(2);
      expect(SEED_PROGRAMMES.filter((p) => p.time !== '').length).toBeGreaterThanOrEqual(4);
    });

    it('have one registration link, an https address, on a programme to come', () => {
      const withLink = SEED_PROGRAMMES.filter((p) => p.registrationUrl !== '');
      expect(withLink).toHaveLength(1);
      expect(withLink[0]?.registrationUrl).toMatch(/^https:\/\/\S+$/);
      expect(withLink[0]?.startsIn).toBeGreaterThan(0);
    });

    it('have two committed portrait posters of a few tens of kilobytes, one to come, one past', async () => {
      const withPoster = SEED_PROGRAMMES.filter((p) => p.image);
      expect(withPoster).toHaveLength(2);
      expect(withPoster.map((p) => Math.sign(p.startsIn)).sort()).toEqual([-1, 1]);
      for (const { image } of withPoster) {
        const name = image ?? '';
        expect(name).toMatch(/^events\/[a-z-]+\.jpg$/);
        const { width = 0, height = 0, format } = await metadata(name);
        expect({ name, format, ratio: height / width }).toEqual({
          name,
          format: 'jpeg',
          ratio: 4 / 3,
        });
        const bytes = (await readFile(path.join(seedImages, name))).byteLength;
        expect(bytes).toBeGreaterThan(10 * 1024);
        expect(bytes).toBeLessThan(100 * 1024);
      }
    });
  });
});

describe('the local accounts npm run dev lists when it is ready', () => {
  it('are every seeded account, one a line, with its password and what it is', () => {
    expect(seedAccountLines()).toEqual([
      'admin@example.com / admin-password          (the owner, by the admin claim)',
      'volunteer@example.com / volunteer-password  (an editor on the team)',
      'editor@example.com / editor-password        (signed in, not on the team)',
    ]);
    expect(Object.keys(SEED_ACCOUNTS)).toHaveLength(3);
  });
});
