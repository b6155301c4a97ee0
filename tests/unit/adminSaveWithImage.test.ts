import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteWithImage, saveWithImage } from '../../src/admin/saveWithImage';
import { deleteImageByUrl, uploadImage } from '../../src/services/images';

vi.mock('../../src/services/images', () => ({
  uploadImage: vi.fn(),
  deleteImageByUrl: vi.fn(),
  deleteImageByPath: vi.fn(),
}));

const upload = vi.mocked(uploadImage);
const deleteByUrl = vi.mocked(deleteImageByUrl);
const blob = new Blob(['x'], { type: 'image/jpeg' });

describe('saveWithImage', () => {
  let calls: string[];
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    calls = [];
    upload.mockImplementation(async (path) => {
      calls.push(`upload ${path}`);
      return 'https://files/new';
    });
    deleteByUrl.mockImplementation(async (url) => {
      calls.push(`delete ${url}`);
    });
  });

  it('uploads the new image, saves, and only then deletes the old one', async () => {
    await saveWithImage({
      newImage: { path: 'members/1_cropped.jpeg', blob },
      oldImageUrl: 'https://files/old',
      save: async (url) => calls.push(`save ${url}`),
    });
    expect(calls).toEqual([
      'upload members/1_cropped.jpeg',
      'save https://files/new',
      'delete https://files/old',
    ]);
  });

  it('deletes the new upload and keeps the old image when the save fails', async () => {
    const failure = new Error('permission denied');
    await expect(
      saveWithImage({
        newImage: { path: 'bishops/1_a.webp', blob },
        oldImageUrl: 'https://files/old',
        save: async () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(calls).toEqual(['upload bishops/1_a.webp', 'delete https://files/new']);
  });

  it('does not save when the upload fails', async () => {
    upload.mockRejectedValue(new Error('quota exceeded'));
    const save = vi.fn();
    await expect(
      saveWithImage({ newImage: { path: 'p', blob }, oldImageUrl: 'https://files/old', save }),
    ).rejects.toThrow('quota exceeded');
    expect(save).not.toHaveBeenCalled();
    expect(deleteByUrl).not.toHaveBeenCalled();
  });

  it('without a new image saves with an empty URL and deletes nothing', async () => {
    const save = vi.fn(async () => {});
    await saveWithImage({ newImage: null, oldImageUrl: 'https://files/old', save });
    expect(save).toHaveBeenCalledWith('');
    expect(upload).not.toHaveBeenCalled();
    expect(deleteByUrl).not.toHaveBeenCalled();
  });

  it('only logs a failure to delete the old image', async () => {
    deleteByUrl.mockRejectedValue(new Error('not found'));
    await expect(
      saveWithImage({
        newImage: { path: 'p', blob },
        oldImageUrl: 'https://files/old',
        save: async () => {},
      }),
    ).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('deleteWithImage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('deletes the record, then its image', async () => {
    const order: string[] = [];
    deleteByUrl.mockImplementation(async () => {
      order.push('image');
    });
    await deleteWithImage(async () => order.push('record'), 'https://files/a');
    expect(order).toEqual(['record', 'image']);
  });

  it('keeps the image when the record cannot be deleted', async () => {
    await expect(
      deleteWithImage(async () => Promise.reject(new Error('denied')), 'https://files/a'),
    ).rejects.toThrow('denied');
    expect(deleteByUrl).not.toHaveBeenCalled();
  });

  it('only logs a failure to delete the image', async () => {
    deleteByUrl.mockRejectedValue(new Error('not found'));
    await expect(deleteWithImage(async () => {}, 'https://files/a')).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('deletes no image when the record has none', async () => {
    await deleteWithImage(async () => {}, '');
    expect(deleteByUrl).not.toHaveBeenCalled();
  });
});
