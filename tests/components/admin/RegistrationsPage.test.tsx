import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessContext } from '../../../src/admin/access/AccessContext';
import { RegistrationsPage } from '../../../src/admin/registrations/RegistrationsPage';
import { Toasts } from '../../../src/admin/ui/Toasts';
import type {
  ProgrammeRegistration,
  RegistrationDownload,
} from '../../../src/domain/registration/registrations';
import type * as ProgrammesService from '../../../src/services/programmes';
import { getProgramme } from '../../../src/services/programmes';
import { keepProgrammeCounts } from '../../../src/services/registration/programmeCounts';
import {
  listReminderSends,
  readProgrammeReminders,
  recordWhatsAppReminder,
} from '../../../src/services/registration/reminders';
import {
  addWalkIn,
  cancelRegistration,
  confirmFromWaitingList,
  deleteRegistration,
  listDownloads,
  listRegistrations,
  readProgrammeRegistration,
  recordDownload,
  setArrived,
} from '../../../src/services/registration/registrations';
import {
  accessOf,
  deferred,
  findToast,
  permissionDenied,
  programme,
  setUpScreenTests,
  tableRows,
} from './helpers';
import { RegistrationRefused } from './serviceMocks/registrations';
import { aRegistration } from '../../fixtures/registration';

vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);
vi.mock('../../../src/services/registration/programmeCounts', () => ({
  keepProgrammeCounts: vi.fn(),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  getProgramme: vi.fn(),
}));

const camp = programme({
  id: 'camp',
  title: 'Youth Leadership Camp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  place: 'St. Peter’s College, Agra',
});

/** The camp on one day: one 'Arrived' for each person, as before days were kept. */
const oneDayCamp = { ...camp, endDate: '' };

const SETTINGS: ProgrammeRegistration = {
  programmeId: 'camp',
  open: true,
  closesOn: '2026-03-11',
  capacity: 5,
  minAge: 15,
  maxAge: 30,
  fee: 'Pay ₹300 at the venue',
  questions: [{ id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'] }],
  confirmed: 2,
  waiting: 2,
  nextWait: 3,
  lastChange: '',
};

/** A registration whose first question was answered 'M'. */
const registration = (over: Parameters<typeof aRegistration>[0]) =>
  aRegistration({ answers: { q1: 'M' }, ...over });

const asha = registration({
  id: 'camp_3f9a2c0011223344',
  name: 'Asha Verma',
  account: 'uid-asha',
  email: 'asha@example.org',
  // Her parent read the notice in Hindi.
  noticeLanguage: 'hi',
  noticeVersion: '2026-11-30',
});
const ravi = registration({
  id: 'camp_7b10de0011223344',
  account: 'uid-ravi',
  email: 'ravi@example.org',
  name: 'Ravi Kumar',
  parish: 'St. Peter’s, Mathura',
  phone: '99999 12345',
  arrivedAt: '2026-03-12T04:00:00.000Z',
  consent: 'self',
  dob: '2000-01-01',
});
const maria = registration({
  id: 'maria',
  name: 'Maria D’Souza',
  status: 'waiting',
  waitNumber: 1,
});
const joseph = registration({
  id: 'joseph',
  name: 'Joseph Masih',
  status: 'waiting',
  waitNumber: 2,
});
const priya = registration({
  id: 'priya',
  name: 'Priya Singh',
  status: 'cancelled',
  cancelReason: 'Exams that week',
});
const walkIn = registration({
  id: 'camp_walk-in_2001-01-01_0a1b2c3d',
  name: 'Vikram Lal',
  account: '',
  email: '',
  consent: 'paper',
  addedBy: 'uid-anita',
  dob: '2001-01-01',
});

const LIST = [asha, ravi, maria, joseph, priya];

/** 27 Nov 2026, 14:05 by this machine's clock. */
const DOWNLOADED_AT = new Date(2026, 10, 27, 14, 5);
const DOWNLOADS: RegistrationDownload[] = [
  {
    id: 'd1',
    programmeId: 'camp',
    by: 'uid-asha',
    byName: 'Asha',
    at: DOWNLOADED_AT.toISOString(),
    expiresAt: '2027-03-15T00:00:00.000Z',
  },
];

setUpScreenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 9, 30) });
  vi.mocked(getProgramme).mockResolvedValue(camp);
  vi.mocked(readProgrammeRegistration).mockResolvedValue(SETTINGS);
  vi.mocked(listRegistrations).mockResolvedValue(LIST);
  vi.mocked(listDownloads).mockResolvedValue(DOWNLOADS);
  vi.mocked(confirmFromWaitingList).mockResolvedValue();
  vi.mocked(cancelRegistration).mockResolvedValue();
  vi.mocked(setArrived).mockResolvedValue();
  vi.mocked(deleteRegistration).mockResolvedValue();
  vi.mocked(recordDownload).mockResolvedValue();
  vi.mocked(keepProgrammeCounts).mockResolvedValue(false);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The screen at its address, as the admin area shows it, for an owner; once read. */
async function show(path = '/admin/events/camp/registrations', access = accessOf()) {
  const user = userEvent.setup();
  renderAt(path, access);
  await screen.findByRole('heading', { name: 'Youth Leadership Camp' });
  return user;
}

/** The counts at the top, as read: term → value. */
function counts(): Record<string, string | undefined> {
  const group = screen.getByRole('group', { name: 'Counts' });
  const terms = within(group).getAllByRole('term');
  const values = within(group).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]?.textContent]));
}

const table = () => screen.getByRole('table', { name: 'Registrations' });

/** The rows of the list as read: name (with its mark), reference, parish, phone, status. */
const listed = () => tableRows('Registrations').map((cells) => cells.slice(0, 5));

/** The row of the registration of `name`. */
const rowOf = (name: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name));
  if (!row) throw new Error(`No row of ${name}`);
  return row;
};
const statusOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[3]?.textContent;

const arrivedButton = (name: string) => screen.getByRole('button', { name: `Arrived: ${name}` });

describe('reading', () => {
  it('reads the programme, its settings, its registrations and its downloads', async () => {
    await show();
    for (const read of [getProgramme, readProgrammeRegistration, listRegistrations, listDownloads])
      expect(read).toHaveBeenCalledWith('camp');
    expect(screen.getByText('12–14 Mar 2026, St. Peter’s College, Agra')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Registration is open until Wed 11 Mar 2026. 5 places. Ages 15 to 30. Pay ₹300 at the venue.',
      ),
    ).toBeInTheDocument();
  });

  it('counts confirmed, waiting, cancelled, arrived and the places left', async () => {
    await show();
    expect(counts()).toEqual({
      Confirmed: '2',
      Waiting: '2',
      Cancelled: '1',
      Arrived: '1',
      'Places left': '1',
    });
  });

  it("says 'No limit' without a capacity, and that registration is closed", async () => {
    vi.mocked(readProgrammeRegistration).mockResolvedValue({
      ...SETTINGS,
      capacity: null,
      open: false,
      minAge: null,
      maxAge: null,
      fee: '',
    });
    await show();
    expect(counts()['Places left']).toBe('No limit');
    expect(screen.getByText('Registration is closed. No limit on places.')).toBeInTheDocument();
  });

  it('says registration closed once its closing day is over', async () => {
    vi.setSystemTime(new Date('2026-03-11T18:31:00.000Z'));
    await show();
    expect(screen.getByText(/^Registration closed at the end of Wed 11 Mar 2026\./)).toBeVisible();
  });

  it('lists the registrations by name with their reference, parish, phone and status', async () => {
    await show();
    expect(listed()).toEqual([
      ['Asha Verma', '3F9-A2C', 'Cathedral, Agra', '+91 98765 43210', 'Confirmed'],
      // Ids of another form have a reference of their own too.
      ['Joseph Masih', 'JOS-EPH', 'Cathedral, Agra', '+91 98765 43210', 'Waiting (2)'],
      ['Maria D’Souza', 'MAR-IA', 'Cathedral, Agra', '+91 98765 43210', 'Waiting (1)'],
      ['Priya Singh', 'PRI-YA', 'Cathedral, Agra', '+91 98765 43210', 'Cancelled'],
      ['Ravi Kumar', '7B1-0DE', 'St. Peter’s, Mathura', '99999 12345', 'Confirmed'],
    ]);
    expect(screen.getByText('Showing 5 of 5.')).toBeInTheDocument();
    expect(
      within(rowOf('Asha Verma')).getByRole('link', { name: '+91 98765 43210' }),
    ).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('folds what else was given, the age on the first day among it', async () => {
    await show();
    const details = within(rowOf('Asha Verma')).getByText('Details').closest('details')!;
    expect(details).toHaveTextContent('Date of birth: 2008-05-01 (17 on the first day)');
    expect(details).toHaveTextContent('T-shirt size: M');
    expect(details).toHaveTextContent('Emergency contact: Sunita, 98765 00000');
    expect(details).toHaveTextContent('by a parent or guardian, asha@example.org');
    expect(details).toHaveTextContent('Notice agreed to: Hindi, 2026-11-30');
    expect(within(rowOf('Ravi Kumar')).getByText('Details').closest('details')).toHaveTextContent(
      'Notice agreed to: English, 2026-11-27',
    );
    expect(within(rowOf('Priya Singh')).getByText('Details').closest('details')).toHaveTextContent(
      'Cancelled because: Exams that week',
    );
  });

  it('marks likely duplicates: the same person registered from two accounts', async () => {
    const again = registration({ id: 'asha2', name: ' asha  verma', account: 'uid-other' });
    vi.mocked(listRegistrations).mockResolvedValue([...LIST, again]);
    await show();
    expect(screen.getByText(/^2 registrations marked 'Likely duplicate'/)).toBeInTheDocument();
    expect(listed().map(([name]) => name)).toEqual([
      ' asha  verma Likely duplicate',
      'Asha Verma Likely duplicate',
      'Joseph Masih',
      'Maria D’Souza',
      'Priya Singh',
      'Ravi Kumar',
    ]);
  });

  it('searches by name, parish or phone, and filters by status', async () => {
    const user = await show();
    const search = screen.getByLabelText('Search by name, phone, parish or reference');
    await user.type(search, 'mathura');
    expect(listed().map(([name]) => name)).toEqual(['Ravi Kumar']);
    expect(screen.getByText('Showing 1 of 5.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '99999 1');
    expect(listed().map(([name]) => name)).toEqual(['Ravi Kumar']);
    await user.clear(search);
    await user.type(search, 'ma');
    expect(listed().map(([name]) => name)).toEqual([
      'Asha Verma',
      'Joseph Masih',
      'Maria D’Souza',
      'Ravi Kumar',
    ]);

    await user.clear(search);
    const status = screen.getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All',
      'Confirmed',
      'Waiting',
      'Cancelled',
    ]);
    await user.selectOptions(status, 'Waiting');
    // The waiting list in its order: the first to confirm first.
    expect(listed().map(([name]) => name)).toEqual(['Maria D’Souza', 'Joseph Masih']);
    await user.selectOptions(status, 'Cancelled');
    expect(listed().map(([name]) => name)).toEqual(['Priya Singh']);
    await user.type(search, 'nobody');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No registration matches.')).toBeInTheDocument();
  });

  it.each([
    ['as shown', '3F9-A2C'],
    ['in small letters without the dash', '3f9a2c'],
    ['with a space for the dash', '3f9 a2c'],
    ['its first characters', '3F9'],
  ])('finds a registration by its reference typed %s', async (_how, typed) => {
    const user = await show();
    await user.type(screen.getByLabelText('Search by name, phone, parish or reference'), typed);
    expect(listed()).toEqual([
      ['Asha Verma', '3F9-A2C', 'Cathedral, Agra', '+91 98765 43210', 'Confirmed'],
    ]);
    expect(screen.getByText('Showing 1 of 5.')).toBeInTheDocument();
  });

  it('finds no registration by a reference it does not have', async () => {
    const user = await show();
    await user.type(screen.getByLabelText('Search by name, phone, parish or reference'), '3F9-A2D');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No registration matches.')).toBeInTheDocument();
  });

  it('says when nobody has registered, and offers no CSV or check-in list then', async () => {
    vi.mocked(listRegistrations).mockResolvedValue([]);
    vi.mocked(listDownloads).mockResolvedValue([]);
    await show();
    expect(screen.getByText('No one has registered yet.')).toBeInTheDocument();
    expect(screen.getByText('Nobody has downloaded the list yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print check-in list' })).toBeDisabled();
  });

  it('says when the list cannot be read, and reads it again on Try again', async () => {
    vi.mocked(listRegistrations).mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderAt('/admin/events/camp/registrations');
    expect(
      await screen.findByText('The registrations could not be read (offline).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Registrations' })).toBeInTheDocument();
  });

  it("reads everything again on 'Read again'; a read that fails keeps the list, and says so", async () => {
    const user = await show();
    vi.mocked(listRegistrations).mockResolvedValueOnce([...LIST, walkIn]);
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(listed()).toHaveLength(6));
    vi.mocked(listRegistrations).mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    await findToast('The registrations could not be read (offline).');
    expect(listed()).toHaveLength(6);
  });

  it('shows the list when only the downloads cannot be read, and says so', async () => {
    vi.mocked(listDownloads).mockRejectedValue(new Error('offline'));
    await show();
    expect(screen.getByText('The downloads could not be read (offline).')).toBeInTheDocument();
    expect(listed()).toHaveLength(5);
  });

  it('says when the programme takes no registrations here, or is gone', async () => {
    vi.mocked(readProgrammeRegistration).mockResolvedValue(null);
    renderAt('/admin/events/camp/registrations');
    expect(
      await screen.findByText(/^This event does not take registrations on this site\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the events' })).toHaveAttribute(
      'href',
      '/admin/events',
    );
  });

  it('says when there is no such programme', async () => {
    vi.mocked(getProgramme).mockResolvedValue(null);
    renderAt('/admin/events/gone/registrations');
    expect(
      await screen.findByText('There is no such event: it may have been deleted.'),
    ).toBeInTheDocument();
    expect(getProgramme).toHaveBeenCalledWith('gone');
  });
});

describe('the waiting list', () => {
  const confirmMaria = () =>
    screen.getByRole('button', { name: 'Confirm Maria D’Souza: move from the waiting list' });

  it('offers Confirm only to those waiting', async () => {
    await show();
    expect(screen.getAllByRole('button', { name: /^Confirm / })).toHaveLength(2);
    expect(
      within(rowOf('Asha Verma')).queryByRole('button', { name: /^Confirm/ }),
    ).not.toBeInTheDocument();
  });

  it('confirms someone waiting: the row says Confirmed and the counts follow', async () => {
    const user = await show();
    const confirming = deferred();
    vi.mocked(confirmFromWaitingList).mockReturnValue(confirming.promise);
    await user.click(confirmMaria());
    expect(confirmFromWaitingList).toHaveBeenCalledWith(maria);
    // Its buttons wait while it is under way.
    expect(confirmMaria()).toBeDisabled();
    await act(async () => confirming.resolve());
    await findToast('Maria D’Souza is confirmed.');
    // The toast shows first; the row and the counts follow in a later render.
    await waitFor(() => {
      expect(statusOf('Maria D’Souza')).toBe('Confirmed');
      expect(counts()).toMatchObject({ Confirmed: '3', Waiting: '1' });
    });
  });

  it('says why someone could not be confirmed, and changes nothing', async () => {
    vi.mocked(confirmFromWaitingList).mockRejectedValue(
      new RegistrationRefused(
        'No place is free: cancel a confirmed registration first, or raise the capacity.',
      ),
    );
    const user = await show();
    await user.click(confirmMaria());
    await findToast(
      'Maria D’Souza was not confirmed: No place is free: cancel a confirmed registration first, or raise the capacity.',
    );
    // Its buttons come back in a render after the toast's.
    await waitFor(() => expect(confirmMaria()).toBeEnabled());
    expect(statusOf('Maria D’Souza')).toBe('Waiting (1)');
    expect(counts()).toMatchObject({ Confirmed: '2', Waiting: '2' });
  });
});

describe('cancelling', () => {
  const cancelAsha = () => screen.getByRole('button', { name: 'Cancel Asha Verma’s registration' });
  const dialog = () => screen.getByRole('dialog', { name: 'Cancel Asha Verma’s registration?' });

  it('asks why, Keep it first; Keep it changes nothing', async () => {
    const user = await show();
    await user.click(cancelAsha());
    expect(within(dialog()).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelRegistration).not.toHaveBeenCalled();
    expect(
      within(rowOf('Priya Singh')).queryByRole('button', { name: /^Cancel/ }),
    ).not.toBeInTheDocument();
  });

  it('needs a reason', async () => {
    const user = await show();
    await user.click(cancelAsha());
    await user.type(within(dialog()).getByLabelText('Reason'), '   ');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel registration' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Say why the registration is cancelled.',
    );
    expect(cancelRegistration).not.toHaveBeenCalled();
  });

  it('cancels with the reason: the row says Cancelled, the place is freed', async () => {
    const user = await show();
    await user.click(cancelAsha());
    await user.type(within(dialog()).getByLabelText('Reason'), ' Her mother called ');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel registration' }));
    expect(cancelRegistration).toHaveBeenCalledWith(asha, 'Her mother called');
    await findToast('Asha Verma’s registration is cancelled.');
    // The toast shows first; the dialog closes and the row changes in a later render.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(statusOf('Asha Verma')).toBe('Cancelled');
    });
    expect(counts()).toMatchObject({ Confirmed: '1', Cancelled: '2', 'Places left': '2' });
    expect(within(rowOf('Asha Verma')).getByText('Details').closest('details')).toHaveTextContent(
      'Cancelled because: Her mother called',
    );
  });

  it('says why it failed, keeps the dialog as typed, and changes nothing', async () => {
    vi.mocked(cancelRegistration).mockRejectedValue(permissionDenied());
    const access = accessOf();
    const user = await show(undefined, access);
    await user.click(cancelAsha());
    await user.type(within(dialog()).getByLabelText('Reason'), 'Her mother called');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel registration' }));
    const message =
      'Asha Verma’s registration was not cancelled: Missing or insufficient permissions.';
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(within(dialog()).getByLabelText('Reason')).toHaveValue('Her mother called');
    expect(access.recheckAfterRefusal).toHaveBeenCalled();
    expect(statusOf('Asha Verma')).toBe('Confirmed');
  });
});

describe('check-in', () => {
  beforeEach(() => vi.mocked(getProgramme).mockResolvedValue(oneDayCamp));

  it("offers 'Arrived' to the confirmed only, pressed for those arrived", async () => {
    await show();
    // A programme of one day counts no days.
    expect(screen.queryByText(/Days present/)).not.toBeInTheDocument();
    expect(arrivedButton('Asha Verma')).toHaveAttribute('aria-pressed', 'false');
    expect(arrivedButton('Ravi Kumar')).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.queryByRole('button', { name: 'Arrived: Maria D’Souza' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrived: Priya Singh' })).not.toBeInTheDocument();
  });

  it('marks someone arrived, with the time, and takes the mark back', async () => {
    const user = await show();
    await user.click(arrivedButton('Asha Verma'));
    expect(setArrived).toHaveBeenCalledWith(asha, true);
    await findToast('Asha Verma arrived.');
    // The toast shows first; the row and the counts follow in a later render.
    await waitFor(() =>
      expect(arrivedButton('Asha Verma')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(rowOf('Asha Verma')).getByText('at 10 Mar 2026, 09:30')).toBeInTheDocument();
    expect(counts().Arrived).toBe('2');

    await user.click(arrivedButton('Ravi Kumar'));
    expect(setArrived).toHaveBeenLastCalledWith(ravi, false);
    await findToast('Ravi Kumar is no longer marked arrived.');
    await waitFor(() =>
      expect(arrivedButton('Ravi Kumar')).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(counts().Arrived).toBe('1');
  });

  it('says when an arrival could not be saved, and changes nothing', async () => {
    vi.mocked(setArrived).mockRejectedValue(new Error('offline'));
    const user = await show();
    await user.click(arrivedButton('Asha Verma'));
    await findToast('Asha Verma’s arrival was not saved: offline');
    expect(arrivedButton('Asha Verma')).toHaveAttribute('aria-pressed', 'false');
    expect(counts().Arrived).toBe('1');
  });

  it('reads the person’s place on the team again when the rules refuse an arrival', async () => {
    vi.mocked(setArrived).mockRejectedValue(permissionDenied());
    const access = accessOf();
    const user = await show(undefined, access);
    await user.click(arrivedButton('Asha Verma'));
    await findToast('Asha Verma’s arrival was not saved: Missing or insufficient permissions.');
    expect(access.recheckAfterRefusal).toHaveBeenCalled();
    await waitFor(() => expect(arrivedButton('Asha Verma')).toBeEnabled());
    expect(arrivedButton('Asha Verma')).toHaveAttribute('aria-pressed', 'false');
  });

  it('on a phone: cards with big buttons; search a name, tap Arrived', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...wide(query), matches: query === '(max-width: 767.98px)' }) as MediaQueryList;
    try {
      const user = await show();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Registrations' }));
      expect(cards.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Asha Verma',
        'Joseph Masih',
        'Maria D’Souza',
        'Priya Singh',
        'Ravi Kumar',
      ]);
      expect(cards.getByRole('article', { name: 'Ravi Kumar' })).toHaveTextContent(
        'Reference 7B1-0DE',
      );
      // At the door, by the reference the person shows on their phone.
      await user.type(
        screen.getByLabelText('Search by name, phone, parish or reference'),
        '3f9a2c',
      );
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(screen.getByRole('article', { name: 'Asha Verma' })).toHaveTextContent(
        'Reference 3F9-A2C',
      );
      const arrived = arrivedButton('Asha Verma');
      expect(arrived).toHaveClass('btn-lg', 'w-100');
      await user.click(arrived);
      expect(setArrived).toHaveBeenCalledWith(asha, true);
      await waitFor(() =>
        expect(arrivedButton('Asha Verma')).toHaveAttribute('aria-pressed', 'true'),
      );
    } finally {
      window.matchMedia = wide;
    }
  });
});

describe('check-in on each day of a programme of several days', () => {
  // The camp runs from Thursday 12 to Saturday 14 March; it is Friday 13, 10:00 in India. Ravi
  // arrived on the 12th before days were kept (09:30 in India), Meera on the 12th and the 13th.
  const meera = registration({
    id: 'camp_9c2e4b0011223344',
    name: 'Meera Nair',
    arrivedAt: '2026-03-12T03:00:00.000Z',
    presentOn: ['2026-03-12', '2026-03-13'],
  });
  beforeEach(() => {
    vi.setSystemTime(new Date('2026-03-13T04:30:00.000Z'));
    vi.mocked(listRegistrations).mockResolvedValue([...LIST, meera]);
  });

  const onDay = (n: number, name: string) =>
    screen.getByRole('button', {
      name: `Arrived on day ${n} (${['Thu 12', 'Fri 13', 'Sat 14'][n - 1]} Mar): ${name}`,
    });
  const pressed = (name: string) =>
    [1, 2, 3].map((n) => onDay(n, name).getAttribute('aria-pressed'));

  it('offers each day to the confirmed, pressed for the days present, and counts the days', async () => {
    await show();
    expect(pressed('Asha Verma')).toEqual(['false', 'false', 'false']);
    expect(pressed('Ravi Kumar')).toEqual(['true', 'false', 'false']);
    expect(pressed('Meera Nair')).toEqual(['true', 'true', 'false']);
    expect(
      within(rowOf('Meera Nair'))
        .getAllByRole('button', { name: /^Arrived on/ })
        .map((b) => b.textContent),
    ).toEqual(['✓ Day 1 (Thu 12 Mar)', '✓ Day 2 (Fri 13 Mar)', 'Day 3 (Sat 14 Mar)']);
    expect(within(rowOf('Meera Nair')).getByText('Days present 2 of 3')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('Days present 1 of 3')).toBeInTheDocument();
    expect(within(rowOf('Asha Verma')).getByText('Days present 0 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maria D’Souza$/ })).toBeNull();
    // Arrived: those who came at all.
    expect(counts().Arrived).toBe('2');
  });

  it('marks someone present on a day, and takes a day back', async () => {
    const user = await show();
    await user.click(onDay(2, 'Asha Verma'));
    expect(setArrived).toHaveBeenCalledWith(asha, true, '2026-03-13');
    await findToast('Asha Verma arrived on day 2 (Fri 13 Mar).');
    await waitFor(() => expect(pressed('Asha Verma')).toEqual(['false', 'true', 'false']));
    expect(within(rowOf('Asha Verma')).getByText('Days present 1 of 3')).toBeInTheDocument();
    expect(counts().Arrived).toBe('3');

    await user.click(onDay(1, 'Meera Nair'));
    expect(setArrived).toHaveBeenLastCalledWith(meera, false, '2026-03-12');
    await findToast('Meera Nair is no longer marked arrived on day 1 (Thu 12 Mar).');
    await waitFor(() => expect(pressed('Meera Nair')).toEqual(['false', 'true', 'false']));
    expect(counts().Arrived).toBe('3');

    // Ravi's one day taken back: he is no longer counted as arrived.
    await user.click(onDay(1, 'Ravi Kumar'));
    expect(setArrived).toHaveBeenLastCalledWith(ravi, false, '2026-03-12');
    await findToast('Ravi Kumar is no longer marked arrived on day 1 (Thu 12 Mar).');
    await waitFor(() => expect(counts().Arrived).toBe('2'));
    expect(within(rowOf('Ravi Kumar')).getByText('Days present 0 of 3')).toBeInTheDocument();
  });

  it('says when a day could not be saved, and changes nothing', async () => {
    vi.mocked(setArrived).mockRejectedValue(new Error('offline'));
    const user = await show();
    await user.click(onDay(3, 'Meera Nair'));
    await findToast('Meera Nair’s arrival on day 3 (Sat 14 Mar) was not saved: offline');
    expect(pressed('Meera Nair')).toEqual(['true', 'true', 'false']);
    expect(within(rowOf('Meera Nair')).getByText('Days present 2 of 3')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const wide = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        ({ ...wide(query), matches: query === '(max-width: 767.98px)' }) as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = wide;
    });

    /** The card's check-in buttons, as a volunteer reads them, in their order. */
    const buttonsOf = (name: string) =>
      within(screen.getByRole('article', { name }))
        .getAllByRole('button', { name: /^Arrived on/ })
        .map((b) => b.textContent);

    it("offers today's day first and big, the other days below, and records yesterday late", async () => {
      const user = await show();
      expect(buttonsOf('Asha Verma')).toEqual([
        'Arrived on day 2 (Fri 13 Mar)',
        'Arrived on day 1 (Thu 12 Mar)',
        'Arrived on day 3 (Sat 14 Mar)',
      ]);
      expect(onDay(2, 'Asha Verma')).toHaveClass('btn-lg', 'w-100');
      expect(onDay(1, 'Asha Verma')).not.toHaveClass('btn-lg');
      expect(screen.getByRole('article', { name: 'Meera Nair' })).toHaveTextContent(
        'Days present 2 of 3',
      );
      await user.click(onDay(2, 'Asha Verma'));
      expect(setArrived).toHaveBeenCalledWith(asha, true, '2026-03-13');
      await waitFor(() => expect(onDay(2, 'Asha Verma')).toHaveAttribute('aria-pressed', 'true'));
      await user.click(onDay(1, 'Asha Verma'));
      expect(setArrived).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: asha.id }),
        true,
        '2026-03-12',
      );
      await findToast('Asha Verma arrived on day 1 (Thu 12 Mar).');
      await waitFor(() =>
        expect(screen.getByRole('article', { name: 'Asha Verma' })).toHaveTextContent(
          'Days present 2 of 3',
        ),
      );
    });

    it.each([
      ['before the programme, its first day', '2026-03-10T04:30:00.000Z', 1],
      ['on its last day, that day', '2026-03-14T04:30:00.000Z', 3],
      ['after the programme, its last day', '2026-03-16T04:30:00.000Z', 3],
      // 23:59 on the 12th in India is still its first day, though the 12th in UTC is long over.
      ['late at night in India, that day', '2026-03-12T18:29:00.000Z', 1],
    ])('offers first, %s', async (_when, now, day) => {
      vi.setSystemTime(new Date(now));
      await show();
      expect(onDay(day, 'Asha Verma')).toHaveClass('btn-lg', 'w-100');
    });
  });

  it('prints a box for each day, ticked for the days present', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Print check-in list' }));
    const confirmed = screen.getByRole('table', { name: 'Confirmed' });
    const rows = within(confirmed)
      .getAllByRole('row')
      .map((row) => [...row.children].slice(0, 4).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day 1 (Thu 12 Mar)', 'Day 2 (Fri 13 Mar)', 'Day 3 (Sat 14 Mar)', 'Name'],
      ['not yet', 'not yet', 'not yet', 'Asha Verma'],
      ['✓arrived', '✓arrived', 'not yet', 'Meera Nair'],
      ['✓arrived', 'not yet', 'not yet', 'Ravi Kumar'],
    ]);
  });
});

describe('walk-ins', () => {
  const form = () => screen.getByRole('form', { name: 'Add a walk-in' });

  async function fillWalkIn(user: ReturnType<typeof userEvent.setup>, dob = '2001-01-01') {
    const f = within(form());
    await user.type(f.getByLabelText('Name'), 'Vikram Lal');
    await user.type(f.getByLabelText('Date of birth'), dob);
    await user.type(f.getByLabelText('Phone'), '98765 22222');
    await user.type(f.getByLabelText('Parish'), 'St. Mary’s, Agra');
    await user.type(f.getByLabelText('Deanery'), 'Agra City');
    await user.type(f.getByLabelText("Emergency contact's name"), 'Meena Lal');
    await user.type(f.getByLabelText("Emergency contact's phone"), '98765 33333');
    await user.selectOptions(f.getByLabelText('T-shirt size'), 'L');
    await user.click(f.getByLabelText('The paper consent form is signed'));
  }

  const added = {
    name: 'Vikram Lal',
    dob: '2001-01-01',
    phone: '98765 22222',
    parish: 'St. Mary’s, Agra',
    deanery: 'Agra City',
    emergencyName: 'Meena Lal',
    emergencyPhone: '98765 33333',
    answers: { q1: 'L' },
    health: '',
  };

  it('says that consent is taken on paper, and refuses an incomplete form', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    expect(within(form()).getByText(/^Consent is taken on paper/)).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveFocus();
    await user.click(within(form()).getByRole('button', { name: 'Add walk-in' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent("Enter the person's full name.");
    expect(addWalkIn).not.toHaveBeenCalled();
  });

  it('refuses someone outside the programme’s ages, and without the paper consent', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    await fillWalkIn(user, '1990-01-01');
    await user.click(within(form()).getByRole('button', { name: 'Add walk-in' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'This programme is for ages 15 to 30: on its first day the person will be 36.',
    );
    await user.clear(within(form()).getByLabelText('Date of birth'));
    await user.type(within(form()).getByLabelText('Date of birth'), '2001-01-01');
    await user.click(within(form()).getByLabelText('The paper consent form is signed'));
    await user.click(within(form()).getByRole('button', { name: 'Add walk-in' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Tick that the paper consent form is signed',
    );
    expect(addWalkIn).not.toHaveBeenCalled();
  });

  it('adds a walk-in, says the place taken, and reads the list again', async () => {
    vi.mocked(addWalkIn).mockResolvedValue({
      id: walkIn.id,
      status: 'confirmed',
      waitNumber: null,
    });
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    vi.mocked(listRegistrations).mockResolvedValue([...LIST, walkIn]);
    await fillWalkIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Add walk-in' }));
    // With the list as read, so that someone already on it is not added again.
    expect(addWalkIn).toHaveBeenCalledWith('camp', added, LIST);
    await findToast('Vikram Lal is registered.');
    // The form closes and the list is read again in renders after the toast's.
    await waitFor(() => {
      expect(screen.queryByRole('form', { name: 'Add a walk-in' })).not.toBeInTheDocument();
      expect(statusOf('Vikram Lal')).toBe('Confirmed');
    });
    expect(listRegistrations).toHaveBeenCalledTimes(2);
    expect(within(rowOf('Vikram Lal')).getByText('Details').closest('details')).toHaveTextContent(
      'a walk-in (consent on paper)',
    );
  });

  it('says when the walk-in joins the waiting list', async () => {
    vi.mocked(addWalkIn).mockResolvedValue({ id: walkIn.id, status: 'waiting', waitNumber: 3 });
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    await fillWalkIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Add walk-in' }));
    await findToast('Vikram Lal is on the waiting list, number 3.');
  });

  it('says why a walk-in was not added, and keeps the form as typed', async () => {
    vi.mocked(addWalkIn).mockRejectedValue(
      new RegistrationRefused(
        'Vikram Lal is already registered for this programme from this account.',
      ),
    );
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    await fillWalkIn(user);
    await user.click(within(form()).getByRole('button', { name: 'Add walk-in' }));
    const message =
      'Vikram Lal was not added: Vikram Lal is already registered for this programme from this account.';
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(within(form()).getByLabelText('Name')).toHaveValue('Vikram Lal');
    expect(listRegistrations).toHaveBeenCalledTimes(1);
  });

  it('deletes a walk-in added by mistake, after asking; only walk-ins', async () => {
    vi.mocked(listRegistrations).mockResolvedValue([...LIST, walkIn]);
    const user = await show();
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Vikram Lal’s registration' }));
    const question = screen.getByRole('alertdialog', {
      name: /^Delete Vikram Lal’s registration\?/,
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(deleteRegistration).toHaveBeenCalledWith(walkIn);
    await findToast('Vikram Lal’s registration is deleted.');
    // The row goes in a render after the toast's.
    await waitFor(() => expect(listed().map(([name]) => name)).not.toContain('Vikram Lal'));
  });

  it('keeps a walk-in that could not be deleted, and says why', async () => {
    vi.mocked(listRegistrations).mockResolvedValue([...LIST, walkIn]);
    vi.mocked(deleteRegistration).mockRejectedValue(new Error('offline'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Vikram Lal’s registration' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await findToast('Vikram Lal’s registration was not deleted: offline');
    expect(statusOf('Vikram Lal')).toBe('Confirmed');
  });
});

describe('the CSV', () => {
  const dialog = () => screen.getByRole('alertdialog', { name: 'Keep this file safe' });

  /** The names of the files the page handed to the browser to save. */
  function savedNames(): string[] {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return names;
  }

  it('lists every download of the list, who and when', async () => {
    vi.mocked(listDownloads).mockResolvedValue([
      ...DOWNLOADS,
      { ...DOWNLOADS[0]!, id: 'd0', by: 'uid-ravi', byName: '' },
    ]);
    await show();
    const record = screen.getByRole('region', { name: 'Downloads of the list' });
    expect(
      within(record)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Downloaded by Asha on 27 Nov 2026, 14:05',
      'Downloaded by Ravi on 27 Nov 2026, 14:05',
    ]);
  });

  it('warns first; Cancel records and makes nothing', async () => {
    const names = savedNames();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(dialog()).toHaveAccessibleDescription(
      /^The file holds the personal details of 5 people: .* delete it once the programme is over\./,
    );
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(recordDownload).not.toHaveBeenCalled();
    expect(names).toEqual([]);
  });

  it('records the download, then saves the file named after the programme, and lists it', async () => {
    const names = savedNames();
    const user = await show();
    vi.mocked(listDownloads).mockResolvedValue([
      { ...DOWNLOADS[0]!, id: 'd2', by: 'uid-anita', byName: 'Anita' },
      ...DOWNLOADS,
    ]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await findToast('The list is downloaded. Keep it safe, and delete it after the programme.');
    expect(recordDownload).toHaveBeenCalledWith(camp);
    expect(names).toEqual(['youth-leadership-camp-registrations.csv']);
    const file = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(vi.mocked(recordDownload).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(URL.createObjectURL).mock.invocationCallOrder[0]!,
    );
    // jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(file);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toMatch(
      /^"Name","Reference","Date of birth","Age on the first day",.*"T-shirt size"/,
    );
    // The reference, the age on the programme's first day, the phone as typed (csv.ts).
    expect(
      lines.filter((line) =>
        line.startsWith('"Asha Verma","3F9-A2C","2008-05-01","17","\u2060+91 98765 43210"'),
      ),
    ).toHaveLength(1);
    expect(lines).toHaveLength(LIST.length + 2);
    // The dialog closes, and the downloads are read again, in renders after the toast's.
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Downloads of the list' })).getAllByRole(
          'listitem',
        )[0],
      ).toHaveTextContent('Downloaded by Anita on 27 Nov 2026, 14:05');
    });
  });

  it('makes no file when the download cannot be recorded, and says so', async () => {
    const names = savedNames();
    vi.mocked(recordDownload).mockRejectedValue(new Error('offline'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Download' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The download could not be recorded, so no file was made (offline). Try again.',
    );
    expect(names).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(listDownloads).toHaveBeenCalledTimes(1);
  });
});

describe('the check-in list', () => {
  it('prints the confirmed and the waiting list alone, then takes the sheet away', async () => {
    vi.mocked(getProgramme).mockResolvedValue(oneDayCamp);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Print check-in list' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen
      .getByRole('heading', { name: 'Youth Leadership Camp: check-in list' })
      .closest('.checkin-sheet') as HTMLElement;
    // Outside the app, so that the print stylesheet can print it alone.
    expect(sheet.parentElement).toBe(document.body);
    const rowsOf = (name: string) =>
      within(within(sheet).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rowsOf('Confirmed')).toEqual([
      ['not yet', 'Asha Verma', 'Cathedral, Agra', '+91 98765 43210', 'Sunita, 98765 00000'],
      ['✓arrived', 'Ravi Kumar', 'St. Peter’s, Mathura', '99999 12345', 'Sunita, 98765 00000'],
    ]);
    expect(rowsOf('Waiting list').map((row) => row.slice(1, 3))).toEqual([
      ['1', 'Maria D’Souza'],
      ['2', 'Joseph Masih'],
    ]);
    expect(sheet).not.toHaveTextContent('Priya Singh');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(
      screen.queryByRole('heading', { name: 'Youth Leadership Camp: check-in list' }),
    ).not.toBeInTheDocument();
  });
});

describe("the programme's counts", () => {
  it('are kept from every registration read, the cancelled among them, each time the list is read', async () => {
    vi.mocked(keepProgrammeCounts).mockResolvedValue(true);
    const user = await show();
    expect(keepProgrammeCounts).toHaveBeenCalledWith(camp, LIST);
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(keepProgrammeCounts).toHaveBeenCalledTimes(2));
  });

  it('that could not be kept leave the screen as it is', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(keepProgrammeCounts).mockRejectedValue(permissionDenied());
    await show();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "The programme's counts could not be kept",
        expect.anything(),
      ),
    );
    expect(listed()).toHaveLength(LIST.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('are not kept for a programme that takes no registrations here', async () => {
    vi.mocked(readProgrammeRegistration).mockResolvedValue(null);
    renderAt('/admin/events/camp/registrations');
    await screen.findByText(/does not take registrations on this site/);
    expect(keepProgrammeCounts).not.toHaveBeenCalled();
  });
});

describe("'Remind on WhatsApp'", () => {
  const remindLink = (name: string) =>
    screen.getByRole('link', { name: `Remind ${name} on WhatsApp (opens in a new tab)` });
  /** The number and the message a link opens WhatsApp with. */
  const opened = (link: HTMLElement) => {
    const url = new URL(link.getAttribute('href') ?? '');
    return { to: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') ?? '' };
  };
  beforeEach(() => {
    vi.mocked(readProgrammeReminders).mockResolvedValue({
      programmeId: 'camp',
      email: true,
      whatToBring: 'A Bible\nA water bottle',
      whatToBringHi: 'बाइबिल',
      updatedAt: '2026-02-20T09:30:00.000Z',
      updatedBy: 'uid-anita',
    });
    vi.mocked(listReminderSends).mockResolvedValue(new Map());
    vi.mocked(recordWhatsAppReminder).mockResolvedValue();
    // Pressing a link would open WhatsApp: the test stays on the screen.
    document.addEventListener('click', preventNavigation);
  });
  afterEach(() => document.removeEventListener('click', preventNavigation));
  const preventNavigation = (event: Event) => event.preventDefault();

  it('offers it to the confirmed only: the reminder written to their phone, in a new tab', async () => {
    await show();
    // The reminders are read by the list once it is drawn, after the heading: a link is the sign.
    const link = await waitFor(() => remindLink('Ravi Kumar'));
    expect(readProgrammeReminders).toHaveBeenCalledWith('camp');
    expect(listReminderSends).toHaveBeenCalledWith('camp');
    expect(link).toHaveTextContent('Remind on WhatsApp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const { to, text } = opened(link);
    // '99999 12345', typed without the country code.
    expect(to).toBe('https://wa.me/919999912345');
    expect(text).toMatch(
      /^A reminder: Youth Leadership Camp starts soon, and Ravi Kumar is registered for it\.\n\nWhen: 12–14 Mar 2026\nWhere: St\. Peter’s College, Agra\nReference: 7B1-0DE\n\nWhat to bring:\nA Bible\nA water bottle\n\nhttps?:\/\/.+\/programmes\/camp$/,
    );
    for (const name of ['Maria D’Souza', 'Joseph Masih', 'Priya Singh'])
      expect(
        within(rowOf(name)).queryByRole('link', { name: /on WhatsApp/ }),
      ).not.toBeInTheDocument();
  });

  it('writes in Hindi to a registration made in Hindi', async () => {
    await show();
    const { to, text } = opened(await waitFor(() => remindLink('Asha Verma')));
    expect(to).toBe('https://wa.me/919876543210');
    expect(text).toContain('याद दिला दें: Youth Leadership Camp जल्द ही शुरू हो रहा है');
    expect(text).toContain('कब: 12–14 मार्च 2026');
    expect(text).toContain('साथ क्या लाएँ:\nबाइबिल');
    expect(text).toMatch(/\/hi\/programmes\/camp$/);
  });

  it('offers no link before the reminder settings are read, so that none leaves out what to bring', async () => {
    const settings = deferred<Awaited<ReturnType<typeof readProgrammeReminders>>>();
    vi.mocked(readProgrammeReminders).mockReturnValue(settings.promise);
    await show();
    expect(screen.queryByRole('link', { name: /on WhatsApp/ })).not.toBeInTheDocument();
    settings.resolve({
      programmeId: 'camp',
      email: true,
      whatToBring: 'A torch',
      whatToBringHi: '',
      updatedAt: '2026-02-20T09:30:00.000Z',
      updatedBy: 'uid-anita',
    });
    expect(opened(await screen.findByRole('link', { name: /Remind Ravi Kumar/ })).text).toContain(
      'What to bring:\nA torch',
    );
  });

  it("records the reminder as it is pressed, and the row says 'Reminded' with the time", async () => {
    const user = await show();
    await user.click(await waitFor(() => remindLink('Ravi Kumar')));
    expect(recordWhatsAppReminder).toHaveBeenCalledWith(ravi);
    expect(
      await within(rowOf('Ravi Kumar')).findByText('Reminded 10 Mar 2026, 09:30'),
    ).toBeVisible();
  });

  it("shows 'Reminded' for those reminded before", async () => {
    vi.mocked(listReminderSends).mockResolvedValue(
      new Map([
        [
          asha.id,
          {
            id: asha.id,
            programmeId: 'camp',
            emailedAt: null,
            whatsappAt: new Date(2026, 2, 9, 18, 5).toISOString(),
            whatsappBy: 'uid-anita',
            expiresAt: asha.expiresAt,
          },
        ],
      ]),
    );
    await show();
    expect(
      await within(rowOf('Asha Verma')).findByText('Reminded 9 Mar 2026, 18:05'),
    ).toBeVisible();
    expect(within(rowOf('Ravi Kumar')).queryByText(/^Reminded/)).not.toBeInTheDocument();
  });

  it('says when a reminder could not be recorded, the message sent all the same', async () => {
    vi.mocked(recordWhatsAppReminder).mockRejectedValue(permissionDenied());
    const user = await show();
    await user.click(await waitFor(() => remindLink('Ravi Kumar')));
    await findToast(
      'The reminder to Ravi Kumar was not recorded (Missing or insufficient permissions.); the screen will not show it.',
    );
    expect(within(rowOf('Ravi Kumar')).queryByText(/^Reminded/)).not.toBeInTheDocument();
  });

  it('says when a phone has no number WhatsApp knows', async () => {
    vi.mocked(listRegistrations).mockResolvedValue([{ ...ravi, phone: '+12 345 67' }]);
    await show();
    // Once the reminder settings are read, as every link is offered.
    expect(await within(rowOf('Ravi Kumar')).findByText('No WhatsApp number')).toBeVisible();
    expect(screen.queryByRole('link', { name: /on WhatsApp/ })).not.toBeInTheDocument();
  });

  it('offers it without what to bring when the reminders cannot be read (only logged)', async () => {
    vi.mocked(readProgrammeReminders).mockRejectedValue(new Error('offline'));
    vi.mocked(listReminderSends).mockRejectedValue(new Error('offline'));
    await show();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'The reminders sent could not be read',
        expect.anything(),
      ),
    );
    // Offered once the settings' read has failed.
    const link = await waitFor(() => remindLink('Ravi Kumar'));
    expect(opened(link).text).not.toContain('What to bring');
  });
});

/** The screen at `path`, for an owner, without waiting for it. */
function renderAt(path: string, access = accessOf()) {
  return render(
    <AccessContext value={access}>
      <MemoryRouter initialEntries={[path]}>
        <Toasts />
        <Routes>
          <Route path="/admin/events/:programmeId/registrations" element={<RegistrationsPage />} />
        </Routes>
      </MemoryRouter>
    </AccessContext>,
  );
}
