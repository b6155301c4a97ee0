/**
 * Upload, then write, then clean up (src/services/savedFiles.ts), for several files at once as a
 * gallery photo and a banner slide save them: the order of the steps, what is deleted when each
 * step fails, and the progress of all the files as one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUnreferencedFiles, uploadImage } from '../../src/services/images';
import { UploadError, percentOf, saveWithFiles } from '../../src/services/savedFiles';

// The service deletes a file only when no other record refers to it (see
// tests/integration/sharedFiles.test.ts); here it stands at the module boundary.
vi.mock('../../src/services/images', () => ({
  uploadImage: vi.fn(),
  deleteUnreferencedFiles: vi.fn(),
}));

const upload = vi.mocked(uploadImage);
const deleteFiles = vi.mocked(deleteUnreferencedFiles);
const file = (path: string, bytes = 4) => ({ path, blob: new Blob(['x'.repeat(bytes)]) });
const FILES = [file('gallery/gallery_1_a.webp', 6), file('gallery/thumb_gallery_1_a.webp', 2)];
const urlOf = (path: string) => `https://files/${path}`;

let calls: string[];
beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  calls = [];
  upload.mockImplementation(async (path, blob, onProgress) => {
    onProgress?.({ bytesTransferred: blob.size, totalBytes: blob.size });
    calls.push(`upload ${path}`);
    return urlOf(path);
  });
  deleteFiles.mockImplementation(async (files) => {
    calls.push(`delete ${files.map((f) => ('url' in f ? f.url : f.path)).join(', ')}`);
  });
});

describe('saveWithFiles', () => {
  it('uploads every file, writes with their URLs in order, then deletes what was replaced', async () => {
    const written = await saveWithFiles({
      files: FILES,
      write: async (urls) => {
        calls.push(`write ${urls.join(', ')}`);
        return 'saved';
      },
      replaced: [{ url: 'https://files/old' }],
    });
    expect(written).toBe('saved');
    expect(calls).toEqual([
      'upload gallery/gallery_1_a.webp',
      'upload gallery/thumb_gallery_1_a.webp',
      `write ${urlOf(FILES[0]!.path)}, ${urlOf(FILES[1]!.path)}`,
      'delete https://files/old',
    ]);
  });

  it('deletes the uploads that succeeded, writes nothing and keeps the old files when one upload fails', async () => {
    const refused = Object.assign(new Error('Firebase Storage: unauthorized'), {
      code: 'storage/unauthorized',
    });
    upload.mockImplementation(async (path) => {
      if (path.includes('thumb_')) throw refused;
      return urlOf(path);
    });
    const write = vi.fn();
    const failure = saveWithFiles({
      files: FILES,
      write,
      replaced: [{ url: 'https://files/old' }],
    });
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({ cause: refused });
    expect(write).not.toHaveBeenCalled();
    expect(deleteFiles).toHaveBeenCalledTimes(1);
    expect(deleteFiles).toHaveBeenCalledWith([{ url: urlOf(FILES[0]!.path) }]);
  });

  it('deletes every upload and keeps the old files when the write fails, rethrowing its error', async () => {
    const refused = new Error('permission denied');
    await expect(
      saveWithFiles({
        files: FILES,
        write: async () => {
          throw refused;
        },
        replaced: [{ url: 'https://files/old' }],
      }),
    ).rejects.toBe(refused);
    expect(calls.at(-1)).toBe(`delete ${urlOf(FILES[0]!.path)}, ${urlOf(FILES[1]!.path)}`);
    expect(calls.join()).not.toContain('https://files/old');
  });

  it('never deletes a replaced file the write still refers to', async () => {
    await saveWithFiles({
      files: FILES.slice(0, 1),
      write: async () => {},
      replaced: [{ url: urlOf(FILES[0]!.path) }, { url: 'https://files/old' }],
    });
    expect(deleteFiles).toHaveBeenCalledWith([{ url: 'https://files/old' }]);
  });

  it('only logs a failure to delete what was replaced, and resolves', async () => {
    deleteFiles.mockRejectedValue(new Error('offline'));
    await expect(
      saveWithFiles({ files: [], write: async () => 1, replaced: [{ url: 'https://files/old' }] }),
    ).resolves.toBe(1);
    expect(console.error).toHaveBeenCalled();
  });

  it('reports the bytes of all the files as one progress', async () => {
    const seen: number[] = [];
    await saveWithFiles({
      files: FILES,
      write: async () => {},
      onProgress: (progress) => seen.push(percentOf(progress)),
    });
    // 6 of 8 bytes once the first is sent, then all of them.
    expect(seen).toEqual([75, 100]);
  });
});

describe('percentOf', () => {
  it.each([
    [{ bytesTransferred: 0, totalBytes: 0 }, 0],
    [{ bytesTransferred: 1, totalBytes: 3 }, 33],
    [{ bytesTransferred: 2, totalBytes: 3 }, 67],
    [{ bytesTransferred: 3, totalBytes: 3 }, 100],
  ])('%j is %i %', (progress, percent) => {
    expect(percentOf(progress)).toBe(percent);
  });
});
