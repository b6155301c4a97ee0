import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as MembersService from '../../../src/services/members';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type * as ImageResize from '../../../src/admin/flow/imageResize';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MembersAdmin } from '../../../src/admin/members/MembersAdmin';
import { cropImage } from '../../../src/admin/flow/imageResize';
import { deleteUnreferencedFiles, uploadImage } from '../../../src/services/images';
import { listMembers } from '../../../src/services/members';
import { storageUrl } from '../../fixtures/documents';
import {
  answerDialog,
  changeLineOf,
  deferred,
  findToast,
  findToastBox,
  imageFile,
  member,
  renderScreen,
  setUpScreenTests,
  trashed,
} from './helpers';
import { addMember, updateMember } from '../../../src/services/records';
import { AlreadyInTrashError, moveToTrash, restoreFromTrash } from '../../../src/services/trash';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/members', async (importOriginal) => ({
  ...(await importOriginal<typeof MembersService>()),
  listMembers: vi.fn(),
}));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
// Canvas work is tested on its own; here the crop only has to hand back a JPEG.
vi.mock('../../../src/admin/flow/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  cropImage: vi.fn(),
}));

/** Anna's photo, as a download URL of the local emulators. */
const ANNA_PHOTO_PATH = 'members/1_cropped.jpeg';
const ANNA_PHOTO = storageUrl(ANNA_PHOTO_PATH);

const anna = member({
  id: 'anna',
  name: 'Anna',
  role: 'President',
  imageUrl: ANNA_PHOTO,
  createdAt: '2024-03-01T00:00:00.000Z',
});
const bob = member({
  id: 'bob',
  name: 'Bob',
  role: 'Secretary',
  startYear: 2020,
  endYear: 2022,
  createdAt: '2024-05-01T00:00:00.000Z',
});
const carl = member({
  id: 'carl',
  name: 'Carl',
  role: 'Treasurer',
  startYear: null,
  endYear: null,
  createdAt: '2024-01-01T00:00:00.000Z',
});

const cropped = new Blob(['jpeg'], { type: 'image/jpeg' });
const NOW = 1_700_000_000_000;

setUpScreenTests();

beforeEach(() => {
  vi.mocked(listMembers).mockResolvedValue([anna, bob, carl]);
  vi.mocked(addMember).mockResolvedValue('new-id');
  vi.mocked(updateMember).mockResolvedValue();
  vi.mocked(moveToTrash).mockResolvedValue(trashed('members', anna));
  vi.mocked(restoreFromTrash).mockResolvedValue();
  vi.mocked(uploadImage).mockResolvedValue('https://files/new.jpeg');
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.mocked(cropImage).mockResolvedValue(cropped);
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function openAddForm(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderScreen(<MembersAdmin />);
  await screen.findByText('Anna');
  await user.click(screen.getByRole('button', { name: 'Add New Member' }));
  return { user, form: screen.getByRole('form', { name: 'Add New Member' }) };
}

async function fillMember(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: { name?: string; role?: string; start?: string; end?: string },
) {
  const field = (label: string) => within(form).getByLabelText(label);
  for (const [label, value] of [
    ['Name', values.name],
    ['Role', values.role],
    ['Start Year', values.start],
    ['End Year', values.end],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

async function pickAndCrop(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.upload(within(form).getByLabelText('Image'), imageFile());
  const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
  fireEvent.load(within(dialog).getByRole('img', { name: 'Image to crop' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply Crop' }));
  await within(form).findByRole('img', { name: 'Cropped preview' });
}

describe('the list', () => {
  it("shows 'Manage Members' and cards, newest first by default", async () => {
    renderScreen(<MembersAdmin />);
    expect(screen.getByRole('heading', { name: 'Manage Members' })).toBeInTheDocument();
    await screen.findByText('Anna');
    expect(cardNames()).toEqual(['Bob', 'Anna', 'Carl']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest First');

    const annaCard = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(annaCard).getByRole('img', { name: 'Anna' })).toHaveAttribute('src', ANNA_PHOTO);
    expect(within(annaCard).getByText('President')).toBeInTheDocument();
    expect(within(annaCard).getByText('Period: 2023 - 2025')).toBeInTheDocument();
    expect(within(annaCard).getByRole('button', { name: 'Edit Anna' })).toBeInTheDocument();
    expect(within(annaCard).getByRole('button', { name: 'Delete Anna' })).toBeInTheDocument();
    // No photo: a placeholder silhouette.
    expect(screen.getByRole('img', { name: 'Bob (no photo)' })).toBeInTheDocument();
  });

  it('says on each card when it was added or last edited, and by whom when the team knows them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-05-04T00:00:00.000Z') });
    try {
      vi.mocked(listMembers).mockResolvedValue([
        {
          ...anna,
          createdBy: 'uid-ravi',
          updatedAt: '2024-05-01T00:00:00.000Z',
          updatedBy: 'uid-anita',
        },
        { ...bob, createdBy: 'uid-ravi' },
        // Someone the app cannot name, and a record from before changes were signed.
        { ...carl, createdBy: 'uid-unknown' },
        member({ id: 'dina', name: 'Dina', createdAt: '2024-05-03T12:00:00.000Z' }),
        member({ id: 'eli', name: 'Eli', createdAt: null }),
      ]);
      renderScreen(<MembersAdmin />);
      await screen.findByText('Anna');
      const changeOf = (name: string) =>
        changeLineOf(screen.getByRole('heading', { name }).closest('article') as HTMLElement);
      expect(['Anna', 'Bob', 'Carl', 'Dina', 'Eli'].map(changeOf)).toEqual([
        'Edited 3 days ago by Anita',
        'Added 3 days ago by Ravi',
        'Added 4 months ago',
        'Added 12 hours ago',
        null,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts by each option', async () => {
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    await screen.findByText('Anna');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'Name A-Z', 'Name Z-A']);
    await user.selectOptions(sort, 'Oldest First');
    expect(cardNames()).toEqual(['Carl', 'Anna', 'Bob']);
    await user.selectOptions(sort, 'Name A-Z');
    expect(cardNames()).toEqual(['Anna', 'Bob', 'Carl']);
    await user.selectOptions(sort, 'Name Z-A');
    expect(cardNames()).toEqual(['Carl', 'Bob', 'Anna']);
  });

  it('filters by time period', async () => {
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    await screen.findByText('Anna');
    const filter = screen.getByRole('combobox', { name: 'Time period' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Time Periods', '2023-2025', '2020-2022', 'No Time Period']);
    await user.selectOptions(filter, '2020-2022');
    expect(cardNames()).toEqual(['Bob']);
    await user.selectOptions(filter, 'No Time Period');
    expect(cardNames()).toEqual(['Carl']);
    expect(screen.getByText('Period: Not set')).toBeInTheDocument();
  });

  it('names a member with only one year by that year alone, on the card and in the filter', async () => {
    const user = userEvent.setup();
    const dina = member({ id: 'dina', name: 'Dina', startYear: 2024, endYear: null });
    const eli = member({ id: 'eli', name: 'Eli', startYear: null, endYear: 2024 });
    const fay = member({ id: 'fay', name: 'Fay', startYear: 2024, endYear: 2024 });
    vi.mocked(listMembers).mockResolvedValue([dina, eli, fay, bob]);
    renderScreen(<MembersAdmin />);
    await screen.findByText('Dina');
    const periodOf = (name: string) =>
      within(screen.getByRole('heading', { name }).closest('article') as HTMLElement).getByText(
        /^Period:/,
      ).textContent;
    expect(['Dina', 'Eli', 'Fay', 'Bob'].map(periodOf)).toEqual([
      'Period: 2024 - 2024',
      'Period: 2024 - 2024',
      'Period: 2024 - 2024',
      'Period: 2020 - 2022',
    ]);

    const filter = screen.getByRole('combobox', { name: 'Time period' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Time Periods', '2024-2024', '2020-2022', 'No Time Period']);
    await user.selectOptions(filter, '2024-2024');
    expect(cardNames().sort()).toEqual(['Dina', 'Eli', 'Fay']);
  });

  it('shows the empty state with a hint to change the filter', async () => {
    const user = userEvent.setup();
    vi.mocked(listMembers).mockResolvedValue([anna]);
    renderScreen(<MembersAdmin />);
    await screen.findByText('Anna');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Time period' }),
      'No Time Period',
    );
    expect(screen.getByText('No members found.')).toBeInTheDocument();
    expect(screen.getByText('Try changing the time period filter.')).toBeInTheDocument();
  });

  it('offers to add the first member when there are none', async () => {
    const user = userEvent.setup();
    vi.mocked(listMembers).mockResolvedValue([]);
    renderScreen(<MembersAdmin />);
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    expect(screen.queryByText('Try changing the time period filter.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first member!' }));
    expect(screen.getByRole('form', { name: 'Add New Member' })).toBeInTheDocument();
  });

  it('opens with the add form open from ?new=1, then drops it from the address', async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <output aria-label="Address">{pathname + search}</output>;
    }
    renderScreen(
      <>
        <MembersAdmin />
        <Where />
      </>,
      '/admin/members?new=1',
    );
    const form = screen.getByRole('form', { name: 'Add New Member' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
        /^\/admin\/members$/,
      ),
    );
    expect(screen.getByRole('form', { name: 'Add New Member' })).toBe(form);
    await screen.findByText('Anna');
  });

  it('opens with the form closed without ?new=1', async () => {
    renderScreen(<MembersAdmin />, '/admin/members');
    await screen.findByText('Anna');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch members' when the list cannot be read", async () => {
    vi.mocked(listMembers).mockRejectedValue(new Error('offline'));
    renderScreen(<MembersAdmin />);
    await findToast('Failed to fetch members');
  });
});

describe('the form', () => {
  it("toggles with 'Add New Member' / 'Cancel' and bounds the years", async () => {
    const { user, form } = await openAddForm();
    const thisYear = new Date().getFullYear();
    expect(within(form).getByLabelText('Start Year')).toHaveAttribute('min', '1900');
    expect(within(form).getByLabelText('Start Year')).toHaveAttribute('max', String(thisYear));
    expect(within(form).getByLabelText('End Year')).toHaveAttribute('min', '1900');
    expect(within(form).getByLabelText('End Year')).toHaveAttribute('max', String(thisYear + 10));
    expect(within(form).getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    expect(within(form).getByRole('button', { name: 'Add Member' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Member' })).toBeInTheDocument();
  });

  it.each([
    [{ name: '', role: 'Role', start: '2020', end: '2021' }, 'Name and role are required'],
    [{ name: 'Name', role: ' ', start: '2020', end: '2021' }, 'Name and role are required'],
    [
      { name: 'Name', role: 'Role', start: '', end: '2021' },
      'Start year and end year are required',
    ],
    [
      { name: 'Name', role: 'Role', start: '2022', end: '2021' },
      'Start year cannot be greater than end year',
    ],
  ])('refuses %o with “%s”, inline and as a toast', async (values, message) => {
    const { user, form } = await openAddForm();
    await fillMember(user, form, values);
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(addMember).not.toHaveBeenCalled();
  });

  it('adds a member with a cropped photo, then closes the form and reloads', async () => {
    const { user, form } = await openAddForm();
    await fillMember(user, form, { name: 'Dina', role: 'Member', start: '2024', end: '2026' });
    await pickAndCrop(user, form);
    expect(cropImage).toHaveBeenCalled();

    const saving = deferred<string>();
    vi.mocked(addMember).mockReturnValue(saving.promise);
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    expect(await within(form).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    saving.resolve('new-id');

    await findToast('Member added successfully');
    expect(uploadImage).toHaveBeenCalledWith(`members/${NOW}_cropped.jpeg`, cropped, undefined);
    expect(addMember).toHaveBeenCalledWith({
      name: 'Dina',
      role: 'Member',
      startYear: 2024,
      endYear: 2026,
      imageUrl: 'https://files/new.jpeg',
    });
    // The toast shows first; the form closes and the list is read again in a later render.
    await waitFor(() => {
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(listMembers).toHaveBeenCalledTimes(2);
    });
  });

  it('adds a member without a photo', async () => {
    const { user, form } = await openAddForm();
    await fillMember(user, form, { name: 'Dina', role: 'Member', start: '2024', end: '2026' });
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    await findToast('Member added successfully');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(addMember).toHaveBeenCalledWith(expect.objectContaining({ imageUrl: '' }));
  });

  it("keeps the form and deletes the upload when adding fails: 'Failed to add member'", async () => {
    vi.mocked(addMember).mockRejectedValue(new Error('permission denied'));
    const { user, form } = await openAddForm();
    await fillMember(user, form, { name: 'Dina', role: 'Member', start: '2024', end: '2026' });
    await pickAndCrop(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    await findToast('Failed to add member');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: 'https://files/new.jpeg' }]);
    // The button comes back in a render after the toast's.
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Add Member' })).toBeEnabled(),
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Dina');
  });

  it("says 'Failed to add member' when the photo cannot be uploaded", async () => {
    vi.mocked(uploadImage).mockRejectedValue(new Error('storage/quota-exceeded'));
    const { user, form } = await openAddForm();
    await fillMember(user, form, { name: 'Dina', role: 'Member', start: '2024', end: '2026' });
    await pickAndCrop(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    await findToast('Failed to add member');
    expect(addMember).not.toHaveBeenCalled();
  });
});

describe('the crop dialog', () => {
  it('opens on a picked file, disables the file input and submit, and Cancel discards it', async () => {
    const { user, form } = await openAddForm();
    const input = within(form).getByLabelText('Image');
    await user.upload(input, imageFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Image to crop' })).toHaveStyle({
      maxHeight: '400px',
    });
    expect(input).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Add Member' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    expect(within(form).queryByRole('img', { name: 'Cropped preview' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add Member' })).toBeEnabled();
    expect(cropImage).not.toHaveBeenCalled();
  });

  it("says 'Failed to crop image' when the crop fails", async () => {
    vi.mocked(cropImage).mockRejectedValue(new Error('canvas'));
    const { user, form } = await openAddForm();
    await user.upload(within(form).getByLabelText('Image'), imageFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    fireEvent.load(within(dialog).getByRole('img', { name: 'Image to crop' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Crop' }));
    await findToast('Failed to crop image');
    expect(cropImage).toHaveBeenCalled();
    expect(within(form).queryByRole('img', { name: 'Cropped preview' })).not.toBeInTheDocument();
  });

  it.each([
    ['notes.txt', 'text/plain', 100, 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)'],
    [
      'scan.pdf',
      'application/pdf',
      15 * 1024 * 1024,
      'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    ],
  ])('refuses %s (%s, %i bytes) before any crop or upload', async (name, type, size, message) => {
    // As a browser's "All files" choice would: the accept filter is not applied.
    const { user, form } = await openAddForm({ applyAccept: false });
    await user.upload(within(form).getByLabelText('Image'), imageFile(name, type, size));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('takes a 15 MB phone photo into the crop, and uploads the small crop', async () => {
    const { user, form } = await openAddForm();
    await fillMember(user, form, { name: 'Dina', role: 'Member', start: '2024', end: '2026' });
    const photo = imageFile('IMG_0001.jpg', 'image/jpeg', 15 * 1024 * 1024);
    await user.upload(within(form).getByLabelText('Image'), photo);
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    fireEvent.load(within(dialog).getByRole('img', { name: 'Image to crop' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Crop' }));
    await within(form).findByRole('img', { name: 'Cropped preview' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    await findToast('Member added successfully');
    expect(uploadImage).toHaveBeenCalledWith(`members/${NOW}_cropped.jpeg`, cropped, undefined);
  });

  it('says which photos work when the picked file cannot be shown as an image', async () => {
    const message =
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.';
    const { user, form } = await openAddForm();
    const input = within(form).getByLabelText('Image');
    await user.upload(input, imageFile('IMG_0002.heic', 'image/heic', 3 * 1024 * 1024));
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    fireEvent.error(within(dialog).getByRole('img', { name: 'Image to crop' }));

    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect((input as HTMLInputElement).files).toHaveLength(0);
    expect(within(form).queryByRole('img', { name: 'Cropped preview' })).not.toBeInTheDocument();
    expect(cropImage).not.toHaveBeenCalled();
  });
});

describe('editing', () => {
  async function openEdit(name = 'Anna') {
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
    return { user, form: screen.getByRole('form', { name: 'Edit Member' }) };
  }

  it('fills the form from the record and keeps the photo when none is picked', async () => {
    const { user, form } = await openEdit();
    expect(within(form).getByLabelText('Name')).toHaveValue('Anna');
    expect(within(form).getByLabelText('Role')).toHaveValue('President');
    expect(within(form).getByLabelText('Start Year')).toHaveValue(2023);
    expect(within(form).getByLabelText('End Year')).toHaveValue(2025);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await fillMember(user, form, { role: 'Vice President' });
    await user.click(within(form).getByRole('button', { name: 'Update Member' }));
    await findToast('Member updated successfully');
    expect(updateMember).toHaveBeenCalledWith('anna', {
      name: 'Anna',
      role: 'Vice President',
      startYear: 2023,
      endYear: 2025,
      imageUrl: '',
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(uploadImage).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('with a new photo uploads it, updates, and only then deletes the old photo', async () => {
    const order: string[] = [];
    vi.mocked(uploadImage).mockImplementation(async () => {
      order.push('upload');
      return 'https://files/new.jpeg';
    });
    vi.mocked(updateMember).mockImplementation(async () => {
      order.push('update');
    });
    vi.mocked(deleteUnreferencedFiles).mockImplementation(async (files) => {
      order.push(`delete ${files.map((f) => ('url' in f ? f.url : f.path)).join()}`);
    });
    const { user, form } = await openEdit();
    await pickAndCrop(user, form);
    await user.click(within(form).getByRole('button', { name: 'Update Member' }));
    await findToast('Member updated successfully');
    expect(order).toEqual(['upload', 'update', `delete ${ANNA_PHOTO}`]);
    expect(updateMember).toHaveBeenCalledWith(
      'anna',
      expect.objectContaining({ imageUrl: 'https://files/new.jpeg' }),
    );
  });

  it("loses nothing when the update fails: 'Failed to update member'", async () => {
    vi.mocked(updateMember).mockRejectedValue(new Error('permission denied'));
    const { user, form } = await openEdit();
    await fillMember(user, form, { name: 'Anna Maria' });
    await pickAndCrop(user, form);
    await user.click(within(form).getByRole('button', { name: 'Update Member' }));
    await findToast('Failed to update member');
    // The new upload is removed again; the old photo is left alone.
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: 'https://files/new.jpeg' }]);
    expect(deleteUnreferencedFiles).not.toHaveBeenCalledWith([{ url: ANNA_PHOTO }]);
    // The form stays open with what was typed, its button back once the save has failed.
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Update Member' })).toBeEnabled(),
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Anna Maria');
  });
});

describe('deleting', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    const opener = await screen.findByRole('button', { name: 'Delete Anna' });
    await user.click(opener);
    await answerDialog(user, 'Are you sure you want to delete this member?', 'Cancel');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(moveToTrash).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('moves the member to the Trash, keeps the photo, reloads, and Undo puts it back', async () => {
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = await findToastBox('Member deleted successfully');
    expect(moveToTrash).toHaveBeenCalledWith('members', 'anna');
    // The Trash may put Anna back: her photo stays until she is deleted for good.
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
    await waitFor(() => expect(listMembers).toHaveBeenCalledTimes(2));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await findToast('Member put back: Anna');
    expect(restoreFromTrash).toHaveBeenCalledWith(trashed('members', anna));
    await waitFor(() => expect(listMembers).toHaveBeenCalledTimes(3));
  });

  it("says 'Failed to delete member' and keeps the photo when the record stays", async () => {
    vi.mocked(moveToTrash).mockRejectedValue(new Error('permission denied'));
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete member');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });

  it('says a copy of the record is already in the Trash, and keeps the record', async () => {
    vi.mocked(moveToTrash).mockRejectedValue(new AlreadyInTrashError());
    const user = userEvent.setup();
    renderScreen(<MembersAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = await findToast(
      'A copy of this record is already in the Trash. Restore or delete it there first.',
    );
    expect(within(toast).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(listMembers).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });
});
