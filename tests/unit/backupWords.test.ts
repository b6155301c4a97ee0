/** The words the Backup screen shows about a backup: what it holds and how long ago it was made. */
import { describe, expect, it } from 'vitest';
import { backupSummary, timeAgo } from '../../src/admin/settings/backupWords';

const NOW = new Date('2025-06-01T09:30:00.000Z');

describe('describing a backup', () => {
  it.each([
    [48, 39, 18.3 * 1024 * 1024, '48 records and 39 images, 18.3 MB'],
    [1, 1, 2048, '1 record and 1 image, 2 KB'],
    [0, 0, 22, '0 records and 0 images, 1 KB'],
  ])('%i records, %i images, %i bytes: %s', (records, images, size, text) => {
    expect(backupSummary(records, images, size)).toBe(text);
  });

  it.each([
    ['2025-06-01T09:29:30.000Z', 'just now'],
    ['2025-06-01T09:00:00.000Z', '30 minutes ago'],
    ['2025-05-31T09:30:00.000Z', 'yesterday'],
    ['2025-05-20T09:30:00.000Z', 'last week'],
    ['2025-01-01T00:00:00.000Z', '5 months ago'],
    ['2023-01-01T00:00:00.000Z', '2 years ago'],
  ])('a backup made %s was made %s', (made, text) => {
    expect(timeAgo(new Date(made), NOW)).toBe(text);
  });
});
