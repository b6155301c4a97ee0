import { describe, expect, it } from 'vitest';
import { MESSAGES, validateImageFile } from '../../src/domain/formChecks';

const MB = 1024 * 1024;
const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';

describe('validateImageFile: size is no reason to refuse a photo, only not being an image is', () => {
  it.each<[string, { type: string; size: number } | null, string | null]>([
    ['no file', null, MESSAGES.galleryFile],
    ['a small JPEG', { type: 'image/jpeg', size: 2 * MB }, null],
    ['a 15 MB phone photo', { type: 'image/jpeg', size: 15 * MB }, null],
    ['a 48 MB PNG', { type: 'image/png', size: 48 * MB }, null],
    [
      'a HEIC photo (the browser decides whether it can read it)',
      { type: 'image/heic', size: 3 * MB },
      null,
    ],
    ['a file of no declared type (the decoder decides)', { type: '', size: 3 * MB }, null],
    ['a text file', { type: 'text/plain', size: 100 }, NOT_AN_IMAGE],
    ['a PDF', { type: 'application/pdf', size: 15 * MB }, NOT_AN_IMAGE],
    ['a video', { type: 'video/mp4', size: 5 * MB }, NOT_AN_IMAGE],
  ])('%s → %j', (_case, file, expected) => {
    expect(validateImageFile(file)).toBe(expected);
  });

  it('says which formats work when a file cannot be read as an image', () => {
    expect(MESSAGES.unreadableImage).toBe(
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
    );
  });
});
