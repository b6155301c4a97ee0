/**
 * The certificates of participation, printed from a programme's registrations screen: the button,
 * the sheet it puts on the page (one certificate per person arrived), the wait for the logos
 * before the print dialog, and the print stylesheet that keeps the sheet off the screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessContext } from '../../../src/admin/access/AccessContext';
import { PICTURES_WAIT_MS } from '../../../src/admin/registrations/printedSheet';
import { RegistrationsPage } from '../../../src/admin/registrations/RegistrationsPage';
import { Toasts } from '../../../src/admin/ui/Toasts';
import { PROFILE } from '../../../src/config/profile';
import { aRegistration } from '../../fixtures/registration';
import type * as ProgrammesService from '../../../src/services/programmes';
import { getProgramme } from '../../../src/services/programmes';
import {
  listDownloads,
  listRegistrations,
  readProgrammeRegistration,
} from '../../../src/services/registration/registrations';
import { accessOf, findToast, programme, setUpScreenTests } from './helpers';

vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);
// The desk keeps the programme's counts after each read: not the concern here.
vi.mock('../../../src/services/registration/programmeCounts', () => ({
  keepProgrammeCounts: vi.fn(async () => false),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  getProgramme: vi.fn(),
}));

const root = path.resolve(import.meta.dirname, '../../..');
const STYLESHEET = readFileSync(
  path.join(root, 'src/admin/registrations/registrations.css'),
  'utf8',
);

const camp = programme({
  id: 'camp',
  title: 'Youth Leadership Camp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  place: 'St. Peter’s College, Agra',
});

const ARRIVED = '2026-03-12T04:00:00.000Z';

const registration = aRegistration;

/** The longest name a registration holds: 100 characters, in words. */
const LONGEST_NAME = `${'Mariamma Philomena Thekkekarayil '.repeat(3)}Kurian`.slice(0, 100);

const ravi = registration({ id: 'ravi', name: 'Ravi Kumar', arrivedAt: ARRIVED });
const asha = registration({ id: 'asha', name: 'Asha Verma' });
const vikram = registration({
  id: 'camp_walk-in_2001-01-01_0a1b2c3d',
  name: 'Vikram Lal',
  account: '',
  email: '',
  consent: 'paper',
  addedBy: 'uid-anita',
  arrivedAt: ARRIVED,
});
const mariamma = registration({ id: 'mariamma', name: LONGEST_NAME, arrivedAt: ARRIVED });
// Cancelled after arriving: cancelling keeps the time of arrival.
const priya = registration({
  id: 'priya',
  name: 'Priya Singh',
  status: 'cancelled',
  cancelReason: 'Went home ill',
  arrivedAt: ARRIVED,
});
const maria = registration({
  id: 'maria',
  name: 'Maria D’Souza',
  status: 'waiting',
  waitNumber: 1,
});

setUpScreenTests();

beforeEach(() => {
  vi.mocked(getProgramme).mockResolvedValue(camp);
  vi.mocked(readProgrammeRegistration).mockResolvedValue({
    programmeId: 'camp',
    open: true,
    closesOn: '2026-03-11',
    capacity: null,
    minAge: null,
    maxAge: null,
    fee: '',
    questions: [],
    confirmed: 4,
    waiting: 1,
    nextWait: 2,
    lastChange: '',
  });
  vi.mocked(listRegistrations).mockResolvedValue([ravi, asha, vikram, mariamma, priya, maria]);
  vi.mocked(listDownloads).mockResolvedValue([]);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The registrations screen of the camp, for an owner, once read. */
async function show() {
  const user = userEvent.setup();
  render(
    <AccessContext value={accessOf()}>
      <MemoryRouter initialEntries={['/admin/events/camp/registrations']}>
        <Toasts />
        <Routes>
          <Route path="/admin/events/:programmeId/registrations" element={<RegistrationsPage />} />
        </Routes>
      </MemoryRouter>
    </AccessContext>,
  );
  await screen.findByRole('heading', { name: 'Youth Leadership Camp' });
  return user;
}

const NOBODY =
  "Nobody has arrived yet, so there is nobody to certify. Mark each person 'Arrived' at the door, then print the certificates.";

const printButton = () => screen.getByRole('button', { name: 'Print certificates' });
const certificates = () =>
  document.querySelectorAll<HTMLElement>('body > .printed-sheet.certificate-sheet .certificate');

/** The pictures of the sheet on the page load (jsdom loads none by itself). */
function logosLoad() {
  for (const logo of document.querySelectorAll('.certificate-sheet img')) fireEvent.load(logo);
}

describe("'Print certificates'", () => {
  it('prints one certificate per person arrived, by name, once the logos have loaded', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(printButton());
    // Outside the app, so that the print stylesheet can print it alone.
    const sheet = document.querySelector<HTMLElement>('body > .printed-sheet.certificate-sheet');
    expect(sheet).not.toBeNull();
    // The dialog waits for the logos, so that they are on the paper.
    expect(print).not.toHaveBeenCalled();
    logosLoad();
    expect(print).toHaveBeenCalledTimes(1);

    // Neither Asha (not arrived), Maria (waiting) nor Priya (cancelled after arriving).
    const pages = within(sheet!).getAllByRole('article');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual([
      LONGEST_NAME,
      'Ravi Kumar',
      'Vikram Lal',
    ]);
    expect(sheet).not.toHaveTextContent('Asha Verma');
    expect(sheet).not.toHaveTextContent('Maria D’Souza');
    expect(sheet).not.toHaveTextContent('Priya Singh');
  });

  it('says on each certificate the commission, the person, the programme, its dates and place, and who signs', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(printButton());
    const ravisPage = within(screen.getByRole('article', { name: 'Ravi Kumar' }));
    expect(ravisPage.getByRole('img', { name: PROFILE.logos.crest.alt })).toHaveAttribute(
      'src',
      PROFILE.logos.crest.src,
    );
    expect(ravisPage.getByRole('img', { name: PROFILE.logos.emblem.alt })).toHaveAttribute(
      'src',
      PROFILE.logos.emblem.src,
    );
    expect(
      ravisPage.getByRole('heading', { name: 'Certificate of participation' }),
    ).toBeInTheDocument();
    expect(
      [...screen.getByRole('article', { name: 'Ravi Kumar' }).querySelectorAll('p')].map(
        (line) => line.textContent,
      ),
    ).toEqual([
      'Youth Commission of Agra Archdiocese',
      'This is to certify that',
      'Ravi Kumar',
      'took part in',
      'Youth Leadership Camp',
      '12–14 Mar 2026, St. Peter’s College, Agra',
      'Diocesan Youth Director',
      'Chairman',
    ]);
    // Each signature is a line over its office.
    expect(ravisPage.getByText('Chairman')).toHaveClass('certificate-signature');
    expect(ravisPage.getByText('Diocesan Youth Director')).toHaveClass('certificate-signature');
  });

  it('leaves out the place of a programme that has none', async () => {
    vi.mocked(getProgramme).mockResolvedValue({ ...camp, place: '' });
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(printButton());
    expect(
      within(screen.getByRole('article', { name: 'Ravi Kumar' })).getByText('12–14 Mar 2026'),
    ).toHaveClass('certificate-when');
  });

  it('sets a longer name in smaller letters, down to the longest a registration holds', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const shortest = registration({ id: 'al', name: 'Al', arrivedAt: ARRIVED });
    const long = registration({
      id: 'long',
      name: 'Maria Philomena Thekkekarayil Kurian', // 36 characters
      arrivedAt: ARRIVED,
    });
    vi.mocked(listRegistrations).mockResolvedValue([shortest, long, mariamma]);
    const user = await show();
    await user.click(printButton());
    const nameOn = (name: string) => within(screen.getByRole('article', { name })).getByText(name);
    expect(LONGEST_NAME).toHaveLength(100);
    expect(nameOn('Al')).toHaveAttribute('class', 'certificate-name');
    expect(nameOn(long.name)).toHaveAttribute('class', 'certificate-name certificate-name-long');
    expect(nameOn(LONGEST_NAME)).toHaveAttribute(
      'class',
      'certificate-name certificate-name-longest',
    );
  });

  it('says there is nobody to certify while nobody has arrived, and prints nothing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    vi.mocked(listRegistrations).mockResolvedValue([asha, priya, maria]);
    const user = await show();
    await user.click(printButton());
    await findToast(NOBODY);
    expect(print).not.toHaveBeenCalled();
    expect(certificates()).toHaveLength(0);
  });

  it('says so too when nobody has registered', async () => {
    vi.mocked(listRegistrations).mockResolvedValue([]);
    const user = await show();
    await user.click(printButton());
    await findToast(NOBODY);
    expect(certificates()).toHaveLength(0);
  });

  it('takes the sheet away once the print dialog closes', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(printButton());
    expect(certificates()).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(certificates()).toHaveLength(0);
    expect(document.querySelector('.printed-sheet')).toBeNull();
  });

  it('prints the certificates alone after the check-in list, even if the list was never taken away', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Print check-in list' }));
    expect(print).toHaveBeenCalledTimes(1);
    // No 'afterprint' (a browser that does not say when its dialog closed).
    await user.click(printButton());
    logosLoad();
    expect(print).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('body > .printed-sheet')).toHaveLength(1);
    expect(document.querySelector('.checkin-sheet')).toBeNull();
    expect(certificates()).toHaveLength(3);
  });
});

describe('certificates for one day of a programme of several days', () => {
  // The camp's three days: Ravi and Vikram came on the first; Ravi came on the second too.
  beforeEach(() => {
    vi.mocked(listRegistrations).mockResolvedValue([
      { ...ravi, presentOn: ['2026-03-12', '2026-03-13'] },
      asha,
      vikram,
      priya,
    ]);
  });

  it('prints those present on the day chosen', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    const choice = screen.getByRole('combobox', { name: 'Certificates for' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Everyone who came',
      'Present on day 1 (Thu 12 Mar)',
      'Present on day 2 (Fri 13 Mar)',
      'Present on day 3 (Sat 14 Mar)',
    ]);
    await user.selectOptions(choice, 'Present on day 2 (Fri 13 Mar)');
    await user.click(printButton());
    expect([...certificates()].map((c) => c.getAttribute('aria-label'))).toEqual(['Ravi Kumar']);
  });

  it('says nobody is marked present on a day without anyone, and prints nothing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await show();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Certificates for' }),
      'Present on day 3 (Sat 14 Mar)',
    );
    await user.click(printButton());
    await findToast(
      "Nobody is marked present on day 3 (Sat 14 Mar), so there is nobody to certify for it. Choose another day, or 'Everyone who came'.",
    );
    expect(print).not.toHaveBeenCalled();
  });
});

describe('the wait for the logos', () => {
  it('prints when a logo cannot be loaded, without it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    vi.mocked(listRegistrations).mockResolvedValue([ravi]);
    const user = await show();
    await user.click(printButton());
    const [crest, emblem] = document.querySelectorAll('.certificate-sheet img');
    fireEvent.error(crest!);
    expect(print).not.toHaveBeenCalled();
    fireEvent.load(emblem!);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it(`prints after ${PICTURES_WAIT_MS / 1000} s at the latest when a logo never comes`, async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    vi.mocked(listRegistrations).mockResolvedValue([ravi]);
    await show();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(printButton());
    expect(certificates()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(PICTURES_WAIT_MS - 1));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    // A logo that loads later does not open the dialog again.
    logosLoad();
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the print stylesheet', () => {
  it('keeps every printed sheet off the screen, the certificates as the check-in list', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const style = document.createElement('style');
    style.textContent = STYLESHEET;
    document.head.append(style);
    try {
      const user = await show();
      await user.click(printButton());
      const sheet = document.querySelector<HTMLElement>('.certificate-sheet')!;
      expect(getComputedStyle(sheet).display).toBe('none');
      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      await user.click(screen.getByRole('button', { name: 'Print check-in list' }));
      expect(getComputedStyle(document.querySelector('.checkin-sheet')!).display).toBe('none');
      // The screen itself shows.
      expect(screen.getByRole('button', { name: 'Print certificates' })).toBeVisible();
    } finally {
      style.remove();
    }
  });

  it('prints a sheet alone, each certificate on an A4 landscape page of its own', () => {
    const print = /@media print \{([^]*?)\n\}/.exec(STYLESHEET)?.[1] ?? '';
    expect(print).toMatch(
      /body:has\(> \.printed-sheet\) > :not\(\.printed-sheet\) \{\s*display: none !important;/,
    );
    expect(print).toMatch(/\.printed-sheet \{\s*display: block;/);
    expect(STYLESHEET).toMatch(/@page certificate \{\s*size: A4 landscape;/);
    const rule = (selector: string) =>
      new RegExp(`\\n${selector.replace(/[.:]/g, '\\$&')} \\{([^}]*)\\}`).exec(STYLESHEET)?.[1] ??
      '';
    expect(rule('.certificate')).toMatch(/\bpage: certificate;/);
    expect(rule('.certificate')).toMatch(/\bbreak-after: page;/);
    // Nothing spills onto a page of its own: long words wrap, and what is left over is hidden.
    expect(rule('.certificate')).toMatch(/\boverflow-wrap: anywhere;/);
    expect(rule('.certificate')).toMatch(/\boverflow: hidden;/);
    expect(rule('.certificate:last-child')).toMatch(/\bbreak-after: auto;/);
    const size = (selector: string) => Number(/font-size: (\d+)pt;/.exec(rule(selector))?.[1]);
    expect(size('.certificate-name')).toBeGreaterThan(size('.certificate-name-long'));
    expect(size('.certificate-name-long')).toBeGreaterThan(size('.certificate-name-longest'));
  });
});
