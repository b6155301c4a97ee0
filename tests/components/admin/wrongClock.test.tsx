/**
 * A save that the rules refuse while this device's clock is wrong says so, with both times, in
 * place of the usual failure (inline and as a toast). When the clock is right, or the website's
 * time cannot be read, the usual failure shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServerClock from '../../../src/services/serverClock';
import { MemberForm } from '../../../src/admin/members/MemberForm';
import { ProgrammeForm } from '../../../src/admin/programmes/ProgrammeForm';
import type { Programme } from '../../../src/domain/types';
import { readServerClock } from '../../../src/services/serverClock';
import { readProgrammeRegistration } from '../../../src/services/registration/registrations';
import { findToast, renderScreen, setUpScreenTests } from './helpers';
import { addMember, updateProgramme } from '../../../src/services/records';

vi.mock('../../../src/services/records', () => ({
  addMember: vi.fn(),
  addProgramme: vi.fn(),
  updateMember: vi.fn(),
  updateProgramme: vi.fn(),
}));
vi.mock('../../../src/services/images', () => ({
  uploadImage: vi.fn(),
  deleteImageByUrl: vi.fn(),
  deleteImageByPath: vi.fn(),
}));
// No programme takes registrations here: the form and cards read none from a backend.
vi.mock(
  '../../../src/services/registration/registrations',
  () => import('./serviceMocks/registrations'),
);
vi.mock('../../../src/services/serverClock', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerClock>()),
  readServerClock: vi.fn(),
}));

const camp: Programme = {
  id: 'camp',
  title: 'Youth Camp',
  startDate: '2026-11-28',
  endDate: '2026-11-29',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** What Firestore throws when its rules refuse a write. */
const refusedByRules = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

const WRONG_CLOCK =
  "This device's clock is wrong: it says 25 Nov 2026, 14:05, the website's time is " +
  '24 Nov 2026, 14:05. Set the right date and time on this device, then save again.';

setUpScreenTests();

beforeEach(() => {
  vi.mocked(readProgrammeRegistration).mockResolvedValue(null);
  vi.mocked(updateProgramme).mockRejectedValue(refusedByRules);
  vi.mocked(addMember).mockRejectedValue(refusedByRules);
  // A day ahead.
  vi.mocked(readServerClock).mockResolvedValue({
    device: new Date(2026, 10, 25, 14, 5),
    server: new Date(2026, 10, 24, 14, 5),
  });
});

async function updateCamp() {
  const user = userEvent.setup();
  renderScreen(<ProgrammeForm record={camp} onSaved={vi.fn()} />);
  const form = screen.getByRole('form', { name: 'Edit Event' });
  await user.click(within(form).getByRole('button', { name: 'Update Event' }));
  return form;
}

describe('a save the rules refuse', () => {
  it("says the device's clock is wrong when it is, inline and as a toast", async () => {
    const form = await updateCamp();
    await findToast(WRONG_CLOCK);
    // The form says it too, ready to save again, in a render after the toast's.
    await waitFor(() => {
      expect(within(form).getByRole('alert')).toHaveTextContent(WRONG_CLOCK);
      expect(within(form).getByRole('button', { name: 'Update Event' })).toBeEnabled();
    });
    expect(readServerClock).toHaveBeenCalledTimes(1);
    // The form stays as it was.
    expect(within(form).getByLabelText('Title')).toHaveValue('Youth Camp');
  });

  it('says so on adding too, for a clock behind (every record form shares it)', async () => {
    vi.mocked(readServerClock).mockResolvedValue({
      device: new Date(2026, 10, 23, 9, 30),
      server: new Date(2026, 10, 24, 14, 5),
    });
    const behind =
      "This device's clock is wrong: it says 23 Nov 2026, 09:30, the website's time is " +
      '24 Nov 2026, 14:05. Set the right date and time on this device, then save again.';
    const user = userEvent.setup();
    renderScreen(<MemberForm record={null} onSaved={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Add New Member' });
    await user.type(within(form).getByLabelText('Name'), 'Anna');
    await user.type(within(form).getByLabelText('Role'), 'President');
    await user.type(within(form).getByLabelText('Start Year'), '2025');
    await user.type(within(form).getByLabelText('End Year'), '2026');
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    await findToast(behind);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(behind));
  });

  it('gives the usual failure when the clock is right (off by under 5 minutes)', async () => {
    vi.mocked(readServerClock).mockResolvedValue({
      device: new Date(2026, 10, 24, 14, 9),
      server: new Date(2026, 10, 24, 14, 5),
    });
    const form = await updateCamp();
    await findToast('Failed to update event');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Failed to update event'),
    );
  });

  it("gives the usual failure when the website's time cannot be read", async () => {
    vi.mocked(readServerClock).mockResolvedValue(null);
    const form = await updateCamp();
    await findToast('Failed to update event');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Failed to update event'),
    );
    expect(readServerClock).toHaveBeenCalledTimes(1);
  });
});

it('a save that fails otherwise never asks for the time', async () => {
  vi.mocked(updateProgramme).mockRejectedValue(
    Object.assign(new Error('offline'), { code: 'unavailable' }),
  );
  await updateCamp();
  await findToast('Failed to update event');
  expect(readServerClock).not.toHaveBeenCalled();
});
