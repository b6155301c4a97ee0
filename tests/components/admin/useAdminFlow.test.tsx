/**
 * The shared list-and-form flow, through a screen built the way a new one (programmes) would be:
 * only its collection, read, texts and form are its own; it shows the form, the list and the
 * confirmation where the flow's state says.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreadableImageError } from '../../../src/admin/flow/imageResize';
import { useAdminFlow } from '../../../src/admin/flow/useAdminFlow';
import { useRecordForm, type RecordFormProps } from '../../../src/admin/flow/useRecordForm';
import { withAddFormOpen } from '../../../src/admin/sections';
import { AddFormToggle } from '../../../src/admin/ui/AddFormToggle';
import { AdminForm } from '../../../src/admin/ui/AdminForm';
import { DeleteConfirmation } from '../../../src/admin/ui/ConfirmDialog';
import { EditDeleteButtons } from '../../../src/admin/ui/EditDeleteButtons';
import { deleteUnreferencedFiles } from '../../../src/services/images';
import { deleteRecord } from '../../../src/services/records';
import { deferred, findToast, renderScreen, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/images', () => ({
  uploadImage: vi.fn(),
  deleteUnreferencedFiles: vi.fn(),
}));
vi.mock('../../../src/services/records', () => ({ deleteRecord: vi.fn() }));

interface Programme {
  id: string;
  title: string;
  imageUrl: string;
}

const listProgrammes = vi.fn<() => Promise<Programme[]>>();
const deleteProgramme = vi.mocked(deleteRecord);
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

function EventsAdmin() {
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

beforeEach(() => {
  listProgrammes.mockReset().mockResolvedValue([camp, rally]);
  deleteProgramme.mockReset().mockResolvedValue();
  saveProgramme.mockReset().mockResolvedValue();
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
});

async function show(path = '/admin/events') {
  const user = userEvent.setup();
  renderScreen(
    <>
      <EventsAdmin />
      <Where />
    </>,
    path,
  );
  await screen.findByText('Youth camp');
  return user;
}

describe('the shared flow', () => {
  it('reads the list, and says why it could not', async () => {
    await show();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    listProgrammes.mockRejectedValue(new Error('offline'));
    renderScreen(<EventsAdmin />);
    await findToast('Failed to fetch events: offline');
  });

  it('shows the empty state when there is nothing', async () => {
    listProgrammes.mockResolvedValue([]);
    renderScreen(<EventsAdmin />);
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
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(2));
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
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText('Title')).toHaveValue('Youth camp!');
    expect(within(form).getByRole('button', { name: 'Update Event' })).toBeEnabled();
  });

  it('starts a fresh form for each record edited', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth camp' }));
    await user.type(screen.getByLabelText('Title'), ' 2025');
    await user.click(screen.getByRole('button', { name: 'Edit Rally' }));
    expect(screen.getByRole('form', { name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Rally');
  });

  it('deletes after asking, then the poster, and closes the form of the deleted record', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Youth camp' }));
    await user.click(screen.getByRole('button', { name: 'Delete Youth camp' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Event deleted successfully');
    expect(deleteProgramme).toHaveBeenCalledWith('events', 'camp');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ path: POSTER }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(listProgrammes).toHaveBeenCalledTimes(2));
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
