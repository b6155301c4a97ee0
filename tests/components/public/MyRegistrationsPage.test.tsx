/**
 * 'My registrations' as a registrant or parent meets it: signing in by the link, the list,
 * cancelling (confirmed in a dialog, deleted at once), and deleting the sign-in account once none
 * is left; the services mocked at their module boundary.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registration } from '../../../src/domain/registration/registrations';
import type { Programme } from '../../../src/domain/types';
import { MyRegistrationsPage } from '../../../src/pages/MyRegistrationsPage';
import { getProgramme } from '../../../src/services/programmes';
import {
  cancelMine,
  deleteMyAccount,
  listMyRegistrations,
  sendSignInLink,
} from '../../../src/services/registration/registrant';
import { RegistrationRefused, resetRegistrant, signInAs } from './registrantMock';

vi.mock('../../../src/services/registration/registrant', () => import('./registrantMock'));
vi.mock('../../../src/services/programmes', () => ({ getProgramme: vi.fn() }));

const PARENT = { uid: 'parent-uid', email: 'parent@example.com' };

const camp: Programme = {
  id: 'camp',
  title: 'Leadership Camp',
  startDate: '2026-03-14',
  endDate: '2026-03-15',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function registration(overrides: Partial<Registration> & Pick<Registration, 'id' | 'name'>) {
  return {
    programmeId: 'camp',
    account: PARENT.uid,
    email: PARENT.email,
    dob: '2010-01-20',
    phone: '+91 98765 43210',
    parish: 'St Mary',
    deanery: 'Agra',
    emergencyName: 'Mary',
    emergencyPhone: '98765 01234',
    answers: {},
    health: '',
    consent: 'guardian',
    noticeVersion: '2026-11-27',
    noticeLanguage: 'en',
    createdAt: '2026-02-10T10:00:00.000Z',
    status: 'confirmed',
    waitNumber: null,
    cancelReason: '',
    arrivedAt: null,
    addedBy: '',
    expiresAt: '2027-03-16T00:00:00.000Z',
    ...overrides,
  } satisfies Registration;
}

const asha = registration({ id: 'r-asha', name: 'Asha Thomas' });
const john = registration({
  id: 'r-john',
  name: 'John Thomas',
  status: 'waiting',
  waitNumber: 2,
  createdAt: '2026-02-11T10:00:00.000Z',
});
const gone = registration({
  id: 'r-gone',
  name: 'Asha Thomas',
  programmeId: 'old-rally',
  status: 'cancelled',
  cancelReason: 'The rally was called off',
  createdAt: '2026-01-05T10:00:00.000Z',
});

/** Asha's 'Cancel' as screen readers name it (the words after 'Cancel' are visually hidden). */
const CANCEL_ASHA = /^Cancel\s*Asha Thomas's registration for Leadership Camp$/;

function renderPage() {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={['/my-registrations']}>
        <Routes>
          <Route path="/my-registrations" element={<MyRegistrationsPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

// jsdom has no modal dialogs: what the browser does, opening and closing one.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  resetRegistrant();
  vi.mocked(getProgramme)
    .mockReset()
    .mockImplementation(async (id) => (id === 'camp' ? camp : null));
  vi.mocked(listMyRegistrations).mockResolvedValue([asha, john, gone]);
});
afterEach(() => vi.restoreAllMocks());

describe('signed out', () => {
  it('asks for the address and sends the link back to this page, keeping the address here', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your registrations' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a sign-in link to parent@example.com.',
    );
    expect(sendSignInLink).toHaveBeenCalledWith(
      'parent@example.com',
      `${window.location.origin}/my-registrations`,
      { remember: true },
    );
    expect(listMyRegistrations).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it("lists the account's registrations, newest first: programme, person, status and reference", async () => {
    signInAs(PARENT);
    renderPage();
    const list = await screen.findByRole('list');
    // What each item shows, in order: the programme, its dates, the person, the status, the button.
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('h2, p, button')].map((part) => part.textContent));
    expect(items).toEqual([
      [
        'Leadership Camp',
        '14–15 Mar 2026',
        'John Thomas',
        'On the waiting list, number 2',
        'Reference: RJO-HN',
        "Cancel John Thomas's registration for Leadership Camp",
      ],
      [
        'Leadership Camp',
        '14–15 Mar 2026',
        'Asha Thomas',
        'Registered',
        'Reference: RAS-HA',
        "Cancel Asha Thomas's registration for Leadership Camp",
      ],
      [
        'a programme no longer on the site',
        'Asha Thomas',
        'Cancelled by the team: The rally was called off',
        'Reference: RGO-NE',
        "Delete Asha Thomas's registration for a programme no longer on the site",
      ],
    ]);
    expect(within(list).getAllByRole('link', { name: 'Leadership Camp' })[0]).toHaveAttribute(
      'href',
      '/programmes/camp',
    );
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as parent@example.com.');
  });

  it('says so when the list cannot be read', async () => {
    signInAs(PARENT);
    vi.mocked(listMyRegistrations).mockRejectedValue(
      new Error('No connection: your registrations could not be read. Try again when you are online.'),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection: your registrations could not be read.',
    );
  });

  it('cancels only once confirmed in the dialog, at once, and says so', async () => {
    signInAs(PARENT);
    const user = userEvent.setup();
    renderPage();
    const cancelAsha = await screen.findByRole('button', { name: CANCEL_ASHA });
    await user.click(cancelAsha);
    const dialog = screen.getByRole('dialog', { name: "Cancel Asha Thomas's registration?" });
    expect(dialog).toHaveTextContent(
      "Asha Thomas's registration for Leadership Camp is deleted at once, and the place is freed for someone else.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelMine).not.toHaveBeenCalled();
    expect(cancelAsha).toHaveFocus();

    await user.click(cancelAsha);
    await user.click(screen.getByRole('button', { name: 'Cancel the registration' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Asha Thomas's registration for Leadership Camp was cancelled and deleted.",
    );
    expect(cancelMine).toHaveBeenCalledWith(asha);
    expect(screen.queryByText('Registered')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says why a cancellation failed, and keeps the registration listed', async () => {
    signInAs(PARENT);
    vi.mocked(cancelMine).mockRejectedValue(
      new RegistrationRefused('This registration was already removed.'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: CANCEL_ASHA }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration was already removed.',
    );
    expect(screen.getByText('Registered')).toBeInTheDocument();
  });

  it('offers to delete the sign-in account once the last one is cancelled', async () => {
    signInAs(PARENT);
    vi.mocked(listMyRegistrations).mockResolvedValue([asha]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: CANCEL_ASHA }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the registration' }));
    // Each heading takes the focus in an effect run after it is drawn.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'You have no registrations left' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Delete my sign-in account too' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Your sign-in account was deleted' }),
      ).toHaveFocus(),
    );
    expect(deleteMyAccount).toHaveBeenCalledTimes(1);
  });

  it('says why the account could not be deleted', async () => {
    signInAs(PARENT);
    vi.mocked(listMyRegistrations).mockResolvedValue([]);
    vi.mocked(deleteMyAccount).mockRejectedValue(
      new Error(
        'For your safety, deleting the account needs a fresh sign-in: sign out, sign in again with a new link, then delete it.',
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You have no registrations' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my sign-in account too' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'For your safety, deleting the account needs a fresh sign-in',
      ),
    );
    expect(screen.getByRole('button', { name: 'Delete my sign-in account too' })).toBeEnabled();
  });
});
