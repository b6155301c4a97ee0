/**
 * The public programmes: the list (/programmes), one programme's page (/programmes/{id}) and the
 * month calendar (/calendar), as a visitor meets them, with the programmes service mocked at its
 * module boundary and the visitor's clock fixed at Saturday 14 February 2026, 10:00.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeRegistration } from '../../../src/domain/registration/registrations';
import type { Programme } from '../../../src/domain/types';
import { listProgrammeRegistrations } from '../../../src/services/registration/programmeRegistration';
import { CalendarPage } from '../../../src/pages/CalendarPage';
import { ProgrammePage } from '../../../src/pages/ProgrammePage';
import { ProgrammesPage } from '../../../src/pages/ProgrammesPage';
import {
  getProgramme,
  listPastProgrammesPage,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../../src/services/programmes';

vi.mock('../../../src/services/programmes', () => ({
  listUpcomingProgrammes: vi.fn(),
  listPastProgrammesPage: vi.fn(),
  listProgrammesBetween: vi.fn(),
  getProgramme: vi.fn(),
}));

const NOW = new Date(2026, 1, 14, 10, 0);

function programme(overrides: Partial<Programme> & Pick<Programme, 'id' | 'title'>): Programme {
  return {
    startDate: '2026-02-14',
    endDate: '2026-02-14',
    time: '',
    place: '',
    description: '',
    registrationUrl: '',
    imageUrl: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const youthDay = programme({
  id: 'youth-day',
  title: 'Archdiocesan Youth Day',
  startDate: '2026-02-14',
  endDate: '2026-02-14',
  time: '10:00 AM – 4:00 PM',
  place: "St Peter's College, Agra",
  description: 'A day of prayer and joy.\n\nBring a friend.',
  registrationUrl: 'https://forms.example.org/youth-day',
  imageUrl: 'http://127.0.0.1:9199/v0/b/demo/o/events%2F1_poster.jpg?alt=media&token=t',
});
const camp = programme({
  id: 'camp',
  title: 'Leadership Camp',
  startDate: '2026-02-27',
  endDate: '2026-03-01',
  place: 'Mathura',
});
const retreat = programme({
  id: 'retreat',
  title: 'Lenten Retreat',
  startDate: '2026-02-20',
  endDate: '2026-02-22',
  registrationUrl: 'http://not-secure.example.org',
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
const location = () => screen.getByTestId('location').textContent;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/programmes" element={<ProgrammesPage />} />
        <Route path="/programmes/:id" element={<ProgrammePage />} />
        <Route path="/calendar" element={<CalendarPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(listUpcomingProgrammes).mockReset().mockResolvedValue([]);
  vi.mocked(listPastProgrammesPage).mockReset().mockResolvedValue({ items: [], next: null });
  vi.mocked(listProgrammesBetween).mockReset().mockResolvedValue([]);
  vi.mocked(getProgramme).mockReset().mockResolvedValue(null);
  vi.mocked(listProgrammeRegistrations).mockReset().mockResolvedValue([]);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  errors.mockRestore();
  vi.unstubAllGlobals();
});

const cards = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/programmes', () => {
  const section = (name: string) => screen.findByRole('region', { name });

  it('has its header, then the upcoming programmes soonest first', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([camp, youthDay, retreat]);
    renderAt('/programmes');
    expect(screen.getByRole('heading', { level: 1, name: 'Programmes' })).toBeInTheDocument();
    expect(
      screen.getByText('Retreats, camps and gatherings of the Youth Commission'),
    ).toBeInTheDocument();
    const upcoming = await section('Upcoming Programmes');
    await waitFor(() =>
      expect(cards(upcoming)).toEqual([
        'Archdiocesan Youth Day',
        'Lenten Retreat',
        'Leadership Camp',
      ]),
    );
    expect(listUpcomingProgrammes).toHaveBeenCalledWith('2026-02-14');
  });

  it('shows each programme with its dates for people, time, place, poster, Register and its page', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([youthDay, retreat]);
    renderAt('/programmes');
    const upcoming = await section('Upcoming Programmes');
    const day = (
      await within(upcoming).findByRole('heading', { name: 'Archdiocesan Youth Day' })
    ).closest('article') as HTMLElement;
    expect(day).toHaveTextContent('Sat 14 Feb 2026');
    expect(day).toHaveTextContent('10:00 AM – 4:00 PM');
    expect(day).toHaveTextContent("St Peter's College, Agra");
    expect(within(day).getByRole('link', { name: 'Archdiocesan Youth Day' })).toHaveAttribute(
      'href',
      '/programmes/youth-day',
    );
    expect(within(day).getByRole('link', { name: /^Register/ })).toHaveAttribute(
      'href',
      'https://forms.example.org/youth-day',
    );
    expect(within(upcoming).getByRole('img', { name: 'Poster of Archdiocesan Youth Day' })).toBeInTheDocument();
    // Several days in one month; a link that is not https:// is not offered.
    const lent = within(upcoming)
      .getByRole('heading', { name: 'Lenten Retreat' })
      .closest('article') as HTMLElement;
    expect(lent).toHaveTextContent('20–22 Feb 2026');
    expect(within(lent).queryByRole('link', { name: /Register/ })).toBeNull();
  });

  it.each<[string, Partial<ProgrammeRegistration>, string, string]>([
    ['places are left', {}, 'Register', '12 places left'],
    ['no place is left', { confirmed: 40 }, 'Join the waiting list', 'Full'],
    ['there is no limit', { capacity: null }, 'Register', ''],
  ])(
    "offers 'Register' on every card that takes registrations here, when %s, from one read",
    async (_case, change, action, places) => {
      const registration: ProgrammeRegistration = {
        programmeId: 'camp',
        open: true,
        closesOn: '2026-03-01',
        capacity: 40,
        minAge: null,
        maxAge: null,
        fee: '',
        questions: [],
        confirmed: 28,
        waiting: 0,
        nextWait: 1,
        lastChange: 'r28',
        ...change,
      };
      vi.mocked(listUpcomingProgrammes).mockResolvedValue([camp, youthDay, retreat]);
      vi.mocked(listProgrammeRegistrations).mockResolvedValue([registration]);
      renderAt('/programmes');
      const upcoming = await section('Upcoming Programmes');
      // (jsdom's accessible names drop the space that starts a hidden part.)
      const link = await within(upcoming).findByRole('link', {
        name: new RegExp(`^${action}\\s*for Leadership Camp$`),
      });
      expect(link).toHaveAttribute('href', '/programmes/camp/register');
      expect(link.closest('article')).toHaveTextContent('Leadership Camp');
      await waitFor(() =>
        expect(link.parentElement?.querySelector('.programme-places')?.textContent).toBe(places),
      );
      // One query for the cards not ended, which finds the programme's registration and places.
      expect(listProgrammeRegistrations).toHaveBeenCalledTimes(1);
      expect(vi.mocked(listProgrammeRegistrations).mock.calls[0]?.[0]).toEqual(
        expect.arrayContaining(['camp', 'youth-day', 'retreat']),
      );
      // The programme with its own form keeps its link; the others have none.
      expect(
        within(upcoming).getByRole('link', {
          name: /^Register\s*for Archdiocesan Youth Day\s*\(opens in a new tab\)$/,
        }),
      ).toHaveAttribute('href', 'https://forms.example.org/youth-day');
      expect(within(upcoming).getAllByRole('link', { name: /^(Register|Join)/ })).toHaveLength(2);
    },
  );

  it('offers no Register on a card whose registration is closed', async () => {
    vi.mocked(listUpcomingProgrammes).mockResolvedValue([camp]);
    vi.mocked(listProgrammeRegistrations).mockResolvedValue([
      {
        programmeId: 'camp',
        open: false,
        closesOn: '2026-03-01',
        capacity: 40,
        minAge: null,
        maxAge: null,
        fee: '',
        questions: [],
        confirmed: 0,
        waiting: 0,
        nextWait: 1,
        lastChange: '',
      },
    ]);
    renderAt('/programmes');
    const upcoming = await section('Upcoming Programmes');
    await within(upcoming).findByRole('heading', { name: 'Leadership Camp' });
    await waitFor(() => expect(listProgrammeRegistrations).toHaveBeenCalled());
    // The answer, and what the page drew from it.
    await act(async () => {
      await vi.mocked(listProgrammeRegistrations).mock.results.at(-1)?.value;
    });
    expect(within(upcoming).queryByRole('link', { name: /Register|Join/ })).toBeNull();
  });

  it.each([
    ['there are none', () => undefined],
    [
      'the read fails (logged)',
      () => vi.mocked(listUpcomingProgrammes).mockRejectedValue(new Error('offline')),
    ],
  ])('says so when %s', async (_, arrange) => {
    arrange();
    renderAt('/programmes');
    expect(
      await screen.findByText('No upcoming programmes at the moment. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('shows the twelve latest past programmes, most recent first, and the older ones on request', async () => {
    const past = Array.from({ length: 12 }, (_, i) =>
      programme({
        id: `p${i}`,
        title: `Past ${i}`,
        startDate: `2025-12-${String(20 - i).padStart(2, '0')}`,
        endDate: `2025-12-${String(20 - i).padStart(2, '0')}`,
      }),
    );
    const next = ['2025-12-09', 'p11'] as const;
    const older = [programme({ id: 'old', title: 'Older still', startDate: '2024-05-01', endDate: '2024-05-01' })];
    vi.mocked(listPastProgrammesPage).mockImplementation(async (_today, after) =>
      after ? { items: older, next: null } : { items: past, next },
    );
    const user = userEvent.setup();
    renderAt('/programmes');
    const pastSection = await section('Past Programmes');
    await waitFor(() => expect(cards(pastSection)).toHaveLength(12));
    expect(cards(pastSection)[0]).toBe('Past 0');
    expect(listPastProgrammesPage).toHaveBeenCalledWith('2026-02-14');

    await user.click(within(pastSection).getByRole('button', { name: 'Show older programmes' }));
    await waitFor(() => expect(cards(pastSection)).toHaveLength(13));
    expect(cards(pastSection).at(-1)).toBe('Older still');
    expect(listPastProgrammesPage).toHaveBeenLastCalledWith('2026-02-14', next);
    expect(within(pastSection).queryByRole('button', { name: 'Show older programmes' })).toBeNull();
    // Keyboard users go on at the first programme just shown (an effect run after it is drawn).
    await waitFor(() =>
      expect(within(pastSection).getByRole('link', { name: 'Older still' })).toHaveFocus(),
    );
  });

  it('keeps the button when the older programmes cannot be read, and says so (logged)', async () => {
    const failure = new Error('offline');
    vi.mocked(listPastProgrammesPage).mockImplementation(async (_today, after) => {
      if (after) throw failure;
      return {
        items: Array.from({ length: 12 }, (_, i) => programme({ id: `p${i}`, title: `Past ${i}` })),
        next: ['2026-02-14', 'p11'],
      };
    });
    const user = userEvent.setup();
    renderAt('/programmes');
    const button = await screen.findByRole('button', { name: 'Show older programmes' });
    await user.click(button);
    expect(
      await screen.findByText('Could not load more. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Failed to fetch older programmes', failure);
    expect(screen.getByRole('button', { name: 'Show older programmes' })).toBeEnabled();
  });

  it('offers no button when there are no older ones, and says when there are no past ones', async () => {
    renderAt('/programmes');
    expect(await screen.findByText('No past programmes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older programmes' })).toBeNull();
  });
});

describe('/programmes/{id}', () => {
  it('shows the whole programme and titles the document with it', async () => {
    vi.mocked(getProgramme).mockResolvedValue(youthDay);
    renderAt('/programmes/youth-day');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Archdiocesan Youth Day' }),
    ).toBeInTheDocument();
    expect(getProgramme).toHaveBeenCalledWith('youth-day');
    // The title is set by an effect after the heading is drawn.
    await waitFor(() =>
      expect(document.title).toBe('Archdiocesan Youth Day | Youth Commission of Agra Archdiocese'),
    );
    const main = screen.getByRole('img', { name: 'Poster of Archdiocesan Youth Day' });
    expect(main).toHaveAttribute('src', youthDay.imageUrl);
    expect(screen.getByText('A day of prayer and joy.')).toBeInTheDocument();
    expect(screen.getByText('Bring a friend.')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM – 4:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Register/ })).toHaveAttribute(
      'href',
      youthDay.registrationUrl,
    );
    const google = screen.getByRole('link', { name: /^Google Calendar/ });
    expect(google.getAttribute('href')).toContain('dates=20260214/20260215');
    expect(google.getAttribute('href')).toContain('text=Archdiocesan%20Youth%20Day');
    expect(screen.getByRole('link', { name: 'All programmes' })).toHaveAttribute(
      'href',
      '/programmes',
    );
  });

  it.each([
    ['an unknown id', () => vi.mocked(getProgramme).mockResolvedValue(null)],
    [
      'a failed read (logged)',
      () => vi.mocked(getProgramme).mockRejectedValue(new Error('offline')),
    ],
  ])('says it could not be found for %s, with a link back, and stays', async (_, arrange) => {
    arrange();
    renderAt('/programmes/nope');
    expect(await screen.findByText('This programme could not be found.')).toBeInTheDocument();
    // The title follows the page once it has rendered, which a busy machine may take a moment for.
    await waitFor(() =>
      expect(document.title).toBe('Programme not found | Youth Commission of Agra Archdiocese'),
    );
    expect(screen.getByRole('link', { name: 'All programmes' })).toHaveAttribute(
      'href',
      '/programmes',
    );
    expect(location()).toBe('/programmes/nope');
  });

  it('saves a calendar file named after the programme when asked', async () => {
    vi.mocked(getProgramme).mockResolvedValue(youthDay);
    const saved: Array<{ name: string; type: string; text: string }> = [];
    let file: Blob | null = null;
    // jsdom has no object URLs: these stand in for the browser's.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        file = blob;
        return 'blob:calendar';
      },
      revokeObjectURL: () => {},
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, type: file?.type ?? '', text: '' });
      });
    const user = userEvent.setup();
    renderAt('/programmes/youth-day');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      name: 'archdiocesan-youth-day.ics',
      type: 'text/calendar;charset=utf-8',
    });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file as unknown as Blob);
    });
    expect(text).toContain('SUMMARY:Archdiocesan Youth Day');
    expect(text).toContain('DTSTART;VALUE=DATE:20260214');
    click.mockRestore();
  });

  it('says so when the calendar file cannot be made', async () => {
    vi.mocked(getProgramme).mockResolvedValue(youthDay);
    vi.doMock('../../../src/domain/programmeIcs', () => ({
      programmeIcs: () => {
        throw new Error('the package refused the event');
      },
    }));
    try {
      const user = userEvent.setup();
      renderAt('/programmes/youth-day');
      await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The calendar file could not be made. Please try again.',
      );
    } finally {
      vi.doUnmock('../../../src/domain/programmeIcs');
    }
  });

  it.each([
    ['no valid start date', { startDate: 'not a date' }],
    ['a year stored as 0026', { startDate: '0026-02-14', endDate: '2026-02-14' }],
  ])('offers no calendar entry for a programme with %s', async (_what, dates) => {
    vi.mocked(getProgramme).mockResolvedValue({ ...youthDay, ...dates });
    renderAt('/programmes/youth-day');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Archdiocesan Youth Day' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Google Calendar/ })).toBeNull();
  });
});

describe('/calendar', () => {
  const grid = () => screen.findByRole('table', { name: /2026|2027|2028/ });
  const cellOf = (table: HTMLElement, day: string, inMonth = true) =>
    within(table)
      .getAllByRole('cell')
      .filter((cell) => !cell.classList.contains('is-other-month') === inMonth)
      .find((cell) => cell.querySelector('.calendar-day-number')?.textContent === day) as HTMLElement;

  it("opens on the visitor's month, a table of weeks with day names and today marked", async () => {
    vi.mocked(listProgrammesBetween).mockResolvedValue([youthDay, camp]);
    renderAt('/calendar');
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2026' })).toBeInTheDocument();
    const table = await grid();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['SunSunday', 'MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday']);
    // February 2026 starts on a Sunday and fills four weeks exactly.
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(cellOf(table, '14')).toHaveAttribute('aria-current', 'date');
    expect(cellOf(table, '13')).not.toHaveAttribute('aria-current');
    // The grid's days are what is read.
    expect(listProgrammesBetween).toHaveBeenCalledWith('2026-02-01', '2026-02-28');
  });

  it('shows a programme of several days on each of its days, linking to it', async () => {
    vi.mocked(listProgrammesBetween).mockResolvedValue([youthDay, camp]);
    renderAt('/calendar');
    const table = await grid();
    await waitFor(() =>
      expect(within(cellOf(table, '27')).getByRole('link', { name: 'Leadership Camp' })).toHaveAttribute(
        'href',
        '/programmes/camp',
      ),
    );
    expect(within(cellOf(table, '28')).getByRole('link', { name: 'Leadership Camp' })).toBeInTheDocument();
    expect(within(cellOf(table, '26')).queryByRole('link')).toBeNull();
    expect(within(cellOf(table, '14')).getByRole('link', { name: 'Archdiocesan Youth Day' })).toBeInTheDocument();
    // The month's programmes, listed below the grid.
    const list = screen.getByRole('region', { name: 'Programmes in February 2026' });
    expect(cards(list)).toEqual(['Archdiocesan Youth Day', 'Leadership Camp']);
  });

  it('moves between months, with the month in the address', async () => {
    const user = userEvent.setup();
    renderAt('/calendar');
    await screen.findByRole('heading', { level: 2, name: 'February 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument();
    expect(location()).toBe('/calendar?month=2026-03');
    expect(listProgrammesBetween).toHaveBeenLastCalledWith('2026-03-01', '2026-04-04');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'January 2026' })).toBeInTheDocument();
    expect(location()).toBe('/calendar?month=2026-01');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2026' })).toBeInTheDocument();
    expect(location()).toBe('/calendar');
  });

  it.each([
    ['?month=2028-02', 'February 2028', '29'],
    ['?month=2026-12', 'December 2026', '31'],
    ['?month=2026-13', 'February 2026', '28'],
    ['?month=feb', 'February 2026', '28'],
  ])('%s opens %s', async (search, title, lastDay) => {
    renderAt(`/calendar${search}`);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(cellOf(await grid(), lastDay)).toBeDefined();
  });

  it.each([
    ['there are none', () => undefined],
    ['the read fails (logged)', () => vi.mocked(listProgrammesBetween).mockRejectedValue(new Error('offline'))],
  ])('says there are no programmes this month when %s', async (_, arrange) => {
    arrange();
    renderAt('/calendar');
    expect(await screen.findByText('No programmes this month.')).toBeInTheDocument();
  });
});

describe('pages rendered at build time', () => {
  it('the calendar shows a spinner until the browser knows its date', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <MemoryRouter initialEntries={['/calendar']}>
        <CalendarPage />
      </MemoryRouter>,
    );
    expect(html).toContain('Calendar');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('February 2026');
    await act(async () => {});
  });
});
