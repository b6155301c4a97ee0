import { describe, expect, it } from 'vitest';
import { daysLeftText, trashDaysLeft, trashItemLabel } from '../../src/admin/flow/recordWords';
import {
  currentTeam,
  invitationExpiry,
  invitationProblem,
  isExpired,
  roleChangeRefusal,
} from '../../src/admin/settings/teamRules';
import type { TeamMember, TrashItem } from '../../src/domain/types';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-02-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const person = (name: string, role: TeamMember['role'], over: Partial<TeamMember> = {}) => ({
  uid: `uid-${name.toLowerCase()}`,
  name,
  email: `${name.toLowerCase()}@example.org`,
  role,
  addedBy: 'uid-anita',
  addedAt: ago(10 * DAY),
  ...over,
});

/** Anita: owner by the website's set-up; Bea: owner by invitation; Ravi: editor; Sam: removed. */
const anita = person('Anita', 'owner', { addedBy: 'uid-anita' });
const bea = person('Bea', 'owner');
const ravi = person('Ravi', 'editor');
const sam = person('Sam', 'removed');

describe('currentTeam', () => {
  it('lists owners, then editors, each by name, and leaves out who was removed', () => {
    const zed = person('Zed', 'owner');
    expect(currentTeam([ravi, sam, zed, bea, anita]).map((m) => m.name)).toEqual([
      'Anita',
      'Bea',
      'Zed',
      'Ravi',
    ]);
  });
});

describe('roleChangeRefusal', () => {
  it.each<[string, TeamMember, TeamMember[], string, string | null]>([
    ['an editor, by an owner', ravi, [anita, bea, ravi], 'uid-bea', null],
    ['another owner by invitation, with two owners', bea, [anita, bea, ravi], 'uid-anita', null],
    [
      'oneself',
      bea,
      [anita, bea, ravi],
      'uid-bea',
      'You cannot change your own role or remove yourself. Another owner can.',
    ],
    [
      'an owner by the website set-up',
      anita,
      [anita, bea, ravi],
      'uid-bea',
      'Anita became an owner when the website was set up. Only its technical administrator can change that.',
    ],
    [
      'the last owner',
      bea,
      // The owner looking has no document yet (an owner by set-up before their first sign-in).
      [bea, ravi],
      'uid-anita',
      'Bea is the only owner. Make someone else an owner first: the website must always have one.',
    ],
    ['removed owners do not count as owners', ravi, [bea, ravi, sam], 'uid-bea', null],
  ])('%s', (_, target, team, me, expected) => {
    expect(roleChangeRefusal(target, team, me)).toBe(expected);
  });
});

describe('invitations', () => {
  it.each<[string, Date | null, Date | null, boolean]>([
    ['made now', NOW, new Date(NOW.getTime() + 14 * DAY), false],
    ['made 13 days ago', ago(13 * DAY), new Date(NOW.getTime() + DAY), false],
    ['made exactly 14 days ago: still on', ago(14 * DAY), NOW, false],
    ['made 15 days ago', ago(15 * DAY), ago(DAY), true],
    ['no date', null, null, false],
  ])('%s', (_, createdAt, expiry, expired) => {
    expect(invitationExpiry({ createdAt })).toEqual(expiry);
    expect(isExpired({ createdAt }, NOW)).toBe(expired);
  });

  it.each<[string, string, string, string | null]>([
    ['a name and an address', 'Dina', 'dina@example.org', null],
    ['an address in capitals, with spaces around', 'Dina', '  Dina@Example.ORG ', null],
    ['no name', ' ', 'dina@example.org', 'Name and e-mail address are required'],
    ['no address', 'Dina', '  ', 'Name and e-mail address are required'],
    ['a name too long', 'x'.repeat(201), 'dina@example.org', 'Name must be at most 200 characters'],
    [
      'an address too long',
      'Dina',
      `${'x'.repeat(250)}@example.org`,
      'The e-mail address must be at most 254 characters',
    ],
    [
      'no @',
      'Dina',
      'dina.example.org',
      'Please enter a whole e-mail address, such as name@example.org',
    ],
    [
      'a space inside',
      'Dina',
      'dina m@example.org',
      'Please enter a whole e-mail address, such as name@example.org',
    ],
    ['someone on the team', 'Ravi', 'RAVI@example.org', 'ravi@example.org is already on the team.'],
    ['someone removed may be invited again', 'Sam', 'sam@example.org', null],
  ])('%s', (_, name, email, expected) => {
    expect(invitationProblem({ name, email }, [anita, bea, ravi, sam])).toBe(expected);
  });
});

const item = (collection: string, record: TrashItem['record'], deletedAt: Date | null) => ({
  id: `${collection}_x`,
  collection,
  recordId: 'x',
  record,
  deletedAt,
  deletedBy: 'uid-ravi',
});

describe('trashItemLabel', () => {
  it.each<[string, TrashItem, { kind: string; name: string }]>([
    ['a member', item('members', { name: 'Anna' }, NOW), { kind: 'Member', name: 'Anna' }],
    [
      "an office bearer's message, by its role",
      item('officeBearerMessages', { title: 'Shine', role: 'lady_animator' }, NOW),
      { kind: 'Lady Animator message', name: 'Shine' },
    ],
    [
      'a gallery image',
      item('gallery', { title: 'Picnic' }, NOW),
      { kind: 'Gallery image', name: 'Picnic' },
    ],
    [
      'an event without a title',
      item('events', { title: '  ' }, NOW),
      { kind: 'Event', name: '(untitled)' },
    ],
    [
      'a collection the app does not know',
      item('other', {}, NOW),
      { kind: 'other', name: '(untitled)' },
    ],
  ])('%s', (_, trashItem, expected) => {
    expect(trashItemLabel(trashItem)).toEqual(expected);
  });
});

describe('trashDaysLeft', () => {
  it.each<[string, Date | null, number | null, string]>([
    ['just deleted', NOW, 30, '30 days'],
    ['deleted a minute ago', new Date(NOW.getTime() - 60_000), 30, '30 days'],
    ['deleted 1 day ago', ago(DAY), 29, '29 days'],
    ['deleted 29 days and 1 hour ago', ago(29 * DAY + 60 * 60 * 1000), 1, '1 day'],
    ['deleted exactly 30 days ago', ago(30 * DAY), 0, 'Due to go'],
    ['deleted 45 days ago (a purge failed)', ago(45 * DAY), 0, 'Due to go'],
    ['a deletion time ahead of this clock', new Date(NOW.getTime() + DAY), 30, '30 days'],
    ['no deletion time', null, null, 'Not known'],
  ])('%s', (_, deletedAt, days, text) => {
    expect(trashDaysLeft(deletedAt, NOW)).toBe(days);
    expect(daysLeftText(days)).toBe(text);
  });
});
