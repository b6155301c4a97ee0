import { screen, waitFor, within } from '@testing-library/react';
import type * as MessagesService from '../../../src/services/messages';
import userEvent from '@testing-library/user-event';
import type * as ImageResize from '../../../src/admin/flow/imageResize';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesAdmin } from '../../../src/admin/messages/MessagesAdmin';
import { UnreadableImageError, resizeImage } from '../../../src/admin/flow/imageResize';
import type { Message, MessageKind } from '../../../src/domain/types';
import { deleteUnreferencedFiles, uploadImage } from '../../../src/services/images';
import { listMessages } from '../../../src/services/messages';
import { storageUrl } from '../../fixtures/documents';
import {
  answerDialog,
  changeLineOf,
  deferred,
  findToast,
  findToastBox,
  imageFile,
  renderScreen,
  setUpScreenTests,
  trashed,
} from './helpers';
import { addMessage, updateMessage } from '../../../src/services/records';
import { moveToTrash, restoreFromTrash } from '../../../src/services/trash';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/messages', async (importOriginal) => ({
  ...(await importOriginal<typeof MessagesService>()),
  listMessages: vi.fn(),
}));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
vi.mock('../../../src/admin/flow/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImage: vi.fn(),
}));

/** The older message's portrait, as a download URL of the local emulators. */
const OLDER_PORTRAIT_PATH = 'bishops/1_older.jpg';
const OLDER_PORTRAIT = storageUrl(OLDER_PORTRAIT_PATH);

const message = (over: Partial<Message>): Message => ({
  id: 'x',
  kind: 'bishop',
  year: '2023-2024',
  name: 'Name',
  title: 'Title',
  fullMessage: 'Text',
  imageUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

const older = message({
  id: 'older',
  year: '2022-2023',
  name: 'Fr. Older',
  title: 'Walk together',
  fullMessage: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: OLDER_PORTRAIT,
});
const newer = message({ id: 'newer', year: '2024-2025', name: 'Fr. Newer', title: 'Rise up' });

const portrait = new Blob(['webp'], { type: 'image/webp' });
const NOW = 1_700_000_000_000;

setUpScreenTests();

beforeEach(() => {
  vi.mocked(listMessages).mockResolvedValue([older, newer]);
  vi.mocked(addMessage).mockResolvedValue('new-id');
  vi.mocked(updateMessage).mockResolvedValue();
  vi.mocked(moveToTrash).mockResolvedValue(
    trashed('officeBearerMessages', { ...older, kind: 'associate_director' }),
  );
  vi.mocked(restoreFromTrash).mockResolvedValue();
  vi.mocked(uploadImage).mockResolvedValue('https://files/new.webp');
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.mocked(resizeImage).mockResolvedValue(portrait);
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

async function show(kind: MessageKind = 'bishop') {
  const user = userEvent.setup();
  renderScreen(<MessagesAdmin kind={kind} />);
  await screen.findByText('Walk together');
  return user;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: Partial<
    Record<
      | 'Year'
      | 'Name'
      | 'Title'
      | 'Message'
      | 'Title in Hindi (optional)'
      | 'Message in Hindi (optional)',
      string
    >
  >,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('the list', () => {
  it('shows cards newest academic year first, with image, title, year and name', async () => {
    await show();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Rise up',
      'Walk together',
    ]);
    const card = cards[1] as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Fr. Older' })).toHaveAttribute(
      'src',
      OLDER_PORTRAIT,
    );
    expect(within(card).getByText('2022-2023')).toBeInTheDocument();
    expect(within(card).getByText('Fr. Older')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Walk together' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Walk together' })).toBeInTheDocument();
  });

  it('says on each card when it was added or last edited, and by whom', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-01-01T02:00:00.000Z') });
    try {
      vi.mocked(listMessages).mockResolvedValue([
        { ...older, createdBy: 'uid-bea' },
        { ...newer, updatedAt: '2024-01-01T01:00:00.000Z', updatedBy: 'uid-ravi' },
      ]);
      await show();
      const changeOf = (title: string) =>
        changeLineOf(
          screen.getByRole('heading', { name: title }).closest('article') as HTMLElement,
        );
      expect(changeOf('Walk together')).toBe('Added 2 hours ago by Bea');
      expect(changeOf('Rise up')).toBe('Edited 1 hour ago by Ravi');
    } finally {
      vi.useRealTimers();
    }
  });

  it('expands and collapses the full message, split into paragraphs', async () => {
    const user = await show();
    const card = screen.getAllByRole('article')[1] as HTMLElement;
    const toggle = within(card).getByRole('button', { name: 'Show full message' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('First paragraph.')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide full message');
    const first = within(card).getByText('First paragraph.');
    expect(first.tagName).toBe('P');
    expect(within(card).getByText('Second paragraph.').tagName).toBe('P');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('First paragraph.')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    vi.mocked(listMessages).mockResolvedValue([]);
    renderScreen(<MessagesAdmin kind="lady_animator" />);
    expect(
      await screen.findByText('No messages found. Add your first message!'),
    ).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith('lady_animator');
  });

  it.each([
    ['bishop', 'Failed to fetch bishop messages'],
    ['youth_director', 'Failed to fetch youth_director messages'],
    ['associate_director', 'Failed to fetch associate_director messages'],
    ['lady_animator', 'Failed to fetch lady_animator messages'],
  ] as const)('says “%s” failures as “%s”', async (kind, text) => {
    vi.mocked(listMessages).mockRejectedValue(new Error('offline'));
    renderScreen(<MessagesAdmin kind={kind} />);
    await findToast(text);
  });
});

describe('the form', () => {
  async function openAdd(kind: MessageKind = 'bishop') {
    const user = await show(kind);
    await user.click(screen.getByRole('button', { name: 'Add New Message' }));
    return { user, form: screen.getByRole('form', { name: 'Add New Message' }) };
  }

  it('has the message fields and toggles with Cancel', async () => {
    const { user, form } = await openAdd();
    expect(within(form).getByLabelText('Year')).toHaveAttribute('placeholder', 'YYYY-YYYY');
    expect(within(form).getByLabelText('Year')).toHaveFocus();
    expect(within(form).getByLabelText('Name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveAttribute('rows', '15');
    const image = within(form).getByLabelText('Image (optional)');
    expect(image).toHaveAttribute('accept', 'image/*');
    expect(image).toHaveAccessibleDescription('Recommended size: 400x400 pixels');
    expect(within(form).getByRole('button', { name: 'Add Message' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each(['Year', 'Name', 'Title', 'Message'] as const)(
    "refuses a blank %s with 'All text fields are required'",
    async (blank) => {
      const { user, form } = await openAdd();
      await fill(user, form, {
        Year: '2024-2025',
        Name: 'Fr. A',
        Title: 'T',
        Message: 'M',
        [blank]: '',
      });
      await user.click(within(form).getByRole('button', { name: 'Add Message' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('All text fields are required');
      await findToast('All text fields are required');
      expect(addMessage).not.toHaveBeenCalled();
    },
  );

  it('does not enforce the year format', async () => {
    const { user, form } = await openAdd();
    await fill(user, form, { Year: 'Advent 2024', Name: 'Fr. A', Title: 'T', Message: 'M' });
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Message added successfully');
    expect(addMessage).toHaveBeenCalledWith(
      'bishop',
      expect.objectContaining({ year: 'Advent 2024' }),
    );
  });

  it('adds an office-bearer message with a portrait resized to 800 px', async () => {
    const { user, form } = await openAdd('youth_director');
    await fill(user, form, {
      Year: '2024-2025',
      Name: 'Fr. A',
      Title: 'Hope',
      Message: 'One.\n\nTwo.',
    });
    const picked = imageFile('Portrait Photo.HEIC.jpg');
    await user.upload(within(form).getByLabelText('Image (optional)'), picked);

    const saving = deferred<string>();
    vi.mocked(addMessage).mockReturnValue(saving.promise);
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    expect(await within(form).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    saving.resolve('id');

    await findToast('Message added successfully');
    expect(resizeImage).toHaveBeenCalledWith(picked, 800);
    expect(uploadImage).toHaveBeenCalledWith(
      `officeBearers/youth_director/${NOW}_Portrait_Photo.HEIC.webp`,
      portrait,
      undefined,
    );
    expect(addMessage).toHaveBeenCalledWith('youth_director', {
      year: '2024-2025',
      name: 'Fr. A',
      title: 'Hope',
      fullMessage: 'One.\n\nTwo.',
      titleHi: '',
      fullMessageHi: '',
      imageUrl: 'https://files/new.webp',
    });
    // The toast shows first; the form closes and the list is read again in a later render.
    await waitFor(() => {
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(listMessages).toHaveBeenCalledTimes(2);
    });
  });

  it("adds a message with its title and text in Hindi, under 'हिंदी (Hindi)'", async () => {
    const { user, form } = await openAdd();
    const hindi = within(form).getByRole('group', { name: 'हिंदी (Hindi)' });
    const title = within(hindi).getByLabelText('Title in Hindi (optional)');
    const text = within(hindi).getByLabelText('Message in Hindi (optional)');
    expect(title).toHaveAttribute('lang', 'hi');
    expect(text).toHaveAttribute('lang', 'hi');
    expect(text.tagName).toBe('TEXTAREA');
    expect(text).toHaveAccessibleDescription('Leave a blank line between paragraphs.');
    await fill(user, form, {
      Year: '2024-2025',
      Name: 'Fr. A',
      Title: 'Hope',
      Message: 'One.\n\nTwo.',
      'Title in Hindi (optional)': ' आशा ',
      'Message in Hindi (optional)': 'एक।\n\nदो।',
    });
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Message added successfully');
    expect(addMessage).toHaveBeenCalledWith('bishop', {
      year: '2024-2025',
      name: 'Fr. A',
      title: 'Hope',
      fullMessage: 'One.\n\nTwo.',
      titleHi: 'आशा',
      fullMessageHi: 'एक।\n\nदो।',
      imageUrl: '',
    });
  });

  it.each([
    ['Title in Hindi (optional)', 201, 'Title in Hindi must be at most 200 characters'],
    ['Message in Hindi (optional)', 20_001, 'Message in Hindi must be at most 20,000 characters'],
  ] as const)('refuses a %s of %i characters, inline and as a toast', async (label, n, message) => {
    const { user, form } = await openAdd();
    await fill(user, form, { Year: '2024-2025', Name: 'Fr. A', Title: 'T', Message: 'M' });
    // Typed as one paste: so many letters typed one by one would be slow.
    await user.click(within(form).getByLabelText(label));
    await user.paste('क'.repeat(n));
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(addMessage).not.toHaveBeenCalled();
  });

  it("stores the Archbishop's portrait under bishops/", async () => {
    const { user, form } = await openAdd('bishop');
    await fill(user, form, { Year: '2024-2025', Name: 'A', Title: 'T', Message: 'M' });
    await user.upload(
      within(form).getByLabelText('Image (optional)'),
      imageFile('a.png', 'image/png'),
    );
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Message added successfully');
    expect(uploadImage).toHaveBeenCalledWith(`bishops/${NOW}_a.webp`, portrait, undefined);
  });

  it("says 'Failed to add message' and deletes the upload when adding fails", async () => {
    vi.mocked(addMessage).mockRejectedValue(new Error('denied'));
    const { user, form } = await openAdd();
    await fill(user, form, { Year: '2024-2025', Name: 'A', Title: 'T', Message: 'M' });
    await user.upload(within(form).getByLabelText('Image (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Failed to add message');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: 'https://files/new.webp' }]);
    expect(within(form).getByLabelText('Title')).toHaveValue('T');
  });

  it('takes a 15 MB phone photo and uploads it resized', async () => {
    const { user, form } = await openAdd();
    const picked = imageFile('IMG_0001.jpg', 'image/jpeg', 15 * 1024 * 1024);
    await user.upload(within(form).getByLabelText('Image (optional)'), picked);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await fill(user, form, { Year: '2024-2025', Name: 'A', Title: 'T', Message: 'M' });
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Message added successfully');
    expect(resizeImage).toHaveBeenCalledWith(picked, 800);
    expect(uploadImage).toHaveBeenCalledWith(`bishops/${NOW}_IMG_0001.webp`, portrait, undefined);
  });

  it('refuses a file that is not an image before any upload', async () => {
    const { user, form } = await openAdd();
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(form).getByLabelText('Image (optional)'),
        imageFile('notes.txt', 'text/plain'),
      );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    );
    await fill(user, form, { Year: '2024-2025', Name: 'A', Title: 'T', Message: 'M' });
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast('Message added successfully');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('says which photos work, and keeps the form, when the photo cannot be read', async () => {
    const message =
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.';
    vi.mocked(resizeImage).mockRejectedValue(new UnreadableImageError());
    const { user, form } = await openAdd();
    await fill(user, form, { Year: '2024-2025', Name: 'A', Title: 'T', Message: 'M' });
    await user.upload(
      within(form).getByLabelText('Image (optional)'),
      imageFile('IMG_0002.heic', 'image/heic'),
    );
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await findToast(message);
    // The form says it too, and its button comes back, in a render after the toast's.
    await waitFor(() => {
      expect(within(form).getByRole('alert')).toHaveTextContent(message);
      expect(within(form).getByRole('button', { name: 'Add Message' })).toBeEnabled();
    });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(addMessage).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Title')).toHaveValue('T');
  });

  it('opens with the add form open from ?new=1', async () => {
    renderScreen(<MessagesAdmin kind="youth_director" />, '/admin/youth-director?new=1');
    const form = screen.getByRole('form', { name: 'Add New Message' });
    expect(within(form).getByLabelText('Year')).toHaveFocus();
    await screen.findByText('Walk together');
  });
});

describe('editing', () => {
  async function openEdit() {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Edit Walk together' }));
    return { user, form: screen.getByRole('form', { name: 'Edit Message' }) };
  }

  it('fills the form and keeps the image when none is picked', async () => {
    const { user, form } = await openEdit();
    expect(within(form).getByLabelText('Year')).toHaveValue('2022-2023');
    expect(within(form).getByLabelText('Name')).toHaveValue('Fr. Older');
    expect(within(form).getByLabelText('Title')).toHaveValue('Walk together');
    expect(within(form).getByLabelText('Message')).toHaveValue(
      'First paragraph.\n\nSecond paragraph.',
    );
    await fill(user, form, { Title: 'Walk on' });
    await user.click(within(form).getByRole('button', { name: 'Update Message' }));
    await findToast('Message updated successfully');
    expect(updateMessage).toHaveBeenCalledWith('bishop', 'older', {
      year: '2022-2023',
      name: 'Fr. Older',
      title: 'Walk on',
      fullMessage: 'First paragraph.\n\nSecond paragraph.',
      titleHi: '',
      fullMessageHi: '',
      imageUrl: '',
    });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it("keeps the Hindi title on an edit, and stores a Hindi message emptied or blank as ''", async () => {
    vi.mocked(listMessages).mockResolvedValue([
      { ...older, titleHi: 'साथ चलें', fullMessageHi: 'पहला अनुच्छेद।' },
      newer,
    ]);
    const { user, form } = await openEdit();
    expect(within(form).getByLabelText('Title in Hindi (optional)')).toHaveValue('साथ चलें');
    expect(within(form).getByLabelText('Message in Hindi (optional)')).toHaveValue('पहला अनुच्छेद।');
    await fill(user, form, { 'Message in Hindi (optional)': '  ' });
    await user.click(within(form).getByRole('button', { name: 'Update Message' }));
    await findToast('Message updated successfully');
    expect(updateMessage).toHaveBeenCalledWith(
      'bishop',
      'older',
      expect.objectContaining({ title: 'Walk together', titleHi: 'साथ चलें', fullMessageHi: '' }),
    );
  });

  it('with a new image replaces the old one only after the update', async () => {
    const { user, form } = await openEdit();
    await user.upload(within(form).getByLabelText('Image (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Update Message' }));
    await findToast('Message updated successfully');
    expect(updateMessage).toHaveBeenCalledWith(
      'bishop',
      'older',
      expect.objectContaining({ imageUrl: 'https://files/new.webp' }),
    );
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: OLDER_PORTRAIT }]);
    expect(vi.mocked(updateMessage).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(deleteUnreferencedFiles).mock.invocationCallOrder[0] as number,
    );
  });

  it("loses nothing when the update fails: 'Failed to update message'", async () => {
    vi.mocked(updateMessage).mockRejectedValue(new Error('denied'));
    const { user, form } = await openEdit();
    await fill(user, form, { Title: 'Changed' });
    await user.upload(within(form).getByLabelText('Image (optional)'), imageFile());
    await user.click(within(form).getByRole('button', { name: 'Update Message' }));
    await findToast('Failed to update message');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([{ url: 'https://files/new.webp' }]);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Update Message' })).toBeEnabled(),
    );
    expect(deleteUnreferencedFiles).not.toHaveBeenCalledWith([{ url: OLDER_PORTRAIT }]);
    expect(within(form).getByLabelText('Title')).toHaveValue('Changed');
  });
});

describe('deleting', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Walk together' }));
    await answerDialog(user, 'Are you sure you want to delete this message?', 'Cancel');
    expect(moveToTrash).not.toHaveBeenCalled();
  });

  it('moves the message to the Trash, keeps its image, and Undo puts it back', async () => {
    const user = await show('associate_director');
    await user.click(screen.getByRole('button', { name: 'Delete Walk together' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = await findToastBox('Message deleted successfully');
    expect(moveToTrash).toHaveBeenCalledWith('officeBearerMessages', 'older');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
    await waitFor(() => expect(listMessages).toHaveBeenCalledTimes(2));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await findToast('Associate Director message put back: Walk together');
    await waitFor(() => expect(listMessages).toHaveBeenCalledTimes(3));
  });

  it("says 'Failed to delete message' and keeps the image", async () => {
    vi.mocked(moveToTrash).mockRejectedValue(new Error('denied'));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Walk together' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete message');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });
});
