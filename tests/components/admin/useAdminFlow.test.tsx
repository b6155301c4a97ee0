/**
 * The shared list-and-form flow, through a screen built the way a new one (programmes) would be:
 * only its collection, read, texts and form are its own; it shows the form, the list and the
 * confirmation where the flow's state says.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreadableImageError } from '../../../src/admin/flow/imageResize';
import { useAdminFlow } from '../../../src/admin/flow/useAdminFlow';
import { useRecordForm, type RecordFormProps } from '../../../src/admin/flow/useRecordForm';
import { withAddFormOpen } from '../../../src/admin/paths';
import { AddFormToggle } from '../../../src/admin/ui/AddFormToggle';
import { AdminForm } from '../../../src/admin/ui/AdminForm';
import { DeleteConfirmation } from '../../../src/admin/ui/ConfirmDialog';
import { EditDeleteButtons } from '../../../src/admin/ui/EditDeleteButtons';
import { deleteUnreferencedFiles } from '../../../src/services/images';
import { readServerClock } from '../../../src/services/serverClock';
import { RecordExistsError, moveToTrash, restoreFromTrash } from '../../../src/services/trash';
import type * as ServerClock from '../../../src/services/serverClock';
import {
  accessOf,
  answerDialog,
  deferred,
  findToast,
  findToastBox,
  permissionDenied,
  renderScreen,
  setUpScreenTests,
  shownToasts,
  trashed,
} from './helpers';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/serverClock', async (importOriginal) => ({
  ...(await importOriginal<typeof ServerClock>()),
  readServerClock: vi.fn(),
}));

interface Programme {
  id: string;
  title: string;
  imageUrl: string;
}

const listProgrammes = vi.fn<() => Promise<Programme[]>>();
const deleteProgramme = vi.mocked(moveToTrash);
const saveProgramme = vi.fn<(title: string) => Promise<void>>();

function ProgrammeForm({ record: programme, onSaved }: RecordFormProps<Programme>) {
  const form = useRecordForm({
    texts: {
      addTitle: 'Add New Event',
      editTitle: 'Edit Event',
      addButton: 'Add Event',
      updateButton: 'Update Event',
      added: 'Event added successfully',
      updated: 'Event updated successfully',
      addFailed: 'Failed to add event',
      updateFailed: 'Failed to update event',
    },
    editing: programme !== null,
    onSaved,
  });
  const [title, setTitle] = useState(programme?.title ?? '');
  const submit = (event: FormEvent) =>
    void form.submit(event, title.trim() ? null : 'A title is required', () =>
      saveProgramme(title),
    );
  return (
    <AdminForm {...form.frame} onSubmit={submit}>
      <label htmlFor="event-title">Title</label>
      <input id="event-title" value={title} onChange={(e) => setTitle(e.target.value)} />
    </AdminForm>
  );
}

function ProgrammesScreen() {
  const flow = useAdminFlow<Programme>({
    collection: 'events',
    load: listProgrammes,
    fetchFailed: (reason) => `Failed to fetch events: ${reason}`,
    deletion: {
      question: 'Are you sure you want to delete this event?',
      done: 'Event deleted successfully',
      failed: (reason) => `Failed to delete event: ${reason}`,
    },
  });
  return (
    <section>
      <AddFormToggle flow={flow} label="Add New Event" />
      {flow.form && (
        <ProgrammeForm key={flow.form.key} record={flow.form.record} onSaved={flow.saved} />
      )}
      {flow.loading ? (
        <p>Loading...</p>
      ) : flow.items.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <ul>
          {flow.items.map((programme) => (
            <li key={programme.id}>
              <article>
                <h3>{programme.title}</h3>
                <EditDeleteButtons flow={flow} record={programme} name={programme.title} />
              </article>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmation flow={flow} />
    </section>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const POSTER = 'events/1_camp.webp';
const camp: Programme = {
  id: 'camp',
  title: 'Youth camp',
  imageUrl: `http://127.0.0.1:9199/v0/b/demo-youth-commission.appspot.com/o/${encodeURIComponent(POSTER)}?alt=media&token=t`,
};
const rally: Programme = { id: 'rally', title: 'Rally', imageUrl: '' };

setUpScreenTests();

const campInTrash = trashed('events', camp);

beforeEach(() => {
  listProgrammes.mockReset().mockResolvedValue([camp, rally]);
  deleteProgramme.mockReset().mockResolvedValue(campInTrash);
  vi.mocked(restoreFromTrash).mockResolvedValue();
  saveProgramme.mockReset().mockResolvedValue();
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.mocked(readServerClock).mockResolvedValue(null);
});

async function show(path = '/admin/events', access = accessOf()) {
  const user = userEvent.setup();
  renderScreen(
    <>
      <ProgrammesScreen />
      <Where />
    </>,
    path,
    access,
  );
  await screen.findByText('Youth camp');
  return user;
}

/** Deletes Youth camp through its card and the confirmation. */
async function deleteCamp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Youth camp' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
}

/** The timer of a toast: how long it stays, as its progress bar runs. */
const timerOf = (toast: HTMLElement) =>
  within(toast).getByRole('progressbar', { name: 'notification timer', hidden: true }).style
    .animationDuration;

describe('the shared flow', () => {
  it('reads the list, and says why it could not', async () => {
    await show();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    listProgrammes.mockRejectedValue(new Error('offline'));
    renderScreen(<ProgrammesScreen />);
    await findToast('Failed to fetch events: offline');
  });

  it('shows the empty state when there is nothing', async () => {
    listProgrammes.mockResolvedValue([]);
    renderScreen(<ProgrammesScreen />);
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
  });

  it("adds: the form takes focus, reads 'Processing...' while saving, then closes and reads again", async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add New Event' }));
    const form = screen.getByRole('form', { name: 'Add New Event' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    await user.type(within(form).getByLabelText('Title'), 'Pilgrimage');

    const saving = deferred();
    saveProgramme.mockReturnValue(saving.promise);
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(within(form).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    saving.resolve();

    await findToast('Event added successfully');
    expect(saveProgramme).toHaveBeenCalledWith('Pilgrimage');
    // The toast shows first; the form closes and the list is read again in a later render.
    await waitFor(() => {
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(listProgrammes).toHaveBeenCalledTimes(2);
    });
  });

  it('refuses invalid input inline and as a toast, without saving', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add New Event' }));
    const form = screen.getByRole('form', { name: 'Add New Event' });
    await user.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('A title is required');
    await findToast('A title is required');
    expect(saveProgramme).not.toHaveBeenCalled();
  });

  it.each([
    [new Error('denied'), 'Failed to update event'],
    [
      new UnreadableImageError(),
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
    ],
  ])('keeps the form as typed when the save fails (%s)', async (failure, message) => {
    saveProgramme.mockRejectedValue(failure);
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth camp' }));
    const form = screen.getByRole('form', { name: 'Edit Event' });
    await user.type(within(form).getByLabelText('Title'), '!');
    await user.click(within(form).getByRole('button', { name: 'Update Event' }));
    await findToast(message);
    // The form says it too, and its button comes back, in a render after the toast's.
    await waitFor(() => {
      expect(within(form).getByRole('alert')).toHaveTextContent(message);
      expect(within(form).getByRole('button', { name: 'Update Event' })).toBeEnabled();
    });
    expect(within(form).getByLabelText('Title')).toHaveValue('Youth camp!');
  });

  it('starts a fresh form for each record edited', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth camp' }));
    await user.type(screen.getByLabelText('Title'), ' 2025');
    await user.click(screen.getByRole('button', { name: 'Edit Rally' }));
    expect(screen.getByRole('form', { name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Rally');
  });

  it('moves to the Trash after asking, keeps the poster, and closes the form of the deleted record', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth camp' }));
    await user.click(screen.getByRole('button', { name: 'Delete Youth camp' }));
    await answerDialog(user, 'Are you sure you want to delete this event?', 'Delete');
    await findToast('Event deleted successfully');
    expect(deleteProgramme).toHaveBeenCalledWith('events', 'camp');
    await waitFor(() => {
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(listProgrammes).toHaveBeenCalledTimes(2);
    });
    // The Trash may put it back: its poster stays until it is deleted for good.
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it("keeps another record's form open when one is deleted", async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Rally' }));
    await user.click(screen.getByRole('button', { name: 'Delete Youth camp' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Event deleted successfully');
    expect(screen.getByRole('form', { name: 'Edit Event' })).toBeInTheDocument();
  });

  it('says why a deletion failed and keeps the poster', async () => {
    deleteProgramme.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth camp' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete event: Missing or insufficient permissions.');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('opens with the add form open at withAddFormOpen(path), and drops the query', async () => {
    await show(withAddFormOpen('/admin/events'));
    expect(screen.getByRole('form', { name: 'Add New Event' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/admin\/events$/);
  });

  it('keeps other query parameters when it drops its own', async () => {
    await show('/admin/events?year=2025&new=1');
    expect(screen.getByRole('form', { name: 'Add New Event' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      /^\/admin\/events\?year=2025$/,
    );
  });
});

describe('Undo after a delete', () => {
  it('offers Undo in the success toast, which stays 10 s (others 3 s), and puts the record back', async () => {
    const user = await show();
    await deleteCamp(user);
    const toast = await findToastBox('Event deleted successfully');
    expect(timerOf(toast)).toBe('10000ms');
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(2));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(restoreFromTrash).toHaveBeenCalledWith(campInTrash);
    expect(timerOf(await findToastBox('Event put back: Youth camp'))).toBe('3000ms');
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(3));
    expect(shownToasts('Event deleted successfully')).toEqual([]);
  });

  it('puts the record back once, however often Undo is pressed', async () => {
    const user = await show();
    await deleteCamp(user);
    const undo = within(await findToastBox('Event deleted successfully')).getByRole('button', {
      name: 'Undo',
    });
    await user.dblClick(undo);
    await findToast('Event put back: Youth camp');
    expect(restoreFromTrash).toHaveBeenCalledTimes(1);
  });

  it('closes its toast when its time is up, without putting anything back', async () => {
    const user = await show();
    await deleteCamp(user);
    const toast = await findToastBox('Event deleted successfully');
    fireEvent.animationEnd(
      within(toast).getByRole('progressbar', { name: 'notification timer', hidden: true }),
    );
    await waitFor(() => expect(shownToasts('Event deleted successfully')).toEqual([]));
    expect(restoreFromTrash).not.toHaveBeenCalled();
  });

  it.each([
    [
      new Error('offline'),
      'Could not undo: Youth camp is still in the Trash (offline). You can restore it from the Trash in Settings.',
    ],
    [
      new RecordExistsError(campInTrash),
      'Could not undo: Youth camp is already on the website again.',
    ],
  ])('says so when Undo fails (%s)', async (failure, message) => {
    vi.mocked(restoreFromTrash).mockRejectedValue(failure);
    const user = await show();
    await deleteCamp(user);
    const toast = await findToastBox('Event deleted successfully');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await findToast(message);
    expect(console.error).toHaveBeenCalledWith(failure);
  });
});

describe('a write the rules refuse', () => {
  it("has the person's place on the team read again after a refused delete", async () => {
    const refusal = permissionDenied();
    deleteProgramme.mockRejectedValue(refusal);
    const access = accessOf({ role: 'editor', uid: 'uid-ravi' });
    const user = await show('/admin/events', access);
    await deleteCamp(user);
    await findToast('Failed to delete event: Missing or insufficient permissions.');
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusal);
  });

  it('has it read again after a refused Undo', async () => {
    const refusal = permissionDenied();
    vi.mocked(restoreFromTrash).mockRejectedValue(refusal);
    const access = accessOf({ role: 'editor', uid: 'uid-ravi' });
    const user = await show('/admin/events', access);
    await deleteCamp(user);
    await user.click(
      within(await findToastBox('Event deleted successfully')).getByRole('button', {
        name: 'Undo',
      }),
    );
    await findToast(
      'Could not undo: Youth camp is still in the Trash (Missing or insufficient permissions.). You can restore it from the Trash in Settings.',
    );
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusal);
  });

  it('has it read again after a refused save', async () => {
    const refusal = permissionDenied();
    saveProgramme.mockRejectedValue(refusal);
    const access = accessOf({ role: 'editor', uid: 'uid-ravi' });
    const user = await show('/admin/events', access);
    await user.click(screen.getByRole('button', { name: 'Edit Youth camp' }));
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await findToast('Failed to update event');
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusal);
  });

  it('leaves other failures to the screen', async () => {
    deleteProgramme.mockRejectedValue(new Error('offline'));
    saveProgramme.mockRejectedValue(new Error('offline'));
    const access = accessOf();
    const user = await show('/admin/events', access);
    await deleteCamp(user);
    await findToast('Failed to delete event: offline');
    await user.click(screen.getByRole('button', { name: 'Edit Rally' }));
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await findToast('Failed to update event');
    expect(access.recheckAfterRefusal).not.toHaveBeenCalled();
  });
});
