/**
 * Several photos at once on the gallery's upload form, and the queue around the admin screens:
 * the confirmation asked first, one row per photo, a HEIC photo skipped with the reason, Retry
 * looking first for what an earlier try stored, the programme chosen by the address, and a
 * queue found again after the tab closed offering Resume and Discard. One photo at a time is
 * GalleryAdmin.test.tsx's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryAdmin } from '../../../src/admin/gallery/GalleryAdmin';
import { forgetQueueStore, keptRows, queueStore } from '../../../src/admin/upload/queueStore';
import type * as ResizePhoto from '../../../src/admin/upload/resizePhoto';
import {
  HEIC_UNREADABLE,
  UnreadableHeicError,
  resizePhoto,
} from '../../../src/admin/upload/resizePhoto';
import { UploadQueueBar } from '../../../src/admin/upload/UploadQueueBar';
import { UploadQueueProvider } from '../../../src/admin/upload/UploadQueueProvider';
import { discardUploads } from '../../../src/admin/upload/activeUpload';
import type { QueueRow } from '../../../src/admin/upload/uploadQueue';
import type * as GalleryService from '../../../src/services/gallery';
import { listGallery } from '../../../src/services/gallery';
import type * as Images from '../../../src/services/images';
import { deleteUnreferencedFiles, storedFileUrl, uploadImage } from '../../../src/services/images';
import type * as ProgrammesService from '../../../src/services/programmes';
import { listProgrammes } from '../../../src/services/programmes';
import {
  addGalleryImage,
  newGalleryImageId,
  readGalleryImage,
} from '../../../src/services/galleryWrites';
import { findToast, imageFile, programme, renderScreen, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', async () => ({
  ...(await import('./serviceMocks/galleryWrites')),
  newGalleryImageId: vi.fn(),
  readGalleryImage: vi.fn(),
  GalleryImageExistsError: class GalleryImageExistsError extends Error {},
}));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<typeof GalleryService>()),
  listGallery: vi.fn(),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  listProgrammes: vi.fn(),
}));
vi.mock('../../../src/services/images', async () => ({
  ...(await import('./serviceMocks/images')),
  storedFileUrl: vi.fn<typeof Images.storedFileUrl>(),
}));
vi.mock('../../../src/admin/upload/resizePhoto', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizePhoto>()),
  resizePhoto: vi.fn(),
}));

const CONSENT = 'Everyone identifiable agreed to be shown (a parent, for anyone under 18)';
const NOW = 1_700_000_000_000;
const copies = {
  full: new Blob([new Uint8Array(800)], { type: 'image/webp' }),
  medium: new Blob([new Uint8Array(400)], { type: 'image/webp' }),
  thumb: new Blob([new Uint8Array(100)], { type: 'image/webp' }),
};
const camp = programme({
  id: 'camp',
  title: 'Youth Camp',
  startDate: '2026-05-02',
  endDate: '2026-05-02',
});
const retreat = programme({
  id: 'retreat',
  title: 'Lenten Retreat',
  startDate: '2026-03-01',
  endDate: '2026-03-01',
});

setUpScreenTests();

beforeEach(() => {
  forgetQueueStore();
  let made = 0;
  vi.mocked(newGalleryImageId).mockImplementation(() => `entry-${++made}`);
  vi.mocked(listGallery).mockResolvedValue([]);
  vi.mocked(listProgrammes).mockResolvedValue([retreat, camp]);
  vi.mocked(resizePhoto).mockResolvedValue({ ...copies, width: 1920, height: 1440 });
  vi.mocked(uploadImage).mockImplementation(async (path) => `https://files/${path}`);
  vi.mocked(addGalleryImage).mockImplementation(async (_input, options) => options?.id ?? 'x');
  vi.mocked(readGalleryImage).mockResolvedValue(null);
  vi.mocked(storedFileUrl).mockResolvedValue(null);
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

/** The admin area around the gallery screen: the queue, its line, and the screen. */
function showGallery(path = '/admin/gallery') {
  const user = userEvent.setup();
  renderScreen(
    <UploadQueueProvider>
      <UploadQueueBar />
      <GalleryAdmin />
    </UploadQueueProvider>,
    path,
  );
  return { user, form: screen.getByRole('form', { name: 'Add New Image' }) };
}

const photos = (...names: string[]) => names.map((name) => imageFile(name));

/** The rows of the upload list: each photo's name and what it says. */
const rows = () =>
  within(screen.getByRole('region', { name: /^Photos: / }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the upload form', () => {
  it('asks the uploader to confirm that everyone shown agreed, before anything is resized', async () => {
    const { user, form } = showGallery();
    await user.upload(within(form).getByLabelText('Image'), photos('a.jpg', 'b.jpg'));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    const message = 'Please confirm that everyone identifiable agreed to be shown before uploading';
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(resizePhoto).not.toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('offers the programmes, most recent first, after No programme; the address may choose one', async () => {
    const { form } = showGallery('/admin/gallery?programme=retreat');
    const select = within(form).getByLabelText('Programme');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No programme', 'Youth Camp (Sat 2 May 2026)', 'Lenten Retreat (Sun 1 Mar 2026)']),
    );
    expect(select).toHaveValue('retreat');
  });

  it('uploads several photos, one row each, with one title and the programme for all', async () => {
    const { user, form } = showGallery('/admin/gallery?programme=camp');
    await user.type(within(form).getByLabelText('Title (optional)'), 'Camp day');
    await user.upload(
      within(form).getByLabelText('Image'),
      photos('one.jpg', 'two.jpg', 'three.jpg'),
    );
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 3 Images' }));
    await findToast('3 photos uploaded successfully!');
    expect(rows()).toEqual(['one.jpgUploaded', 'two.jpgUploaded', 'three.jpgUploaded']);
    expect(screen.getByRole('heading', { name: 'Photos: 3 of 3 uploaded' })).toBeInTheDocument();
    expect(addGalleryImage).toHaveBeenCalledTimes(3);
    expect(addGalleryImage).toHaveBeenCalledWith(
      {
        title: 'Camp day',
        titleHi: '',
        imageUrl: `https://files/gallery/gallery_${NOW + 1}_two.webp`,
        fileName: `gallery_${NOW + 1}_two.webp`,
        thumbUrl: `https://files/gallery/thumb_gallery_${NOW + 1}_two.webp`,
        thumbFileName: `thumb_gallery_${NOW + 1}_two.webp`,
        mediumUrl: `https://files/gallery/medium_gallery_${NOW + 1}_two.webp`,
        mediumFileName: `medium_gallery_${NOW + 1}_two.webp`,
        width: 1920,
        height: 1440,
        programmeId: 'camp',
      },
      { id: 'entry-2' },
    );
    // The form is ready for the next photos, the confirmation asked again: in a render after the
    // toast's.
    await waitFor(() => {
      expect(within(form).getByLabelText(CONSENT)).not.toBeChecked();
      expect(within(form).getByLabelText('Title (optional)')).toHaveValue('');
    });
    // Every kept copy is gone once all are uploaded (the browser's store is cleared meanwhile).
    await waitFor(async () => expect(await keptRows()).toEqual([]));
  });

  it("gives all the photos one title in Hindi, asked under 'हिंदी (Hindi)'", async () => {
    const { user, form } = showGallery();
    const hindi = within(form).getByRole('group', { name: 'हिंदी (Hindi)' });
    const titleHi = within(hindi).getByLabelText('Title in Hindi (optional)');
    expect(titleHi).toHaveAttribute('lang', 'hi');
    expect(titleHi).toHaveAccessibleDescription(
      'Shown on the Hindi pages of the site; left empty, they show the title above.',
    );
    await user.type(within(form).getByLabelText('Title (optional)'), 'Camp day');
    await user.type(titleHi, ' शिविर का दिन ');
    await user.upload(within(form).getByLabelText('Image'), photos('one.jpg', 'two.jpg'));
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    await findToast('2 photos uploaded successfully!');
    expect(addGalleryImage).toHaveBeenCalledTimes(2);
    for (const id of ['entry-1', 'entry-2'])
      expect(addGalleryImage).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Camp day', titleHi: 'शिविर का दिन' }),
        { id },
      );
    await waitFor(() => expect(titleHi).toHaveValue(''));
  });

  it.each([
    ['Title (optional)', 'Title must be at most 200 characters'],
    ['Title in Hindi (optional)', 'Title in Hindi must be at most 200 characters'],
  ])('refuses a %s over 200 characters before anything is resized', async (label, message) => {
    const { user, form } = showGallery();
    // Typed as one paste: 201 letters typed one by one would be slow.
    await user.click(within(form).getByLabelText(label));
    await user.paste('क'.repeat(201));
    await user.upload(within(form).getByLabelText('Image'), photos('one.jpg'));
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(resizePhoto).not.toHaveBeenCalled();
    expect(addGalleryImage).not.toHaveBeenCalled();
  });

  it('lists a HEIC photo the browser cannot read as skipped, with what to do, and uploads the rest', async () => {
    vi.mocked(resizePhoto).mockImplementation(async (file) => {
      if (file.name.endsWith('.HEIC')) throw new UnreadableHeicError();
      return { ...copies, width: 1920, height: 1080 };
    });
    const { user, form } = showGallery();
    await user.upload(within(form).getByLabelText('Image'), [
      imageFile('IMG_0001.HEIC', 'image/heic'),
      imageFile('IMG_0002.jpg'),
    ]);
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    await findToast('1 of 2 photos uploaded; 1 skipped: see the list.');
    expect(rows()).toEqual([`IMG_0001.HEICSkipped: ${HEIC_UNREADABLE}`, 'IMG_0002.jpgUploaded']);
    expect(addGalleryImage).toHaveBeenCalledTimes(1);
  });
});

describe('Retry', () => {
  it('says why a photo failed, and Retry looks for what was stored before sending the rest', async () => {
    let thumbFails = true;
    vi.mocked(uploadImage).mockImplementation(async (path) => {
      if (path.includes('thumb_gallery') && path.includes('_b.') && thumbFails)
        throw new Error('Network lost');
      return `https://files/${path}`;
    });
    const { user, form } = showGallery();
    await user.upload(within(form).getByLabelText('Image'), photos('a.jpg', 'b.jpg'));
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    await findToast('1 of 2 photos uploaded; 1 failed: see the list.');
    expect(rows()).toEqual(['a.jpgUploaded', 'b.jpgUpload failed: Network lostRetry']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 uploaded, 1 failed');

    // The image's file was stored after all (its deletion failed); the others were not.
    const stored = `https://files/gallery/gallery_${NOW + 1}_b.webp`;
    vi.mocked(storedFileUrl).mockImplementation(async (path) =>
      path === `gallery/gallery_${NOW + 1}_b.webp` ? stored : null,
    );
    thumbFails = false;
    vi.mocked(uploadImage).mockClear();
    await user.click(screen.getByRole('button', { name: 'Retry b.jpg' }));
    await waitFor(() => expect(rows()).toEqual(['a.jpgUploaded', 'b.jpgUploaded']));
    expect(readGalleryImage).toHaveBeenCalledWith('entry-2');
    expect(vi.mocked(uploadImage).mock.calls.map(([path]) => path)).toEqual([
      `gallery/thumb_gallery_${NOW + 1}_b.webp`,
      `gallery/medium_gallery_${NOW + 1}_b.webp`,
    ]);
    expect(addGalleryImage).toHaveBeenLastCalledWith(
      expect.objectContaining({ imageUrl: stored }),
      { id: 'entry-2' },
    );
  });

  it('writes nothing when the entry turns out to be stored already', async () => {
    vi.mocked(addGalleryImage).mockRejectedValueOnce(new Error('Deadline exceeded'));
    const { user, form } = showGallery();
    await user.upload(within(form).getByLabelText('Image'), photos('a.jpg', 'b.jpg'));
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    await waitFor(() =>
      expect(rows()).toEqual(['a.jpgUpload failed: Deadline exceededRetry', 'b.jpgUploaded']),
    );
    const calls = vi.mocked(addGalleryImage).mock.calls.length;
    // The write had reached the database after all.
    vi.mocked(readGalleryImage).mockResolvedValue({
      id: 'entry-1',
      title: '',
      imageUrl: 'https://files/x',
      fileName: 'x',
      createdAt: null,
    });
    vi.mocked(uploadImage).mockClear();
    await user.click(screen.getByRole('button', { name: 'Retry a.jpg' }));
    await waitFor(() => expect(rows()).toEqual(['a.jpgUploaded', 'b.jpgUploaded']));
    expect(addGalleryImage).toHaveBeenCalledTimes(calls);
    expect(uploadImage).not.toHaveBeenCalled();
  });
});

describe('a queue found again after the tab closed', () => {
  it('keeps a photo as attempted once its upload starts, so the next tab looks first', async () => {
    vi.mocked(uploadImage).mockImplementation(() => new Promise(() => {}));
    const { user, form } = showGallery();
    await user.upload(within(form).getByLabelText('Image'), photos('a.jpg', 'b.jpg'));
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    await waitFor(async () =>
      expect((await keptRows()).map((row) => [row.name, row.state.kind, row.attempted])).toEqual([
        ['a.jpg', 'uploading', true],
        ['b.jpg', 'uploading', true],
      ]),
    );
  });

  /**
   * A row of a queue the closed tab left, resized, in `state`: the signed-in team member's
   * (Anita's), or `owner`'s.
   */
  const left = (i: number, state: QueueRow['state'], owner = 'uid-anita'): QueueRow => ({
    id: `left-${i}`,
    owner,
    order: i,
    name: `photo-${i}.jpg`,
    title: '',
    programmeId: 'camp',
    stamp: NOW + i,
    names: {
      fileName: `gallery_${NOW + i}_photo-${i}.webp`,
      thumbFileName: `thumb_gallery_${NOW + i}_photo-${i}.webp`,
      mediumFileName: `medium_gallery_${NOW + i}_photo-${i}.webp`,
    },
    width: 1920,
    height: 1440,
    state,
    attempted: state.kind !== 'ready',
  });

  async function leaveQueue(owner?: string) {
    const store = await queueStore();
    await store.putRow(left(0, { kind: 'uploaded' }, owner));
    await store.putRow(left(1, { kind: 'uploading', percent: 40 }, owner));
    await store.putRow(left(2, { kind: 'ready' }, owner));
    await store.putCopies('left-1', copies);
    await store.putCopies('left-2', copies);
  }

  it("offers '1 of 3 uploaded' with Resume, which uploads the rest without resizing again", async () => {
    await leaveQueue();
    const { user } = showGallery();
    const uploads = await screen.findByRole('region', { name: 'Photo uploads' });
    expect(within(uploads).getByRole('status')).toHaveTextContent(/^1 of 3 uploaded$/);
    expect(uploadImage).not.toHaveBeenCalled();
    await user.click(within(uploads).getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(rows()).toEqual(['photo-0.jpgUploaded', 'photo-1.jpgUploaded', 'photo-2.jpgUploaded']),
    );
    expect(resizePhoto).not.toHaveBeenCalled();
    // The one under way when the tab closed is looked for first; the other was never sent.
    expect(readGalleryImage).toHaveBeenCalledWith('left-1');
    expect(readGalleryImage).not.toHaveBeenCalledWith('left-2');
    // Kept before the upload asked for a Hindi title: stored with none.
    expect(addGalleryImage).toHaveBeenCalledWith(
      expect.objectContaining({ programmeId: 'camp', width: 1920, titleHi: '' }),
      { id: 'left-1' },
    );
    expect(screen.queryByRole('region', { name: 'Photo uploads' })).not.toBeInTheDocument();
    // The browser's store is cleared after the last photo shows as uploaded.
    await waitFor(async () => expect(await keptRows()).toEqual([]));
  });

  it('Discard deletes the kept photos and uploads nothing', async () => {
    await leaveQueue();
    const { user } = showGallery();
    const uploads = await screen.findByRole('region', { name: 'Photo uploads' });
    await user.click(within(uploads).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Photo uploads' })).not.toBeInTheDocument(),
    );
    expect(await keptRows()).toEqual([]);
    expect(await (await queueStore()).copies('left-2')).toBeUndefined();
    // The photo under way when the tab closed may have stored files: they go too, if unused,
    // once the browser's store is cleared.
    await waitFor(() =>
      expect(deleteUnreferencedFiles).toHaveBeenCalledWith([
        { path: `gallery/gallery_${NOW + 1}_photo-1.webp` },
        { path: `gallery/thumb_gallery_${NOW + 1}_photo-1.webp` },
        { path: `gallery/medium_gallery_${NOW + 1}_photo-1.webp` },
      ]),
    );
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it.each([
    ['another team member (their sign-in ended without a logout)', 'uid-ravi'],
    ['nobody named (kept before queues named their owner)', undefined],
  ])(
    'is not offered when %s left it on this browser: it is deleted, photos and all',
    async (_whose, owner) => {
      const store = await queueStore();
      for (const row of [left(0, { kind: 'uploaded' }), left(1, { kind: 'ready' })])
        await store.putRow({ ...row, owner });
      await store.putCopies('left-1', copies);
      showGallery();
      await waitFor(async () => expect(await keptRows()).toEqual([]));
      expect(screen.queryByRole('region', { name: 'Photo uploads' })).not.toBeInTheDocument();
      expect(await (await queueStore()).copies('left-1')).toBeUndefined();
      expect(uploadImage).not.toHaveBeenCalled();
    },
  );

  it('names the team member who chose the photos in every row it keeps', async () => {
    vi.mocked(uploadImage).mockImplementation(() => new Promise(() => {}));
    const { user, form } = showGallery();
    await user.upload(within(form).getByLabelText('Image'), photos('a.jpg', 'b.jpg'));
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Upload 2 Images' }));
    await waitFor(async () =>
      expect((await keptRows()).map((row) => row.owner)).toEqual(['uid-anita', 'uid-anita']),
    );
  });

  it('is deleted at logout, copies and all', async () => {
    await leaveQueue();
    await discardUploads();
    expect(await keptRows()).toEqual([]);
    expect(await (await queueStore()).copies('left-1')).toBeUndefined();
  });
});
