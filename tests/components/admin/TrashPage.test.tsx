/** Settings' Trash page: what an owner and an editor see and may do there. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrashPage } from '../../../src/admin/settings/TrashPage';
import type { GalleryImage } from '../../../src/domain/types';
import {
  RecordExistsError,
  deleteForever,
  emptyTrash,
  listTrash,
  purgeExpiredTrash,
  restoreFromTrash,
} from '../../../src/services/trash';
import {
  accessOf,
  answerDialog,
  findToast,
  liveToasts,
  member,
  permissionDenied,
  programme,
  renderScreen,
  setUpScreenTests,
  tableRows,
  trashed,
} from './helpers';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));

/** Tuesday 10 February 2026, noon on the clock of whoever looks. */
const NOW = new Date(2026, 1, 10, 12, 0);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const anna = member({ id: 'anna', name: 'Anna', role: 'President' });
const picnic: GalleryImage = {
  id: 'picnic',
  title: 'Picnic',
  imageUrl: 'https://files/gallery_1_picnic.webp',
  fileName: 'gallery_1_picnic.webp',
  createdAt: new Date('2025-05-01T00:00:00.000Z'),
};
const camp = programme({
  id: 'camp',
  title: 'Camp',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
});

const annaItem = trashed('members', anna, { deletedAt: ago(DAY), deletedBy: 'uid-ravi' });
// Deleted by someone the app cannot name, on the last day of its 30.
const picnicItem = trashed('gallery', picnic, {
  deletedAt: ago(29 * DAY + HOUR),
  deletedBy: 'uid-unknown',
});
const campItem = trashed('events', camp, { deletedAt: ago(2 * HOUR), deletedBy: 'uid-bea' });

setUpScreenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(purgeExpiredTrash).mockResolvedValue(0);
  vi.mocked(listTrash).mockResolvedValue([annaItem, picnicItem, campItem]);
  vi.mocked(restoreFromTrash).mockResolvedValue();
  vi.mocked(deleteForever).mockResolvedValue();
  vi.mocked(emptyTrash).mockResolvedValue({ failed: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page as an owner sees it, unless another access is given. */
async function show(access = accessOf(), path = '/admin/settings/trash') {
  const user = userEvent.setup();
  renderScreen(<TrashPage />, path, access);
  await screen.findByRole('table', { name: 'Trash' });
  return { user, access };
}

/** The Trash's rows as read. */
const rows = () => tableRows('Trash');

describe('what it shows', () => {
  it('lists each item, newest first: its kind, name, when and by whom it was deleted, the days left', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 2, name: 'Trash' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Event', 'Camp', '2 hours ago', 'Bea', '30 days', 'RestoreDelete forever'],
      ['Member', 'Anna', 'yesterday', 'Ravi', '29 days', 'RestoreDelete forever'],
      ['Gallery image', 'Picnic', '29 days ago', 'Unknown', '1 day', 'RestoreDelete forever'],
    ]);
  });

  it('offers an owner Restore, Delete forever and Empty the Trash, and says what Delete forever is for', async () => {
    await show();
    expect(screen.getByRole('button', { name: 'Restore Anna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete forever Anna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty the Trash' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Delete forever removes one at once, with its photos: use it when someone asks for their photo to be taken off the website.',
      ),
    ).toBeInTheDocument();
  });

  it('offers an editor Restore only, and says who can delete for good', async () => {
    await show(accessOf({ role: 'editor', uid: 'uid-ravi' }));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Restore Camp',
      'Restore Anna',
      'Restore Picnic',
    ]);
    expect(
      screen.getByText('Only an owner can delete something forever before its 30 days are over.'),
    ).toBeInTheDocument();
  });

  it('says when the Trash is empty, and offers no Empty the Trash', async () => {
    vi.mocked(listTrash).mockResolvedValue([]);
    renderScreen(<TrashPage />, '/admin/settings/trash', accessOf());
    expect(await screen.findByText('The Trash is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty the Trash' })).not.toBeInTheDocument();
  });

  it('says when the Trash cannot be read', async () => {
    vi.mocked(listTrash).mockRejectedValue(new Error('offline'));
    renderScreen(<TrashPage />, '/admin/settings/trash', accessOf());
    await findToast('Could not read the Trash: offline');
    // The toast shows first; the section says it in a later render.
    expect(await screen.findByText('The Trash could not be read.')).toBeInTheDocument();
    expect(screen.queryByText('The Trash is empty.')).not.toBeInTheDocument();
  });

  it('takes the focus when opened at its address (the dashboard links there)', async () => {
    await show(accessOf(), '/admin/settings/trash#trash');
    // The focus moves once the list is shown, which a busy machine may take a moment for.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Trash' })).toHaveFocus(),
    );
  });

  it('leaves the focus alone when opened from the list of Settings', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 2, name: 'Trash' })).not.toHaveFocus();
  });
});

describe('letting expired items go', () => {
  it('happens once, when the section opens, before the Trash is read', async () => {
    const { user } = await show();
    expect(purgeExpiredTrash).toHaveBeenCalledTimes(1);
    expect(vi.mocked(purgeExpiredTrash).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(listTrash).mock.invocationCallOrder[0] as number,
    );
    await user.click(screen.getByRole('button', { name: 'Restore Anna' }));
    await waitFor(() => expect(listTrash).toHaveBeenCalledTimes(2));
    expect(purgeExpiredTrash).toHaveBeenCalledTimes(1);
  });

  it('fails silently but is logged, and the Trash is read all the same', async () => {
    const failure = new Error('offline');
    vi.mocked(purgeExpiredTrash).mockRejectedValue(failure);
    await show();
    expect(console.error).toHaveBeenCalledWith(
      'Could not delete the expired items of the Trash',
      failure,
    );
    expect(rows()).toHaveLength(3);
    expect(liveToasts()).toEqual([]);
  });
});

describe('Restore', () => {
  it('puts the item back and reads the Trash again', async () => {
    const { user } = await show(accessOf({ role: 'editor', uid: 'uid-ravi' }));
    await user.click(screen.getByRole('button', { name: 'Restore Anna' }));
    await findToast('Member put back: Anna');
    expect(restoreFromTrash).toHaveBeenCalledWith(annaItem);
    await waitFor(() => expect(listTrash).toHaveBeenCalledTimes(2));
  });

  it('says so plainly when a record with its id is on the website again', async () => {
    vi.mocked(restoreFromTrash).mockRejectedValue(new RecordExistsError(annaItem));
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Restore Anna' }));
    await findToast(
      'Anna was not restored: it is already on the website again (put back from a backup, perhaps). The copy in the Trash was kept.',
    );
  });

  it('says why it failed otherwise', async () => {
    vi.mocked(restoreFromTrash).mockRejectedValue(new Error('offline'));
    const { user, access } = await show();
    await user.click(screen.getByRole('button', { name: 'Restore Picnic' }));
    await findToast('Could not restore Picnic: offline');
    expect(access.recheckAfterRefusal).not.toHaveBeenCalled();
  });

  it("has the person's place read again when the rules refuse it", async () => {
    const refusal = permissionDenied();
    vi.mocked(restoreFromTrash).mockRejectedValue(refusal);
    const { user, access } = await show(accessOf({ role: 'editor', uid: 'uid-ravi' }));
    await user.click(screen.getByRole('button', { name: 'Restore Anna' }));
    await findToast('Could not restore Anna: Missing or insufficient permissions.');
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusal);
  });
});

describe('Delete forever', () => {
  const question =
    'Delete Anna forever? It cannot be restored afterwards. Its photos are deleted too, unless another record uses them.';

  it('asks first, saying its photos go too; Cancel deletes nothing', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Delete forever Anna' }));
    await answerDialog(user, question, 'Cancel');
    expect(deleteForever).not.toHaveBeenCalled();
  });

  it('deletes the item for good and reads the Trash again', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Delete forever Anna' }));
    await answerDialog(user, question, 'Delete forever');
    await findToast('Anna deleted forever');
    expect(deleteForever).toHaveBeenCalledWith(annaItem);
    await waitFor(() => expect(listTrash).toHaveBeenCalledTimes(2));
  });

  it('says why it failed', async () => {
    vi.mocked(deleteForever).mockRejectedValue(new Error('offline'));
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Delete forever Anna' }));
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    await findToast('Could not delete Anna forever: offline');
  });
});

describe('Empty the Trash', () => {
  const question =
    'Empty the Trash? 3 items will be deleted forever and cannot be restored afterwards. Their photos are deleted too, unless another record uses them.';

  async function empty() {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Empty the Trash' }));
    return { user, dialog: screen.getByRole('alertdialog', { name: question }) };
  }

  it('asks first; Cancel deletes nothing', async () => {
    const { user, dialog } = await empty();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(emptyTrash).not.toHaveBeenCalled();
  });

  it('deletes every item for good and reads the Trash again', async () => {
    const { user, dialog } = await empty();
    await user.click(within(dialog).getByRole('button', { name: 'Empty the Trash' }));
    await findToast('The Trash is empty.');
    expect(emptyTrash).toHaveBeenCalledWith([campItem, annaItem, picnicItem]);
    await waitFor(() => expect(listTrash).toHaveBeenCalledTimes(2));
  });

  it('says how many items could not be deleted', async () => {
    vi.mocked(emptyTrash).mockResolvedValue({ failed: [annaItem] });
    const { user, dialog } = await empty();
    await user.click(within(dialog).getByRole('button', { name: 'Empty the Trash' }));
    await findToast('The Trash was not emptied: 1 item could not be deleted and is still there.');
  });

  it('says why it failed', async () => {
    vi.mocked(emptyTrash).mockRejectedValue(new Error('offline'));
    const { user, dialog } = await empty();
    await user.click(within(dialog).getByRole('button', { name: 'Empty the Trash' }));
    await findToast('Could not empty the Trash: offline');
  });
});
