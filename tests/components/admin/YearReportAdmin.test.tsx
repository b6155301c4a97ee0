import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YearReportAdmin } from '../../../src/admin/report/YearReportAdmin';
import { PROFILE } from '../../../src/config/profile';
import { clockTimeForPeople } from '../../../src/domain/deviceClock';
import type { ProgrammeCounts } from '../../../src/domain/registration/programmeCounts';
import type { YearReportSources } from '../../../src/domain/registration/yearReport';
import { readFirstReportYear, readYearReport } from '../../../src/services/registration/yearReport';
import {
  accessOf,
  deferred,
  programme,
  renderScreen,
  setUpScreenTests,
  tableRows,
} from './helpers';

vi.mock('../../../src/services/registration/yearReport', () => ({
  readFirstReportYear: vi.fn(),
  readYearReport: vi.fn(),
}));

const counts = (over: Partial<ProgrammeCounts> & Pick<ProgrammeCounts, 'programmeId'>) =>
  ({
    title: 'Counted',
    place: 'Agra',
    firstDay: '2026-03-12',
    lastDay: '2026-03-14',
    confirmed: 0,
    waiting: 0,
    cancelled: 0,
    walkIns: 0,
    arrived: 0,
    days: [],
    deaneries: [],
    parishes: [],
    countedAt: '2026-03-15T20:00:00.000Z',
    ...over,
  }) satisfies ProgrammeCounts;

const camp = programme({
  id: 'camp',
  title: 'Youth Leadership Camp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  place: 'St. Peter’s College, Agra',
});
const advent = programme({
  id: 'advent',
  title: 'Advent Retreat',
  startDate: '2026-12-11',
  endDate: '2026-12-11',
  place: 'Mathura',
});

/** 2026: the camp (counted, 12 photos), a retreat deleted since (counts kept), Advent to come. */
const YEAR_2026: YearReportSources = {
  programmes: [camp, advent],
  counts: [
    counts({
      programmeId: 'camp',
      confirmed: 45,
      arrived: 40,
      deaneries: [
        { name: 'Agra City', people: 20, ages: [5, 3, 6, 6], arrived: 18 },
        { name: 'Mathura', people: 25, ages: [6, 7, 6, 6], arrived: 22 },
      ],
      parishes: [
        { name: 'Cathedral', deanery: 'Agra City', people: 20, arrived: 18 },
        { name: 'St Dominic', deanery: 'Mathura', people: 25, arrived: 22 },
      ],
    }),
    counts({
      programmeId: 'gone',
      title: 'Lent Recollection',
      place: 'Firozabad',
      firstDay: '2026-02-20',
      lastDay: '2026-02-20',
      confirmed: 10,
      arrived: 10,
      deaneries: [{ name: 'Firozabad', people: 10, ages: [0, 0, 5, 5], arrived: 10 }],
      parishes: [{ name: 'St Antony', deanery: 'Firozabad', people: 10, arrived: 10 }],
    }),
  ],
  photos: { camp: 12, advent: 0 },
};

setUpScreenTests();

beforeEach(() => {
  // 31 December 2025 here (UTC), already 1 January 2026 in India: the report opens at 2026.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-12-31T19:00:00.000Z') });
  vi.mocked(readFirstReportYear).mockResolvedValue(2024);
  vi.mocked(readYearReport).mockResolvedValue(YEAR_2026);
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The screen (the app's part of the page: not the printed copy, which the print stylesheet
 * alone shows), once rendered.
 */
let onScreen: ReturnType<typeof within>;

/** The screen, once it has read what it shows. */
async function show(access = accessOf()) {
  const user = userEvent.setup();
  const { container } = renderScreen(<YearReportAdmin />, '/admin/report', access);
  onScreen = within(container);
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return user;
}

const yearPicker = () => screen.getByRole('combobox', { name: 'Year' });

/** The totals at the top, as read: term → value. */
function totals(): Record<string, string | null> {
  const group = screen.getByRole('group', { name: 'Totals' });
  const values = within(group).getAllByRole('definition');
  return Object.fromEntries(
    within(group)
      .getAllByRole('term')
      .map((term, i) => [term.textContent ?? '', values[i]?.textContent ?? null]),
  );
}

describe('the year', () => {
  it('opens at this year in India, and offers every year back to the first programme', async () => {
    await show();
    expect(readYearReport).toHaveBeenCalledWith(2026);
    expect(yearPicker()).toHaveValue('2026');
    expect(
      within(yearPicker())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024']);
    expect(screen.getByRole('heading', { level: 2, name: '2026' })).toBeInTheDocument();
  });

  it('reads the year chosen', async () => {
    const user = await show();
    vi.mocked(readYearReport).mockResolvedValue({
      programmes: [
        programme({
          id: 'day',
          title: 'Youth Day 2025',
          startDate: '2025-01-26',
          endDate: '2025-01-26',
          place: 'Cathedral, Agra',
        }),
      ],
      counts: [],
      photos: { day: 4 },
    });
    await user.selectOptions(yearPicker(), '2025');
    expect(readYearReport).toHaveBeenLastCalledWith(2025);
    expect(await screen.findByRole('heading', { level: 2, name: '2025' })).toBeInTheDocument();
    expect(tableRows('Programmes of 2025')).toEqual([
      ['Youth Day 2025', 'Sun 26 Jan 2025', 'Cathedral, Agra', '—', '—', '4'],
      // Nothing counted: no number, rather than 0 as if nobody came.
      ['Total: 1 programme', '—', '—', '4'],
    ]);
  });

  it('offers this year alone when none has programmes yet', async () => {
    vi.mocked(readFirstReportYear).mockResolvedValue(null);
    await show();
    expect(within(yearPicker()).getAllByRole('option')).toHaveLength(1);
  });
});

describe('the report', () => {
  it('lists the programmes of the year, those deleted since by their counts, with the totals', async () => {
    await show();
    expect(totals()).toEqual({
      Programmes: '3 (1 still to come)',
      'Registrations (confirmed)': '55',
      Arrived: '50',
      'Photos published': '12',
    });
    expect(tableRows('Programmes of 2026')).toEqual([
      ['Lent Recollection', 'Fri 20 Feb 2026', 'Firozabad', '10', '10', '—'],
      ['Youth Leadership Camp', '12–14 Mar 2026', 'St. Peter’s College, Agra', '45', '40', '12'],
      ['Advent Retreat', 'Fri 11 Dec 2026 (to come)', 'Mathura', '—', '—', '0'],
      ['Total: 3 programmes', '55', '50', '12'],
    ]);
    expect(
      onScreen.getByText(/^—: no counts\. The programme took no registrations on this site/),
    ).toBeInTheDocument();
  });

  it('shows the people by deanery, parish and age band, small numbers hidden', async () => {
    await show();
    expect(tableRows('People by deanery')).toEqual([
      // Agra City's 3 aged 15–17 is under 5: its row hides its 5 under 15 with it, and the two
      // columns then hide Mathura's cells beside them.
      ['Agra City', '20', '*', '<5', '6', '6', '18'],
      ['Firozabad', '10', '0', '0', '5', '5', '10'],
      ['Mathura', '25', '*', '*', '6', '6', '22'],
      ['All deaneries', '55', '11', '10', '17', '17', '50'],
    ]);
    // No age bands below the deanery.
    expect(tableRows('People by parish')).toEqual([
      ['Cathedral', 'Agra City', '20', '18'],
      ['St Antony', 'Firozabad', '10', '10'],
      ['St Dominic', 'Mathura', '25', '22'],
      ['All parishes', '55', '50'],
    ]);
    expect(tableRows('People by age band')).toEqual([
      ['Under 15', '11'],
      ['15–17', '10'],
      ['18–24', '17'],
      ['25 and over', '17'],
      ['All ages', '55'],
    ]);
    expect(onScreen.getByText(/^<5: 1 to 4 people\./)).toBeInTheDocument();
    expect(onScreen.getByText(/^\*: 5 or more, hidden so that a total/)).toBeInTheDocument();
  });

  it('says plainly when no programme of the year has counts yet', async () => {
    vi.mocked(readYearReport).mockResolvedValue({
      programmes: [advent],
      counts: [],
      photos: { advent: 0 },
    });
    await show();
    expect(
      onScreen.getByText(
        "No programme of 2026 has counts yet. A programme's counts are kept the day after it ends, when it took registrations on this site.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Programmes of 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'People by deanery' })).not.toBeInTheDocument();
  });

  it('says when no programme began in the year, and offers nothing to print or download', async () => {
    vi.mocked(readYearReport).mockResolvedValue({ programmes: [], counts: [], photos: {} });
    await show();
    expect(onScreen.getByText('No programme began in 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});

describe('a read that fails', () => {
  it('says so, shows no numbers, and reads again on Try again', async () => {
    vi.mocked(readYearReport).mockRejectedValueOnce(new Error('offline'));
    const user = await show();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The report of 2026 could not be read (offline). Nothing is shown rather than numbers that could be wrong.',
    );
    expect(screen.queryByRole('group', { name: 'Totals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    // Nothing to print either: no printed copy is on the page.
    expect(document.querySelector('.report-sheet')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Programmes of 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readYearReport).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner, not the year before, while another year is read', async () => {
    const user = await show();
    const reading = deferred<YearReportSources>();
    vi.mocked(readYearReport).mockReturnValue(reading.promise);
    await user.selectOptions(yearPicker(), '2025');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => reading.reject(new Error('Missing or insufficient permissions.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The report of 2025 could not be read (Missing or insufficient permissions.).',
    );
  });

  it('of the years leaves this year to choose, and says so', async () => {
    vi.mocked(readFirstReportYear).mockRejectedValue(new Error('offline'));
    await show();
    expect(
      onScreen.getByText(
        'The years before 2026 could not be read (offline): only 2026 can be chosen.',
      ),
    ).toBeInTheDocument();
    expect(within(yearPicker()).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Programmes of 2026' })).toBeInTheDocument();
  });
});

describe('the CSV', () => {
  /** The names of the files the screen handed to the browser to save. */
  function savedNames(): string[] {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return names;
  }

  it('saves the report’s tables as a file for a spreadsheet, the hidden cells as shown', async () => {
    const names = savedNames();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['year-report-2026.csv']);
    const file = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(file.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(file);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(`"${PROFILE.names.title}: year's report 2026"`);
    expect(lines).toContain('"Agra City","20","*","<5","6","6","18"');
    expect(lines).toContain('"Advent Retreat","2026-12-11","2026-12-11","Mathura","","","0"');
  });
});

describe('printing', () => {
  it('prints the report alone: the commission’s name and emblem, the year, the tables', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = document.querySelector<HTMLElement>('.report-sheet')!;
    // Outside the app, so that the print stylesheet can print it alone; a copy of the screen,
    // which screen readers skip.
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveAttribute('aria-hidden', 'true');
    expect(within(sheet).getByText(PROFILE.names.title)).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      PROFILE.logos.emblem.src,
    );
    expect(
      within(sheet).getByRole('heading', { hidden: true, name: "Year's report 2026" }),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText(
        `Read on ${clockTimeForPeople(new Date('2025-12-31T19:00:00.000Z'))}.`,
      ),
    ).toBeInTheDocument();
    const deaneries = within(sheet).getByRole('table', { hidden: true, name: 'People by deanery' });
    expect(within(deaneries).getAllByRole('row', { hidden: true })).toHaveLength(5);
  });

  it('is open to editors as to owners', async () => {
    await show(accessOf({ role: 'editor' }));
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
