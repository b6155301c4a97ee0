import { describe, expect, it } from 'vitest';
import {
  STALE_PUBLISH_HOURS,
  isPublishStale,
  isPublishedManifest,
  nightlyPublishTimeText,
  publishWorkflowAddress,
  unpublishedChanges,
  type SavedSiteChanges,
} from '../../src/domain/publishState';

const NOW = new Date('2026-11-24T12:00:00.000Z');

describe('isPublishStale: more than 48 hours since the last publish', () => {
  it('is 48 hours', () => {
    expect(STALE_PUBLISH_HOURS).toBe(48);
  });

  it.each<[string, string, boolean]>([
    ['an hour ago', '2026-11-24T11:00:00.000Z', false],
    ['last night (Asia/Kolkata offset written out)', '2026-11-24T03:17:00+05:30', false],
    ['47 hours 59 minutes ago', '2026-11-22T12:01:00.000Z', false],
    ['exactly 48 hours ago', '2026-11-22T12:00:00.000Z', false],
    ['48 hours and a second ago', '2026-11-22T11:59:59.000Z', true],
    ['a week ago', '2026-11-17T12:00:00.000Z', true],
    ['in the future (a clock ahead)', '2026-11-25T12:00:00.000Z', false],
    ['a time that cannot be read', 'last Tuesday', true],
    ['nothing', '', true],
  ])('%s → %s', (_, publishedAt, stale) => {
    expect(isPublishStale(publishedAt, NOW)).toBe(stale);
  });
});

describe('unpublishedChanges: saved settings the site does not show yet', () => {
  const at = (iso: string) => new Date(iso);
  const none: SavedSiteChanges = { siteDetails: null, banner: null };

  it.each<
    [
      string,
      { siteDetailsUpdatedAt: string | null; bannerUpdatedAt: string | null } | null,
      SavedSiteChanges,
      string[],
    ]
  >([
    ['nothing saved, never published', null, none, []],
    [
      'nothing saved, published with the built-in ones',
      { siteDetailsUpdatedAt: null, bannerUpdatedAt: null },
      none,
      [],
    ],
    [
      'both saved, never published',
      null,
      { siteDetails: at('2026-11-01T00:00:00Z'), banner: at('2026-11-02T00:00:00Z') },
      ['siteDetails', 'banner'],
    ],
    [
      'saved after a publish that used the built-in ones',
      { siteDetailsUpdatedAt: null, bannerUpdatedAt: null },
      { siteDetails: at('2026-11-01T00:00:00Z'), banner: null },
      ['siteDetails'],
    ],
    [
      'the very save the publish used',
      { siteDetailsUpdatedAt: '2026-11-01T00:00:00.000Z', bannerUpdatedAt: null },
      { siteDetails: at('2026-11-01T00:00:00.000Z'), banner: null },
      [],
    ],
    [
      'the banner saved a millisecond after the one published; site details as published',
      {
        siteDetailsUpdatedAt: '2026-11-01T00:00:00.000Z',
        bannerUpdatedAt: '2026-11-10T08:00:00.000Z',
      },
      { siteDetails: at('2026-11-01T00:00:00.000Z'), banner: at('2026-11-10T08:00:00.001Z') },
      ['banner'],
    ],
    [
      'a publish that used a later save than the one read (clocks apart): on the site',
      { siteDetailsUpdatedAt: '2026-11-02T00:00:00.000Z', bannerUpdatedAt: null },
      { siteDetails: at('2026-11-01T00:00:00.000Z'), banner: null },
      [],
    ],
    [
      'a published time that cannot be read counts as older than the save',
      { siteDetailsUpdatedAt: 'yesterday', bannerUpdatedAt: null },
      { siteDetails: at('2026-11-01T00:00:00.000Z'), banner: null },
      ['siteDetails'],
    ],
  ])('%s → %j', (_, published, saved, expected) => {
    const changes = unpublishedChanges(published, saved);
    expect(changes.map((c) => c.setting)).toEqual(expected);
    for (const change of changes) expect(change.savedAt).toBe(saved[change.setting]);
  });
});

describe('isPublishedManifest', () => {
  const manifest = {
    publishedAt: '2026-11-23T21:47:12.000Z',
    today: '2026-11-24',
    counts: { programmes: 12, members: 30 },
    siteDetailsUpdatedAt: null,
    bannerUpdatedAt: '2026-11-10T08:00:00.000Z',
  };

  it.each<[string, unknown, boolean]>([
    ['a manifest', manifest, true],
    ['one with no counts', { ...manifest, counts: {} }, true],
    ['null', null, false],
    ['an array', [], false],
    ['HTML read as text', '<!doctype html>', false],
    ['no publish time', { ...manifest, publishedAt: undefined }, false],
    ['a publish time that is not a time', { ...manifest, publishedAt: 'soon' }, false],
    ['no date', { ...manifest, today: 20261124 }, false],
    ['counts that are not numbers', { ...manifest, counts: { programmes: '12' } }, false],
    ['no counts', { ...manifest, counts: null }, false],
    ['a site details time that is a number', { ...manifest, siteDetailsUpdatedAt: 1 }, false],
    ['no banner time at all', { ...manifest, bannerUpdatedAt: undefined }, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isPublishedManifest(value)).toBe(expected);
  });
});

describe("nightlyPublishTimeText: the nightly publish's time for people", () => {
  it.each([
    ['03:17', '3:17 in the morning'],
    ['00:05', '12:05 in the morning'],
    ['12:00', '12:00 in the afternoon'],
    ['16:59', '4:59 in the afternoon'],
    ['21:47', '9:47 in the evening'],
  ])('%s → %s', (time, text) => {
    expect(nightlyPublishTimeText(time)).toBe(text);
  });
});

describe("publishWorkflowAddress: the 'Publish the site' workflow's page, when set", () => {
  it.each([
    [
      'https://github.com/agra-youth/website/actions/workflows/publish.yml',
      'https://github.com/agra-youth/website/actions/workflows/publish.yml',
    ],
    [
      '  https://github.com/agra-youth/website/actions/workflows/publish.yml \n',
      'https://github.com/agra-youth/website/actions/workflows/publish.yml',
    ],
    [undefined, null],
    ['', null],
    ['   ', null],
    ['github.com/agra-youth/website/actions', null],
    ['http://github.com/agra-youth/website/actions/workflows/publish.yml', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (value, address) => {
    expect(publishWorkflowAddress(value)).toBe(address);
  });
});
