/**
 * Settings: the list of its pages, each linking to its own page with what it is for and a line of
 * its state, as each role sees it. The pages themselves have tests of their own (BackupPage,
 * PublishingPage, SiteDetailsPage, BannerPage, TeamPage, TrashPage); the wording of each line,
 * as a table: tests/unit/settingsLines.test.ts.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsAdmin } from '../../../src/admin/settings/SettingsAdmin';
import type { Invitation, TeamMember } from '../../../src/domain/types';
import { readPublishedManifest } from '../../../src/services/publishedManifest';
import { savedSiteChanges } from '../../../src/services/siteDetails';
import { listInvitations, listTeam } from '../../../src/services/team';
import { listTrash, purgeExpiredTrash } from '../../../src/services/trash';
import { accessOf, member, renderScreen, setUpScreenTests, trashed } from './helpers';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/team', () => import('./serviceMocks/team'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/siteDetails', () => import('./serviceMocks/siteDetails'));
vi.mock('../../../src/services/publishedManifest', () => ({ readPublishedManifest: vi.fn() }));

/** Tuesday 10 February 2026, noon on the owner's clock. */
const NOW = new Date(2026, 1, 10, 12, 0);
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

const person = (name: string, role: TeamMember['role']): TeamMember => ({
  uid: `uid-${name.toLowerCase()}`,
  name,
  email: `${name.toLowerCase()}@example.org`,
  role,
  addedBy: 'uid-anita',
  addedAt: ago(200),
});
const invitation = (name: string, hoursAgo: number): Invitation => ({
  email: `${name.toLowerCase()}@example.org`,
  name,
  role: 'editor',
  invitedBy: 'uid-anita',
  createdAt: ago(hoursAgo),
});

setUpScreenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(readPublishedManifest).mockResolvedValue({
    publishedAt: ago(3).toISOString(),
    today: '2026-02-10',
    counts: {},
    siteDetailsUpdatedAt: null,
    bannerUpdatedAt: null,
  });
  vi.mocked(savedSiteChanges).mockResolvedValue({ siteDetails: ago(48), banner: null });
  vi.mocked(listTeam).mockResolvedValue([
    person('Anita', 'owner'),
    person('Bea', 'owner'),
    person('Ravi', 'editor'),
    person('Sam', 'removed'),
  ]);
  // Dina's invitation waits; Eli's expired after its 14 days.
  vi.mocked(listInvitations).mockResolvedValue([invitation('Dina', 24), invitation('Eli', 400)]);
  vi.mocked(purgeExpiredTrash).mockResolvedValue(0);
  vi.mocked(listTrash).mockResolvedValue(
    ['Anna', 'Ben', 'Carla', 'Dev'].map((name) => trashed('members', member({ id: name, name }))),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** Each page of the list as read: its name (a link, with where it leads) and its lines. */
function listed() {
  return screen.getAllByRole('listitem').map((item) => {
    const link = within(item).getByRole('link');
    return {
      name: link.textContent,
      href: link.getAttribute('href'),
      lines: [...item.querySelectorAll('p')].map((line) => line.textContent),
    };
  });
}

/** The list once every line has been read (the Trash's comes last to an editor too). */
async function shown(access = accessOf()) {
  renderScreen(<SettingsAdmin />, '/admin/settings', access);
  await screen.findByText('4 items');
  return listed();
}

describe('the list of pages', () => {
  it('shows an owner every page, in order, each with what it is for and its state', async () => {
    expect(await shown()).toEqual([
      {
        name: 'Publishing',
        href: '/admin/settings/publishing',
        lines: [
          'When the site was last published, and what waits for the next publish.',
          'Last published 3 hours ago.',
        ],
      },
      {
        name: 'Site details',
        href: '/admin/settings/site-details',
        lines: [
          'The address, phone, e-mail addresses, about text, map and social links.',
          'Last saved 2 days ago.',
        ],
      },
      {
        name: 'Home banner',
        href: '/admin/settings/banner',
        lines: [
          'The four photos at the top of the home page, with their words.',
          'Not saved yet: the site shows its built-in photos and words.',
        ],
      },
      {
        name: 'Parishes',
        href: '/admin/settings/parishes',
        lines: ['The deaneries and parishes that people choose from when they register.'],
      },
      {
        name: 'Backup',
        href: '/admin/settings/backup',
        lines: ['The whole website in zip files, to keep somewhere safe.'],
      },
      {
        name: 'Team',
        href: '/admin/settings/team',
        lines: [
          'The people who can change this website, and who is invited.',
          '3 people, 1 invitation waiting',
        ],
      },
      {
        name: 'Trash',
        href: '/admin/settings/trash',
        lines: ['Deleted records wait here for 30 days, then go for good.', '4 items'],
      },
    ]);
  });

  it('titles each page with an h2 under the page h1', async () => {
    await shown();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Publishing',
      'Site details',
      'Home banner',
      'Parishes',
      'Backup',
      'Team',
      'Trash',
    ]);
  });

  it('shows an editor Publishing, Backup and the Trash only, and reads nothing of the team or the saved settings', async () => {
    const pages = await shown(accessOf({ role: 'editor', uid: 'uid-ravi' }));
    expect(pages.map(({ name, lines }) => [name, lines.at(-1)])).toEqual([
      ['Publishing', 'Last published 3 hours ago.'],
      ['Backup', 'The whole website in zip files, to keep somewhere safe.'],
      ['Trash', '4 items'],
    ]);
    expect(listTeam).not.toHaveBeenCalled();
    expect(listInvitations).not.toHaveBeenCalled();
    expect(savedSiteChanges).not.toHaveBeenCalled();
  });

  it('lets the expired items of the Trash go once, when it opens, before it counts them', async () => {
    await shown();
    expect(purgeExpiredTrash).toHaveBeenCalledTimes(1);
    expect(vi.mocked(purgeExpiredTrash).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(listTrash).mock.invocationCallOrder[0]!,
    );
  });

  it('shows no line of state while it is read, only what each page is for', () => {
    vi.mocked(readPublishedManifest).mockReturnValue(new Promise(() => {}));
    vi.mocked(savedSiteChanges).mockReturnValue(new Promise(() => {}));
    vi.mocked(listTeam).mockReturnValue(new Promise(() => {}));
    vi.mocked(listTrash).mockReturnValue(new Promise(() => {}));
    renderScreen(<SettingsAdmin />, '/admin/settings');
    expect(listed().map(({ lines }) => lines.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('a read that fails', () => {
  it('says so on its page’s line only, and the others still show', async () => {
    vi.mocked(readPublishedManifest).mockRejectedValue(new Error('the site answered 500'));
    vi.mocked(savedSiteChanges).mockRejectedValue(new Error('offline'));
    vi.mocked(listInvitations).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const pages = await shown();
    expect(pages.map(({ name, lines }) => [name, lines.at(-1)])).toEqual([
      ['Publishing', 'When the site was last published could not be read.'],
      ['Site details', 'The site details could not be read.'],
      ['Home banner', 'The home banner could not be read.'],
      ['Parishes', 'The deaneries and parishes that people choose from when they register.'],
      ['Backup', 'The whole website in zip files, to keep somewhere safe.'],
      ['Team', 'The team could not be read.'],
      ['Trash', '4 items'],
    ]);
  });

  it('of the Trash says so', async () => {
    vi.mocked(listTrash).mockRejectedValue(new Error('offline'));
    renderScreen(<SettingsAdmin />, '/admin/settings');
    const trash = (await screen.findByText('The Trash could not be read.')).closest('li')!;
    expect(within(trash).getByRole('link')).toHaveTextContent('Trash');
  });
});
