/**
 * The parish list's pure rules: the stored shape's check, the stored columns and their decoding,
 * the Settings form's checks, and the choice the registration forms offer.
 */
import { describe, expect, it } from 'vitest';
import {
  OTHER_PLACE,
  deaneriesFromDrafts,
  draftsOf,
  listedPlaceKey,
  offersParishes,
  parishListError,
  parishListFields,
  parishListFromFields,
  placeOfKey,
  type Deanery,
} from '../../src/domain/parishes';

const AGRA: Deanery = { name: 'Agra', parishes: ['Cathedral', "St. Mary's"] };
const MATHURA: Deanery = { name: 'Mathura', parishes: ['St. Dominic'] };

describe('parishListError: the stored shape', () => {
  it.each([
    ['an empty list', { parishes: [], deaneries: [] }, null],
    ['two columns as long', { parishes: ['A', 'B'], deaneries: ['X', 'X'] }, null],
    ['80 emoji', { parishes: ['⛪'.repeat(80)], deaneries: ['X'] }, null],
    ['81 letters', { parishes: ['a'.repeat(81)], deaneries: ['X'] }, 'each parish'],
    ['no parishes', { deaneries: [] }, 'parishes must be'],
    [
      '301 parishes',
      { parishes: Array(301).fill('A'), deaneries: Array(301).fill('X') },
      'parishes must be',
    ],
    ['a deanery short', { parishes: ['A', 'B'], deaneries: ['X'] }, 'deaneries must be'],
    ['a blank deanery', { parishes: ['A'], deaneries: ['\u200b'] }, 'each parish'],
    ['a line break', { parishes: ['A\nB'], deaneries: ['X'] }, 'each parish'],
    ['a number', { parishes: [3], deaneries: ['X'] }, 'each parish'],
  ])('%s', (_, doc, problem) => {
    const error = parishListError(doc);
    if (problem === null) expect(error).toBeNull();
    else expect(error).toContain(problem);
  });
});

describe('the stored columns', () => {
  it('store each parish beside its deanery, and read back as the deaneries in order', () => {
    const fields = parishListFields([AGRA, MATHURA]);
    expect(fields).toEqual({
      parishes: ['Cathedral', "St. Mary's", 'St. Dominic'],
      deaneries: ['Agra', 'Agra', 'Mathura'],
    });
    const read = parishListFromFields('list', {
      ...fields,
      updatedAt: '2025-01-02T03:04:05.000Z',
      updatedBy: 'u1',
    });
    expect(read.deaneries).toEqual([AGRA, MATHURA]);
    expect(read.updatedAt).toEqual(new Date('2025-01-02T03:04:05.000Z'));
    expect(read.updatedBy).toBe('u1');
  });

  it('leave out an odd row and read a record without columns as an empty list', () => {
    const read = parishListFromFields('list', {
      parishes: ['Cathedral', 7, 'St. Paul', 'Cathedral'],
      deaneries: ['Agra', 'Agra', ''],
    });
    expect(read.deaneries).toEqual([{ name: 'Agra', parishes: ['Cathedral'] }]);
    expect(parishListFromFields('list', {})).toEqual({
      deaneries: [],
      updatedAt: null,
      updatedBy: '',
    });
  });
});

describe('deaneriesFromDrafts: the Settings form', () => {
  const draft = (name: string, parishes: string) => ({ name, parishes });

  it('trims names, leaves out blank lines and empty deaneries', () => {
    expect(
      deaneriesFromDrafts([
        draft(' Agra ', "Cathedral\n\n  St. Mary's  \n"),
        draft('', ''),
        draft('Mathura', 'St. Dominic'),
      ]),
    ).toEqual({ deaneries: [AGRA, MATHURA] });
    expect(deaneriesFromDrafts([draft('', '')])).toEqual({ deaneries: [] });
  });

  it('shows the list it reads as drafts, and they make the same list', () => {
    expect(deaneriesFromDrafts(draftsOf([AGRA, MATHURA]))).toEqual({
      deaneries: [AGRA, MATHURA],
    });
  });

  it.each([
    ['parishes without a name', [draft(' ', 'Cathedral')], 'Deanery 1 has parishes but no name'],
    ['a deanery without parishes', [draft('Agra', ' \n')], '‘Agra’ has no parishes'],
    ['a name too long', [draft('a'.repeat(81), 'X')], 'at most 80 characters'],
    ['a parish too long', [draft('Agra', 'b'.repeat(81))], 'longer than 80 characters'],
    ['a deanery twice', [draft('Agra', 'A'), draft('agra', 'B')], '‘agra’ is in the list twice'],
    ['a parish twice', [draft('Agra', 'Cathedral\ncathedral')], 'the parish ‘cathedral’ twice'],
    [
      'more than 300 parishes',
      [draft('Agra', Array.from({ length: 301 }, (_, i) => `P${i}`).join('\n'))],
      'at most 300 parishes',
    ],
  ])('refuses %s', (_, drafts, problem) => {
    const made = deaneriesFromDrafts(drafts);
    expect('problem' in made && made.problem).toContain(problem);
  });
});

describe('the choice of the registration forms', () => {
  const list = [AGRA, MATHURA];

  it('knows a listed parish by its deanery and name, and what its choice stands for', () => {
    const key = listedPlaceKey(list, { parish: 'St. Dominic', deanery: 'Mathura' });
    expect(key).not.toBeNull();
    expect(placeOfKey(list, key ?? '')).toEqual({ parish: 'St. Dominic', deanery: 'Mathura' });
  });

  it.each([
    ['a parish of another deanery', { parish: 'St. Dominic', deanery: 'Agra' }],
    ['a parish typed', { parish: 'St. Anne', deanery: 'Agra' }],
    ['nothing', { parish: '', deanery: '' }],
  ])('finds no listed parish for %s', (_, place) => {
    expect(listedPlaceKey(list, place)).toBeNull();
  });

  it.each(['', OTHER_PLACE, '9:0', '0:9', 'x'])('stands for no place with the choice %j', (key) => {
    expect(placeOfKey(list, key)).toBeNull();
  });

  it('offers parishes only when the list holds one', () => {
    expect(offersParishes(list)).toBe(true);
    expect(offersParishes([])).toBe(false);
    expect(offersParishes([{ name: 'Agra', parishes: [] }])).toBe(false);
  });
});
