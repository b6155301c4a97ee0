/**
 * A gallery entry's card in the admin area: the programme it belongs to, moving it to another or
 * to none, and an owner's 'Remove now' (services mocked at their module boundary).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_CARD, GalleryCard } from '../../../src/admin/gallery/GalleryCard';
import type { GalleryImage } from '../../../src/domain/types';
import { movePhotos } from '../../../src/services/galleryWrites';
import { removeNow } from '../../../src/services/trash';
import {
  accessOf,
  answerDialog,
  findToast,
  permissionDenied,
  programme,
  renderScreen,
  setUpScreenTests,
} from './helpers';

vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', () => import('./serviceMocks/galleryWrites'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));

const camp = programme({ id: 'camp', title: 'Youth Camp', startDate: '2026-03-12' });
const retreat = programme({ id: 'retreat', title: 'Lenten Retreat', startDate: '2026-04-02' });

const picnic: GalleryImage = {
  id: 'picnic',
  title: 'Youth picnic',
  imageUrl: 'https://files/gallery_1_picnic.webp',
  fileName: 'gallery_1_picnic.webp',
  programmeId: 'camp',
  createdAt: new Date('2024-05-01'),
};

setUpScreenTests();

const flow = { askDelete: vi.fn(), reload: vi.fn() };

beforeEach(() => {
  vi.mocked(movePhotos).mockResolvedValue();
  vi.mocked(removeNow).mockResolvedValue();
});

function show(image: GalleryImage = picnic, role: 'owner' | 'editor' = 'owner') {
  const user = userEvent.setup();
  renderScreen(
    <ul>
      <GalleryCard image={image} flow={flow} programmes={[retreat, camp]} />
    </ul>,
    '/admin/gallery',
    accessOf({ role }),
  );
  return user;
}

const programmeSelect = () => screen.getByRole('combobox', { name: 'Programme of Youth picnic' });

describe('the programme of a photo', () => {
  it('shows the one it belongs to, and offers every programme and none', () => {
    show();
    expect(programmeSelect()).toHaveDisplayValue('Youth Camp (2026-03-12)');
    expect(
      within(programmeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No programme', 'Lenten Retreat (2026-04-02)', 'Youth Camp (2026-03-12)']);
  });

  it("says 'No programme' for a photo of the general gallery", () => {
    show({ ...picnic, programmeId: undefined });
    expect(programmeSelect()).toHaveDisplayValue('No programme');
  });

  it('names a programme no longer on the site', () => {
    show({ ...picnic, programmeId: 'gone' });
    expect(programmeSelect()).toHaveDisplayValue('a programme no longer on the site');
  });

  it('moves it to another programme, says so and reads the list again', async () => {
    const user = show();
    await user.selectOptions(programmeSelect(), 'Lenten Retreat (2026-04-02)');
    expect(movePhotos).toHaveBeenCalledWith(['picnic'], 'retreat');
    await findToast('Photo moved to Lenten Retreat');
    expect(flow.reload).toHaveBeenCalled();
  });

  it('moves it to the general gallery', async () => {
    const user = show();
    await user.selectOptions(programmeSelect(), 'No programme');
    expect(movePhotos).toHaveBeenCalledWith(['picnic'], null);
    await findToast('Photo moved to the general gallery');
  });

  it('says why a move failed, and keeps the list as it was', async () => {
    vi.mocked(movePhotos).mockRejectedValue(permissionDenied());
    const user = show();
    await user.selectOptions(programmeSelect(), 'Lenten Retreat (2026-04-02)');
    await findToast('Error moving photo: Missing or insufficient permissions.');
    expect(flow.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(programmeSelect()).toBeEnabled());
  });
});

describe('Remove now', () => {
  it('is offered to owners only', () => {
    show(picnic, 'editor');
    expect(screen.queryByRole('button', { name: 'Remove Youth picnic now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Youth picnic' })).toBeInTheDocument();
  });

  it('asks first, saying what happens; Cancel removes nothing', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Remove Youth picnic now' }));
    await answerDialog(user, GALLERY_CARD.removeQuestion, 'Cancel');
    expect(removeNow).not.toHaveBeenCalled();
  });

  it('removes the photo and its files for good, and reads the list again', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Remove Youth picnic now' }));
    expect(
      screen.getByRole('alertdialog', {
        name: 'Remove this photo now? The photo and all its files are deleted at once, and it will not come back with a restore.',
      }),
    ).toBeInTheDocument();
    await answerDialog(user, GALLERY_CARD.removeQuestion, 'Remove now');
    expect(removeNow).toHaveBeenCalledWith('gallery', 'picnic');
    await findToast('Photo removed');
    expect(flow.reload).toHaveBeenCalled();
  });

  it('says why it failed', async () => {
    vi.mocked(removeNow).mockRejectedValue(permissionDenied());
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Remove Youth picnic now' }));
    await answerDialog(user, GALLERY_CARD.removeQuestion, 'Remove now');
    await findToast('Error removing photo: Missing or insufficient permissions.');
    expect(flow.reload).not.toHaveBeenCalled();
  });
});
