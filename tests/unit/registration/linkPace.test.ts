/** How often one browser asks for sign-in links (src/domain/registration/linkPace.ts). */
import { describe, expect, it } from 'vitest';
import {
  LINK_PACE,
  linkAddressKey,
  linkPaceProblem,
  parseLinkHistory,
  recentLinks,
  withLinkAsked,
  type LinkAsked,
} from '../../../src/domain/registration/linkPace';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const asked = (address: string, minutesAgo: number): LinkAsked => ({
  address: linkAddressKey(address),
  at: NOW - minutesAgo * MINUTE,
});

describe('the pace of sign-in links', () => {
  it('sends the first link to an address at once', () => {
    expect(linkPaceProblem([], 'mother@example.org', NOW)).toBeNull();
  });

  it('asks to wait for the rest of the minute after a link to the same address, whatever its case', () => {
    const history = [{ ...asked('mother@example.org', 0), at: NOW - 20_000 }];
    expect(linkPaceProblem(history, ' Mother@Example.org ', NOW)).toBe(
      'A link was sent to this address less than a minute ago: look for it in the inbox, and in the spam folder. You can ask for another in 40 seconds.',
    );
    expect(linkPaceProblem(history, 'father@example.org', NOW)).toBeNull();
    expect(linkPaceProblem(history, 'mother@example.org', NOW + 40_000)).toBeNull();
  });

  it(`sends at most ${LINK_PACE.perAddressPerHour} links an hour to one address`, () => {
    const history = [asked('a@x.org', 50), asked('a@x.org', 30), asked('a@x.org', 2)];
    expect(linkPaceProblem(history, 'a@x.org', NOW)).toBe(
      '3 links were sent to this address in the last hour: use the newest one. You can ask for another in 10 minutes.',
    );
    expect(linkPaceProblem(history, 'a@x.org', NOW + 10 * MINUTE)).toBeNull();
  });

  it(`lets one browser ask for at most ${LINK_PACE.perBrowserPerHour} links an hour, to any addresses`, () => {
    const history = ['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => asked(`${name}@x.org`, 59 - i));
    expect(linkPaceProblem(history, 'g@x.org', NOW)).toBe(
      'This device has asked for 6 sign-in links in the last hour. You can ask for another in a minute.',
    );
    expect(linkPaceProblem(history.slice(1), 'g@x.org', NOW)).toBeNull();
  });

  it('forgets what is an hour old, and keeps no address, only its hash', () => {
    const history = withLinkAsked([asked('old@x.org', 61), asked('b@x.org', 5)], 'New@X.org', NOW);
    expect(history).toEqual([
      asked('b@x.org', 5),
      { address: linkAddressKey('new@x.org'), at: NOW },
    ]);
    expect(JSON.stringify(history)).not.toMatch(/x\.org/i);
    expect(linkAddressKey('new@x.org')).toMatch(/^[0-9a-f]{8}$/);
    expect(recentLinks(history, NOW + 56 * MINUTE)).toEqual([
      { address: linkAddressKey('new@x.org'), at: NOW },
    ]);
  });

  it.each([
    ['nothing kept', null, []],
    ['not JSON', '{', []],
    ['not a list', '{"address":"x","at":1}', []],
    [
      'entries of another shape left out',
      '[{"address":"x","at":1},{"at":"2"},3]',
      [{ address: 'x', at: 1 }],
    ],
  ])('reads back %s', (_what, text, history) => {
    expect(parseLinkHistory(text)).toEqual(history);
  });
});
