import { describe, expect, it } from 'vitest';
import {
  publishingLine,
  savedLine,
  teamLine,
  trashLine,
} from '../../src/admin/settings/settingsLines';
import type { PublishedManifest } from '../../src/domain/published';
import type { Invitation, TeamMember, TrashItem } from '../../src/domain/types';

/** Tuesday 10 February 2026, noon on the owner's clock. */
const NOW = new Date(2026, 1, 10, 12, 0);
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

const manifest = (publishedAt: string): PublishedManifest => ({
  publishedAt,
  today: '2026-02-10',
  counts: {},
  siteDetailsUpdatedAt: null,
  bannerUpdatedAt: null,
});

describe('publishingLine', () => {
  it.each<[string, PublishedManifest | null | 'failed', string]>([
    ['3 hours ago', manifest(ago(3).toISOString()), 'Last published 3 hours ago.'],
    ['exactly 48 hours ago', manifest(ago(48).toISOString()), 'Last published 2 days ago.'],
    [
      'more than 48 hours ago',
      manifest(ago(49).toISOString()),
      'Last published 2 days ago. The nightly publish may have stopped.',
    ],
    [
      'a time that cannot be read',
      manifest('soon'),
      'When the site was last published could not be read.',
    ],
    ['never', null, 'Not published yet.'],
    ['not read', 'failed', 'When the site was last published could not be read.'],
  ])('%s', (_, read, line) => {
    expect(publishingLine(read, NOW)).toBe(line);
  });
});

describe('savedLine', () => {
  it.each<[string, Date | null, string]>([
    ['just now', ago(0), 'Last saved just now.'],
    ['yesterday', ago(24), 'Last saved yesterday.'],
    ['never', null, 'Not saved yet.'],
  ])('%s', (_, savedAt, line) => {
    expect(savedLine(savedAt, 'Not saved yet.', NOW)).toBe(line);
  });
});

describe('teamLine', () => {
  const person = (name: string, role: TeamMember['role']): TeamMember => ({
    uid: name,
    name,
    email: `${name}@example.org`,
    role,
    addedBy: 'a',
    addedAt: null,
  });
  const invited = (hoursAgo: number | null): Invitation => ({
    email: `i${hoursAgo}@example.org`,
    name: 'I',
    role: 'editor',
    invitedBy: 'a',
    createdAt: hoursAgo === null ? null : ago(hoursAgo),
  });
  it.each<[string, TeamMember[], Invitation[], string]>([
    [
      'the team and an invitation',
      [person('a', 'owner'), person('b', 'editor'), person('c', 'editor')],
      [invited(24)],
      '3 people, 1 invitation waiting',
    ],
    [
      'one person, several invitations',
      [person('a', 'owner')],
      [invited(1), invited(2)],
      '1 person, 2 invitations waiting',
    ],
    [
      'people removed are not on the team',
      [person('a', 'owner'), person('b', 'removed')],
      [],
      '1 person, no invitations waiting',
    ],
    [
      'an expired invitation waits no more; one of unknown age still does',
      [person('a', 'owner')],
      [invited(14 * 24 + 1), invited(null)],
      '1 person, 1 invitation waiting',
    ],
  ])('%s', (_, team, invitations, line) => {
    expect(teamLine(team, invitations, NOW)).toBe(line);
  });
});

describe('trashLine', () => {
  const item = { id: 'x' } as TrashItem;
  it.each<[number, string]>([
    [0, 'The Trash is empty.'],
    [1, '1 item'],
    [4, '4 items'],
  ])('%i items', (count, line) => {
    expect(trashLine(Array.from({ length: count }, () => item))).toBe(line);
  });
});
