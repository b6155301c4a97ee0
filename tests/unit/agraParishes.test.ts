/**
 * The archdiocese's parishes that public pages name (the seed's list, and what an owner starts
 * from in Settings): a list the rules accept as parishes/list and the Settings form saves as it
 * is, every parish with its sources, and no group that is a district passing for a deanery.
 * Google's engine, validation.ts and the local backend judge the stored list in the fixture table
 * (tests/fixtures/documents.ts, "the archdiocese's parishes").
 */
import { describe, expect, it } from 'vitest';
import {
  ARCHDIOCESE_PARISHES,
  ARCHDIOCESE_PARISH_LIST,
} from '../../src/config/profiles/agraParishes';
import {
  deaneriesFromDrafts,
  draftsOf,
  parishListError,
  parishListFields,
  parishListFromFields,
} from '../../src/domain/parishes';
import { SEED_PARISH_LIST } from '../../seed/data';

const allParishes = ARCHDIOCESE_PARISH_LIST.flatMap((group) => group.parishes);

describe("the archdiocese's parish list", () => {
  it('is stored as a list the rules accept, and reads back the same', () => {
    const fields: Record<string, unknown> = { ...parishListFields(ARCHDIOCESE_PARISH_LIST) };
    expect(parishListError(fields)).toBeNull();
    expect(fields.parishes).toEqual(allParishes);
    expect(parishListFromFields('list', fields).deaneries).toEqual(ARCHDIOCESE_PARISH_LIST);
  });

  it('is saved by the Settings form as it is: no blank, no name twice, none too long', () => {
    expect(deaneriesFromDrafts(draftsOf(ARCHDIOCESE_PARISH_LIST))).toEqual({
      deaneries: ARCHDIOCESE_PARISH_LIST,
    });
  });

  it('names each parish once in the whole list', () => {
    const names = allParishes.map((name) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('is the list the seed saves', () => {
    expect(SEED_PARISH_LIST).toEqual(ARCHDIOCESE_PARISH_LIST);
  });
});

describe('where its names come from', () => {
  it.each(ARCHDIOCESE_PARISHES.flatMap((group) => group.parishes))(
    '$name cites the public pages that name it',
    ({ sources }) => {
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(new URL(source).protocol).toBe('https:');
    },
  );

  it.each(ARCHDIOCESE_PARISHES)(
    "the group '$name' says whether it is a district or a deanery",
    ({ name, kind }) => {
      if (kind === 'district') expect(name).toMatch(/ district$/);
      else expect(name).not.toMatch(/district/i);
    },
  );

  it('has groups that are districts, and the one deanery a source names', () => {
    expect(ARCHDIOCESE_PARISHES.filter((group) => group.kind === 'deanery')).toEqual([
      expect.objectContaining({ name: 'Noida' }),
    ]);
  });
});
