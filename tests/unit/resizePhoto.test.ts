/**
 * resizePhoto where there is no worker (jsdom has none, as some browsers): the page makes the
 * three copies at the gallery's sizes, one photo at a time, and a photo it cannot read is refused
 * with the HEIC message when it is a HEIC photo.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageResize from '../../src/admin/flow/imageResize';
import { UnreadableImageError, resizeImageCopies } from '../../src/admin/flow/imageResize';
import { MESSAGES } from '../../src/domain/formChecks';
import {
  HEIC_UNREADABLE,
  isHeic,
  resizePhoto,
  UnreadableHeicError,
} from '../../src/admin/upload/resizePhoto';

vi.mock('../../src/admin/flow/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImageCopies: vi.fn(),
}));

const copy = (width: number, height: number) => ({
  blob: new Blob([new Uint8Array(width)], { type: 'image/webp' }),
  width,
  height,
});

beforeEach(() => vi.resetAllMocks());

describe('resizePhoto on the page', () => {
  it('makes the 1920, 1080 and 480 px copies and gives the full image’s size', async () => {
    vi.mocked(resizeImageCopies).mockResolvedValue([
      copy(1920, 1440),
      copy(1080, 810),
      copy(480, 360),
    ]);
    const photo = await resizePhoto(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(resizeImageCopies).toHaveBeenCalledWith(expect.any(File), [1920, 1080, 480]);
    expect([photo.width, photo.height]).toEqual([1920, 1440]);
    expect([photo.full.size, photo.medium.size, photo.thumb.size]).toEqual([1920, 1080, 480]);
  });

  it('decodes one photo at a time', async () => {
    let running = 0;
    let most = 0;
    vi.mocked(resizeImageCopies).mockImplementation(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return [copy(1920, 1080), copy(1080, 608), copy(480, 270)];
    });
    await Promise.all(['a', 'b', 'c'].map((name) => resizePhoto(new File(['x'], `${name}.jpg`))));
    expect(most).toBe(1);
  });

  it.each([
    ['IMG_0001.HEIC', 'image/heic', HEIC_UNREADABLE],
    ['IMG_0002.heif', '', HEIC_UNREADABLE],
    ['scan.png', 'image/png', MESSAGES.unreadableImage],
  ])('refuses %s (%j) it cannot read: %s', async (name, type, message) => {
    vi.mocked(resizeImageCopies).mockRejectedValue(new UnreadableImageError());
    const refusal = resizePhoto(new File(['x'], name, { type }));
    await expect(refusal).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(refusal).rejects.toThrow(message);
  });

  it('tells a HEIC photo by its type or its name', () => {
    expect(isHeic({ name: 'a.jpg', type: 'image/heic-sequence' })).toBe(true);
    expect(isHeic({ name: 'a.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
    expect(new UnreadableHeicError().message).toBe(HEIC_UNREADABLE);
  });
});
