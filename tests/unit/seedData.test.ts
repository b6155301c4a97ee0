/** The seed content: valid by the app's own rules, and every image it names is committed. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SEED_GALLERY, SEED_MEMBERS, SEED_MESSAGES, thumbOf } from '../../seed/data';
import { groupMembersByTerm } from '../../src/domain/members';
import { splitParagraphs } from '../../src/domain/messages';
import { MESSAGE_KINDS } from '../../src/domain/types';
import { validateMemberInput, validateMessageInput } from '../../src/domain/validation';

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

  it('has eight gallery photographs with distinct titles and thumbnails, one over 256 KiB', async () => {
    expect(SEED_GALLERY).toHaveLength(8);
    expect(new Set(SEED_GALLERY.map((g) => g.title)).size).toBe(8);
    let large = 0;
    for (const { image } of SEED_GALLERY) {
      const full = await metadata(image);
      expect([full.width, full.height]).toEqual([1600, 1067]);
      expect((await metadata(thumbOf(image))).width).toBe(480);
      if ((await readFile(path.join(seedImages, image))).byteLength > 256 * 1024) large++;
    }
    expect(large).toBeGreaterThanOrEqual(1);
  });
});
