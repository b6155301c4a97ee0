/**
 * The nightly prune's decision (src/domain/accountRetention.ts): which sign-in accounts it deletes
 * and why it keeps the others, as tables of accounts.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_HOURS,
  accountOf,
  accountsToDelete,
  keptRegardless,
  type AuthAccount,
  type KeptBecause,
  type PruneFacts,
} from '../../src/domain/accountRetention';

const NOW = new Date('2026-12-01T21:47:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
const LONG_AGO = hoursAgo(24 * 30);

const facts: PruneFacts = {
  teamIds: new Set(['member', 'removed-member']),
  invitedAddresses: new Set(['invitee@example.org']),
  now: NOW,
};

const account = (uid: string, more: Partial<AuthAccount> = {}): AuthAccount => ({
  uid,
  email: `${uid}@example.org`,
  admin: false,
  lastActive: LONG_AGO,
  ...more,
});

describe('keptRegardless', () => {
  it.each<[string, AuthAccount, ReturnType<typeof keptRegardless>]>([
    ['a registrant idle for a month: only a registration can keep it', account('parent'), null],
    ['the owner by the admin claim, not on the team', account('owner', { admin: true }), 'admin'],
    ['a team member (a password account)', account('member'), 'team'],
    ['a member removed from the team keeps their document', account('removed-member'), 'team'],
    ['an invitee not yet joined', account('x', { email: 'invitee@example.org' }), 'invited'],
    ['an account without an address, idle', account('no-address', { email: '' }), null],
    ['signed in an hour ago', account('new', { lastActive: hoursAgo(1) }), 'active'],
    [
      'active a minute short of the window',
      account('new', { lastActive: new Date(hoursAgo(ACTIVE_HOURS).getTime() + 60_000) }),
      'active',
    ],
    ['idle exactly for the window', account('idle', { lastActive: hoursAgo(ACTIVE_HOURS) }), null],
    ['times that cannot be read', account('unknown', { lastActive: null }), 'active'],
    [
      'the claim wins over the other reasons',
      account('member', { admin: true, lastActive: hoursAgo(1) }),
      'admin',
    ],
  ])('%s', (_, given, expected) => {
    expect(keptRegardless(given, facts)).toBe(expected);
  });
});

describe('accountsToDelete', () => {
  it.each<[string, AuthAccount, boolean, KeptBecause | 'deleted']>([
    ['a registrant with a registration', account('parent'), true, 'registered'],
    ['a registrant whose last registration went', account('parent'), false, 'deleted'],
    ['a team member without registrations', account('member'), false, 'team'],
    ['the owner by the claim', account('owner', { admin: true }), false, 'admin'],
    ['an invitee', account('x', { email: 'invitee@example.org' }), false, 'invited'],
    ['someone who signed in just now', account('new', { lastActive: NOW }), false, 'active'],
    ['a registered team member counts once, as team', account('member'), true, 'team'],
  ])('%s', (_, given, registered, outcome) => {
    const decision = accountsToDelete([given], facts, new Set(registered ? [given.uid] : []));
    if (outcome === 'deleted') {
      expect(decision.toDelete).toEqual([given.uid]);
      expect(Object.values(decision.kept).every((count) => count === 0)).toBe(true);
    } else {
      expect(decision.toDelete).toEqual([]);
      expect(decision.kept[outcome]).toBe(1);
    }
  });

  it('deletes, of a mixed page, only the accounts nothing keeps, in their order, and counts the rest', () => {
    const page = [
      account('a-gone'),
      account('parent'),
      account('member'),
      account('owner', { admin: true }),
      account('b-gone', { email: '' }),
      account('new', { lastActive: hoursAgo(2) }),
      account('x', { email: 'invitee@example.org' }),
    ];
    expect(accountsToDelete(page, facts, new Set(['parent', 'new']))).toEqual({
      toDelete: ['a-gone', 'b-gone'],
      kept: { admin: 1, team: 1, invited: 1, active: 1, registered: 1 },
    });
  });
});

describe('accountOf', () => {
  const metadata = {
    creationTime: 'Sun, 01 Nov 2026 10:00:00 GMT',
    lastSignInTime: 'Mon, 02 Nov 2026 10:00:00 GMT',
    lastRefreshTime: 'Tue, 03 Nov 2026 10:00:00 GMT',
  };

  it.each<[string, Parameters<typeof accountOf>[0], Partial<AuthAccount>]>([
    [
      'the latest of creation, sign-in and refresh',
      { uid: 'u', email: 'A@Example.org ', metadata },
      { email: 'a@example.org', admin: false, lastActive: new Date('2026-11-03T10:00:00Z') },
    ],
    [
      'never signed in nor refreshed: its creation',
      {
        uid: 'u',
        metadata: {
          creationTime: metadata.creationTime,
          lastSignInTime: null,
          lastRefreshTime: null,
        },
      },
      { email: '', lastActive: new Date('2026-11-01T10:00:00Z') },
    ],
    [
      'an admin claim of any value',
      { uid: 'u', customClaims: { admin: false }, metadata },
      { admin: true },
    ],
    [
      'other claims only',
      { uid: 'u', customClaims: { deanery: 'agra' }, metadata },
      { admin: false },
    ],
    [
      'a time that cannot be read',
      { uid: 'u', metadata: { ...metadata, lastRefreshTime: 'yesterday-ish' } },
      { lastActive: null },
    ],
    ['no time at all', { uid: 'u', metadata: { creationTime: '' } }, { lastActive: null }],
  ])('%s', (_, user, expected) => {
    expect(accountOf(user)).toMatchObject({ uid: 'u', ...expected });
  });
});
