import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTIONS,
  adminPageTitle,
  sectionShowing,
  withAddFormOpen,
} from '../../src/admin/sections';

describe('adminPageTitle', () => {
  it.each([
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/members', 'Members Management'],
    ['/admin/bishop', 'Archbishop Messages'],
    ['/admin/youth-director', 'Youth Director Messages'],
    ['/admin/associate-director', 'Associate Director Messages'],
    ['/admin/lady-animator', 'Lady Youth Animator Messages'],
    ['/admin/events', 'Events Management'],
    ['/admin/gallery', 'Gallery Management'],
    ['/admin/settings', 'Settings'],
    ['/admin/settings/', 'Settings'],
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/no-such-page', 'Dashboard'],
  ])('%s → %s', (path, title) => {
    expect(adminPageTitle(path)).toBe(title);
  });
});

describe('sidebar sections', () => {
  it('lists the sidebar entries in order, the four kinds of message in the Messages group', () => {
    expect(ADMIN_SECTIONS.map((s) => [s.label, s.group ?? null])).toEqual([
      ['Dashboard', null],
      ['Members', null],
      ['Archbishop', 'Messages'],
      ['Youth Director', 'Messages'],
      ['Associate Director', 'Messages'],
      ['Lady Animator', 'Messages'],
      ['Events', null],
      ['Gallery', null],
      ['Settings', null],
    ]);
  });

  it('writes every admin path once', () => {
    const paths = ADMIN_SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the section that shows a record', () => {
  it.each([
    ['members', {}, 'members'],
    ['bishopMessages', {}, 'bishop'],
    ['officeBearerMessages', { role: 'lady_animator' }, 'lady-animator'],
    ['officeBearerMessages', { role: 'youth_director' }, 'youth-director'],
    ['gallery', {}, 'gallery'],
    ['events', {}, 'events'],
  ] as const)('%s %j → /admin/%s', (collection, fields, path) => {
    expect(sectionShowing(collection, fields)?.path).toBe(path);
  });

  it('finds none for an office bearer the site does not know', () => {
    expect(sectionShowing('officeBearerMessages', { role: 'constructor' })).toBeUndefined();
  });

  it('opens a screen with its add form by a query', () => {
    expect(withAddFormOpen('/admin/events')).toBe('/admin/events?new=1');
  });
});
