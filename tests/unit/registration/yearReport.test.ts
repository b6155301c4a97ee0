import { describe, expect, it } from 'vitest';
import type { ProgrammeCounts } from '../../../src/domain/registration/programmeCounts';
import {
  AGE_NOT_KNOWN,
  MOST_YEARS,
  cellText,
  reportYears,
  suppress,
  yearReport,
  type Cell,
  type CellState,
  type ShownSum,
  type YearReport,
} from '../../../src/domain/registration/yearReport';
import type { Programme } from '../../../src/domain/types';

describe('suppress: which cells are hidden', () => {
  const cases: Array<{
    name: string;
    values: number[];
    sums?: ShownSum[];
    fixed?: number[];
    states: CellState[];
  }> = [
    { name: '0 shows 0', values: [0], states: ['shown'] },
    { name: '5 shows 5', values: [5], states: ['shown'] },
    {
      name: '1 to 4 are small',
      values: [1, 2, 3, 4],
      states: ['small', 'small', 'small', 'small'],
    },
    { name: 'a large number shows', values: [999_999], states: ['shown'] },
    {
      name: 'a fixed cell of 3 shows (the year’s totals)',
      values: [3],
      fixed: [0],
      states: ['shown'],
    },
    {
      name: 'a small cell alone, with no total, stays the only one hidden',
      values: [3, 9],
      states: ['small', 'shown'],
    },
    {
      name: 'one hidden cell under a total that shows forces a second',
      values: [20, 3, 7, 10],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      states: ['shown', 'small', 'protecting', 'shown'],
    },
    {
      name: 'the smallest other cell that is not 0 is chosen',
      values: [21, 3, 0, 12, 6],
      sums: [{ total: 0, parts: [1, 2, 3, 4] }],
      states: ['shown', 'small', 'shown', 'shown', 'protecting'],
    },
    {
      name: 'of equal cells, the first is chosen',
      values: [18, 2, 8, 8],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      states: ['shown', 'small', 'protecting', 'shown'],
    },
    {
      name: 'two hidden cells already: nothing more',
      values: [15, 2, 3, 10],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      states: ['shown', 'small', 'small', 'shown'],
    },
    {
      name: 'a hidden total gives nothing away: nothing more',
      values: [4, 4, 0],
      sums: [{ total: 0, parts: [1, 2] }],
      states: ['small', 'small', 'shown'],
    },
    {
      name: 'a total of 0 with nothing hidden: nothing more',
      values: [0, 0, 0],
      sums: [{ total: 0, parts: [1, 2] }],
      states: ['shown', 'shown', 'shown'],
    },
    {
      name: 'no other cell but zeros: the total is hidden in its place',
      values: [7, 3, 0, 0],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      states: ['protecting', 'small', 'shown', 'shown'],
    },
    {
      name: 'no other cell but zeros under a fixed total: it equals a total said anyway',
      values: [3, 3, 0, 0],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      fixed: [0],
      states: ['shown', 'small', 'shown', 'shown'],
    },
    {
      name: 'a total hidden in its place is protected where it is a part in turn',
      values: [20, 7, 3, 0, 13],
      sums: [
        { total: 1, parts: [2, 3] },
        { total: 0, parts: [1, 4] },
      ],
      states: ['shown', 'protecting', 'small', 'shown', 'protecting'],
    },
    {
      name: 'a fixed cell is never chosen',
      values: [18, 3, 6, 9],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      fixed: [2],
      states: ['shown', 'small', 'shown', 'protecting'],
    },
    {
      name: 'a hidden total beside a hidden part gives nothing away: nothing more',
      values: [10, 3, 7, 2, 5],
      sums: [
        { total: 0, parts: [1, 2] },
        { total: 2, parts: [3, 4] },
      ],
      states: ['shown', 'small', 'protecting', 'small', 'shown'],
    },
    {
      name: 'two cells under 5 that the total pins (4 and 4 of 8) force a third',
      values: [18, 4, 4, 10],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      states: ['shown', 'small', 'small', 'protecting'],
    },
    {
      name: 'a <5 beside a * that leave 6 (so 1 and 5) force a third',
      values: [16, 1, 10, 5],
      sums: [{ total: 0, parts: [1, 2, 3] }],
      states: ['shown', 'small', 'protecting', 'protecting'],
    },
    {
      name: 'a hidden total whose parts all show is their sum: a part is hidden too',
      values: [9, 4, 5, 5],
      sums: [
        { total: 0, parts: [1, 2] },
        { total: 2, parts: [3] },
      ],
      states: ['shown', 'small', 'protecting', 'protecting'],
    },
    {
      // a b | 13     The row of a hides b, the column of a hides c, the column of b hides d:
      // c d | 15     then each row and column has two hidden cells.
      // 9 19
      name: 'a cell hidden for a row is protected in its column too, and so on',
      values: [3, 10, 6, 9, 13, 15, 9, 19],
      sums: [
        { total: 4, parts: [0, 1] },
        { total: 5, parts: [2, 3] },
        { total: 6, parts: [0, 2] },
        { total: 7, parts: [1, 3] },
      ],
      states: ['small', 'protecting', 'protecting', 'protecting', ...Array(4).fill('shown')],
    },
  ];

  it.each(cases)('$name', ({ values, sums = [], fixed = [], states }) => {
    expect(suppress(values, sums, new Set(fixed))).toEqual(states);
  });

  it('leaves no sum that gives a hidden cell away, on any grid, unless nothing more can hide', () => {
    // Grids of 1 to 4 rows by 1 to 4 columns, their numbers 0 to 9, with row and column totals
    // (the grand total fixed), drawn by a fixed sequence so that a failure can be run again.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const range = (state: CellState, cap: number) =>
      state === 'small' ? [1, 2, 3, 4] : Array.from({ length: cap - 4 }, (_, i) => 5 + i);
    for (let grid = 0; grid < 400; grid++) {
      const [rows, columns] = [1 + next(4), 1 + next(4)];
      const cells = Array.from({ length: rows * columns }, () => next(10));
      const at = (r: number, c: number) => r * columns + c;
      const sumOf = (list: number[]) => list.reduce((a, b) => a + b, 0);
      const rowParts = Array.from({ length: rows }, (_, r) =>
        Array.from({ length: columns }, (_, c) => at(r, c)),
      );
      const columnParts = Array.from({ length: columns }, (_, c) =>
        Array.from({ length: rows }, (_, r) => at(r, c)),
      );
      const values = [
        ...cells,
        ...rowParts.map((parts) => sumOf(parts.map((i) => cells[i]!))),
        ...columnParts.map((parts) => sumOf(parts.map((i) => cells[i]!))),
        sumOf(cells),
      ];
      const grand = values.length - 1;
      const rowTotals = rowParts.map((_, r) => cells.length + r);
      const columnTotals = columnParts.map((_, c) => cells.length + rows + c);
      const sums: ShownSum[] = [
        ...rowParts.map((parts, r) => ({ total: rowTotals[r]!, parts })),
        ...columnParts.map((parts, c) => ({ total: columnTotals[c]!, parts })),
        { total: grand, parts: rowTotals },
        { total: grand, parts: columnTotals },
      ];
      const states = suppress(values, sums, new Set([grand]));
      const cap = values[grand]! + 1;
      for (const { total, parts } of sums) {
        // Each hidden cell of the sum, and the values it could take as far as a reader knows:
        // those for which the other hidden cells, each trying every value of its range, can
        // make the sum come right.
        const terms = [[total, -1] as const, ...parts.map((p) => [p, 1] as const)];
        const hidden = terms.filter(([i]) => states[i] !== 'shown');
        const known = sumOf(
          terms.filter(([i]) => states[i] === 'shown').map(([i, s]) => s * values[i]!),
        );
        const reachable = (others: (typeof hidden)[number][]) =>
          others.reduce(
            (set, [i, sign]) =>
              new Set([...set].flatMap((n) => range(states[i]!, cap).map((v) => n + sign * v))),
            new Set([0]),
          );
        for (const [j, [cell, sign]] of hidden.entries()) {
          const others = reachable(hidden.filter((_, k) => k !== j));
          const possible = range(states[cell]!, cap).filter((v) => others.has(-known - sign * v));
          const canHideMore = terms.some(
            ([i]) => states[i] === 'shown' && values[i]! > 0 && i !== grand,
          );
          if (possible.length < 2)
            expect(canHideMore, `grid ${grid}: ${JSON.stringify(values)}, cell ${cell}`).toBe(
              false,
            );
        }
      }
      values.forEach((value, i) => {
        if (value >= 1 && value <= 4 && i !== grand) expect(states[i]).toBe('small');
        if (value === 0) expect(states[i]).toBe('shown');
      });
    }
  });

  it.each<[Cell, string]>([
    [{ value: 0, state: 'shown' }, '0'],
    [{ value: 5, state: 'shown' }, '5'],
    [{ value: 3, state: 'small' }, '<5'],
    [{ value: 12, state: 'protecting' }, '*'],
  ])('%j shows %s', (cell, text) => {
    expect(cellText(cell)).toBe(text);
  });
});

describe('reportYears', () => {
  it.each<[number | null, number, number[]]>([
    [null, 2026, [2026]],
    [2026, 2026, [2026]],
    [2023, 2026, [2026, 2025, 2024, 2023]],
    // A programme planned for next year: the report is of the years that have begun.
    [2028, 2026, [2026]],
  ])('first year %s, this year %s → %j', (first, thisYear, years) => {
    expect(reportYears(first, thisYear)).toEqual(years);
  });

  it(`offers at most ${MOST_YEARS} years, the newest`, () => {
    const years = reportYears(1, 2026);
    expect(years).toHaveLength(MOST_YEARS);
    expect([years[0], years.at(-1)]).toEqual([2026, 2026 - MOST_YEARS + 1]);
  });
});

const programme = (over: Partial<Programme> & Pick<Programme, 'id' | 'title'>): Programme => ({
  startDate: '2026-03-12',
  endDate: '2026-03-12',
  time: '',
  place: 'Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
  ...over,
});

const counts = (over: Partial<ProgrammeCounts> & Pick<ProgrammeCounts, 'programmeId'>) =>
  ({
    title: 'Counted',
    place: 'Agra',
    firstDay: '2026-03-12',
    lastDay: '2026-03-12',
    confirmed: 0,
    waiting: 0,
    cancelled: 0,
    walkIns: 0,
    arrived: 0,
    days: [],
    deaneries: [],
    parishes: [],
    countedAt: '2026-03-13T20:00:00.000Z',
    ...over,
  }) satisfies ProgrammeCounts;

const TODAY = '2026-06-01';

/** A table's cells as they show, by row: its name first. */
const shown = (cells: readonly Cell[]) => cells.map(cellText);

describe('yearReport: the programmes of the year', () => {
  const camp = programme({
    id: 'camp',
    title: 'Youth Camp',
    startDate: '2026-03-12',
    endDate: '2026-03-14',
    place: 'St. Peter’s College',
  });
  const day = programme({
    id: 'day',
    title: 'Youth Day',
    startDate: '2026-01-26',
    endDate: '2026-01-26',
  });
  const advent = programme({
    id: 'advent',
    title: 'Advent Retreat',
    startDate: '2026-12-11',
    endDate: '2026-12-11',
  });
  const report = yearReport(
    2026,
    {
      programmes: [camp, day, advent],
      counts: [
        counts({ programmeId: 'camp', title: 'Old title', confirmed: 40, arrived: 36 }),
        // Its programme was deleted since: its counts stay.
        counts({
          programmeId: 'gone',
          title: 'Lent Recollection',
          place: 'Mathura',
          firstDay: '2026-02-20',
          lastDay: '2026-02-21',
          confirmed: 12,
          arrived: 10,
        }),
      ],
      photos: { camp: 30, day: 8, advent: 0 },
    },
    TODAY,
  );

  it('are the programmes and the counts of the year, one line each by id, by first day', () => {
    expect(
      report.programmes.map((p) => [
        p.title,
        p.dates,
        p.place,
        p.confirmed,
        p.arrived,
        p.photos,
        p.toCome,
      ]),
    ).toEqual([
      ['Youth Day', 'Mon 26 Jan 2026', 'Agra', null, null, 8, false],
      ['Lent Recollection', '20–21 Feb 2026', 'Mathura', 12, 10, null, false],
      ['Youth Camp', '12–14 Mar 2026', 'St. Peter’s College', 40, 36, 30, false],
      ['Advent Retreat', 'Fri 11 Dec 2026', 'Agra', null, null, 0, true],
    ]);
    expect(report.programmes.map((p) => [p.firstDay, p.lastDay])[2]).toEqual([
      '2026-03-12',
      '2026-03-14',
    ]);
  });

  it('sums them', () => {
    expect(report.totals).toEqual({
      programmes: 4,
      toCome: 1,
      counted: 2,
      confirmed: 52,
      arrived: 46,
      photos: 38,
    });
    expect(report.counted).toBe(true);
  });

  it('a year without counts has no tables to show', () => {
    const empty = yearReport(2026, { programmes: [day], counts: [], photos: {} }, TODAY);
    expect([empty.counted, empty.deaneries, empty.parishes]).toEqual([false, [], []]);
    // Not 0, as if nobody had come: nothing was counted.
    expect([empty.totals.confirmed, empty.totals.arrived]).toEqual([null, null]);
  });
});

describe('yearReport: the tables', () => {
  /**
   * Two programmes, three deaneries. Firozabad's 3 under 15 is small: its row hides its 18–24
   * (5, its smallest other), the under-15 column hides Mathura's 5, whose row then hides its 10,
   * which the 18–24 column needed too: every row and column has two hidden cells or none.
   */
  const report: YearReport = yearReport(
    2026,
    {
      programmes: [],
      counts: [
        counts({
          programmeId: 'a',
          deaneries: [
            { name: 'Agra City', people: 30, ages: [10, 12, 1, 7], arrived: 25 },
            { name: 'Firozabad', people: 20, ages: [3, 6, 5, 6], arrived: 18 },
            { name: 'Mathura', people: 15, ages: [5, 0, 10, 0], arrived: 14 },
          ],
          parishes: [
            { name: 'Cathedral', deanery: 'Agra City', people: 22, arrived: 18 },
            { name: 'St Mary', deanery: 'Agra City', people: 8, arrived: 7 },
            { name: 'St Antony', deanery: 'Firozabad', people: 20, arrived: 18 },
            { name: 'St Dominic', deanery: 'Mathura', people: 12, arrived: 11 },
            { name: 'Vrindavan Mission', deanery: 'Mathura', people: 3, arrived: 3 },
          ],
        }),
        counts({
          programmeId: 'b',
          firstDay: '2026-05-01',
          // Spelt otherwise by another programme: the same deanery and parish.
          deaneries: [{ name: 'agra  city', people: 10, ages: [0, 0, 10, 0], arrived: 10 }],
          parishes: [{ name: 'cathedral', deanery: 'agra city', people: 10, arrived: 10 }],
        }),
      ],
      photos: {},
    },
    TODAY,
  );

  it('sums the deaneries over the programmes, hiding small numbers and what would give them away', () => {
    expect(
      report.deaneries.map((d) => [d.name, ...shown([d.people, ...d.ages, d.arrived])]),
    ).toEqual([
      ['Agra City', '40', '10', '12', '11', '7', '35'],
      ['Firozabad', '20', '<5', '6', '*', '6', '18'],
      ['Mathura', '15', '*', '0', '*', '0', '14'],
    ]);
  });

  it('the parishes have no age bands; a small parish hides another of its deanery', () => {
    expect(
      report.parishes.map((p) => [p.name, p.deanery, ...shown([p.people, p.arrived])]),
    ).toEqual([
      ['Cathedral', 'Agra City', '32', '28'],
      ['St Mary', 'Agra City', '8', '7'],
      ['St Antony', 'Firozabad', '20', '18'],
      // Mathura's people (15) and arrivals (14) would give Vrindavan Mission's away.
      ['St Dominic', 'Mathura', '*', '*'],
      ['Vrindavan Mission', 'Mathura', '<5', '<5'],
    ]);
  });

  it('the year by age band, and the year’s totals, which are never hidden', () => {
    expect(report.ages.map((a) => [a.label, cellText(a.people)])).toEqual([
      ['Under 15', '18'],
      ['15–17', '18'],
      ['18–24', '26'],
      ['25 and over', '13'],
    ]);
    expect([cellText(report.people), cellText(report.arrived)]).toEqual(['75', '67']);
  });

  it('puts the rows of no name or of many last', () => {
    const named = yearReport(
      2026,
      {
        programmes: [],
        counts: [
          counts({
            programmeId: 'a',
            deaneries: ['Other deaneries', 'Not given', 'Mathura', 'agra'].map((name) => ({
              name,
              people: 20,
              ages: [5, 5, 5, 5],
              arrived: 10,
            })),
            parishes: [
              { name: 'Not given', deanery: 'agra', people: 10, arrived: 5 },
              { name: 'Cathedral', deanery: 'agra', people: 10, arrived: 5 },
              { name: 'Other parishes', deanery: 'Other deaneries', people: 20, arrived: 10 },
              { name: 'Not given', deanery: 'Not given', people: 20, arrived: 10 },
              { name: 'St Dominic', deanery: 'Mathura', people: 20, arrived: 10 },
            ],
          }),
        ],
        photos: {},
      },
      TODAY,
    );
    expect(named.deaneries.map((d) => d.name)).toEqual([
      'agra',
      'Mathura',
      'Not given',
      'Other deaneries',
    ]);
    expect(named.parishes.map((p) => `${p.name} (${p.deanery})`)).toEqual([
      'Cathedral (agra)',
      'Not given (agra)',
      'St Dominic (Mathura)',
      'Not given (Not given)',
      'Other parishes (Other deaneries)',
    ]);
  });

  it('says how many had no age known, and hides it when small', () => {
    const withUnknown = yearReport(
      2026,
      {
        programmes: [],
        counts: [
          counts({
            programmeId: 'a',
            deaneries: [{ name: 'Agra', people: 20, ages: [5, 5, 5, 2], arrived: 20 }],
          }),
        ],
        photos: {},
      },
      TODAY,
    );
    expect(withUnknown.ages.map((a) => [a.label, cellText(a.people)])).toEqual([
      ['Under 15', '*'],
      ['15–17', '5'],
      ['18–24', '5'],
      ['25 and over', '<5'],
      [AGE_NOT_KNOWN, '<5'],
    ]);
  });
});
