import { describe, expect, it } from 'vitest';
import { TRASH_LINK, registrationsPath, withAddFormOpen } from '../../src/admin/paths';
import { SCREEN_MODULES } from '../../src/admin/screenModules';
import {
  ADMIN_SECTIONS,
  SETTINGS_PAGES,
  adminPageTitle,
  adminPlace,
  sectionShowing,
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
    ['/admin/report', "Year's report"],
    ['/admin/gallery', 'Gallery Management'],
    ['/admin/pages', 'Pages'],
    ['/admin/pages/about-us', 'Pages: Edit a page'],
    ['/admin/settings', 'Settings'],
    ['/admin/settings/', 'Settings'],
    ['/admin/settings/publishing', 'Settings: Publishing'],
    ['/admin/settings/site-details', 'Settings: Site details'],
    ['/admin/settings/banner', 'Settings: Home banner'],
    ['/admin/settings/backup', 'Settings: Backup'],
    ['/admin/settings/team', 'Settings: Team'],
    ['/admin/settings/trash/', 'Settings: Trash'],
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/no-such-page', 'Dashboard'],
    ['/admin/settings/no-such-page', 'Dashboard'],
    ['/admin/settings/team/more', 'Dashboard'],
    ['/admin/members/team', 'Dashboard'],
    ['/admin/events/camp-2026/registrations', 'Events Management: Registrations'],
    ['/admin/events/camp-2026/registrations/', 'Events Management: Registrations'],
    ['/admin/events/registrations', 'Dashboard'],
    ['/admin/events/camp-2026', 'Dashboard'],
    ['/admin/events/camp-2026/registrations/more', 'Dashboard'],
    ['/admin/settings/camp-2026/registrations', 'Dashboard'],
  ])('%s → %s', (path, title) => {
    expect(adminPageTitle(path)).toBe(title);
  });

  it('knows a page of a section by its section too, for the way back', () => {
    const { section, page } = adminPlace('/admin/settings/team');
    expect([section.label, section.path, page?.title]).toEqual(['Settings', 'settings', 'Team']);
    expect(adminPlace('/admin/settings').page).toBeUndefined();
    const registrations = adminPlace(registrationsPath('camp-2026'));
    expect([registrations.section.label, registrations.page?.screen]).toEqual([
      'Events',
      'registrations/RegistrationsPage',
    ]);
  });
});

describe('Settings’ pages', () => {
  it('are Publishing, Site details, Home banner, Parishes, Backup, Team and Trash, and who opens each', () => {
    expect(SETTINGS_PAGES.map((p) => [p.path, p.title, p.ownersOnly ?? false])).toEqual([
      ['publishing', 'Publishing', false],
      ['site-details', 'Site details', true],
      ['banner', 'Home banner', true],
      ['parishes', 'Parishes', true],
      ['backup', 'Backup', false],
      ['team', 'Team', true],
      ['trash', 'Trash', false],
    ]);
  });

  it('include the Trash the dashboard links to', () => {
    const [path, hash] = TRASH_LINK.split('#');
    expect(hash).toBe('trash');
    expect(adminPageTitle(path!)).toBe('Settings: Trash');
  });
});

describe('the modules that show the screens', () => {
  const named = [
    ...ADMIN_SECTIONS.map((s) => s.screen),
    ...ADMIN_SECTIONS.flatMap((s) => s.pages ?? []).map((p) => p.screen),
  ];

  it('are exactly those the table names: no other module becomes a screen’s chunk', () => {
    expect(Object.keys(SCREEN_MODULES).sort()).toEqual(
      [...new Set(named)].map((screen) => `./${screen}.tsx`).sort(),
    );
  });

  it('each export a component of their own name', async () => {
    for (const screen of new Set(named)) {
      const exported = await SCREEN_MODULES[`./${screen}.tsx`]!();
      expect(typeof exported[screen.split('/').pop()!], screen).toBe('function');
    }
  });
});

describe('sidebar sections', () => {
  it('lists the sidebar entries in order, the four kinds of message in the Messages group', () => {
    expect(ADMIN_SECTIONS.map((s) => [s.label, s.group?.label ?? null])).toEqual([
      ['Dashboard', null],
      ['Members', null],
      ['Archbishop', 'Messages'],
      ['Youth Director', 'Messages'],
      ['Associate Director', 'Messages'],
      ['Lady Animator', 'Messages'],
      ['Events', null],
      ["Year's report", null],
      ['Gallery', null],
      ['Pages', null],
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
