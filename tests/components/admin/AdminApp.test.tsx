import { act, render, screen, waitFor, within } from '@testing-library/react';
import type * as GalleryService from '../../../src/services/gallery';
import type * as MembersService from '../../../src/services/members';
import type * as MessagesService from '../../../src/services/messages';
import type * as PagesService from '../../../src/services/pages';
import type * as SiteDetailsService from '../../../src/services/siteDetails';
import type * as ProgrammesService from '../../../src/services/programmes';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../../../src/admin/AdminApp';
import { LoginPage } from '../../../src/admin/LoginPage';
import { observeUser, signIn, signOut, type AdminUser } from '../../../src/services/auth';
import {
  joinTeam,
  listInvitations,
  listTeam,
  readTeamMember,
  type TeamAccess,
} from '../../../src/services/team';
import { listGallery } from '../../../src/services/gallery';
import { readRecords } from '../../../src/services/records';
import { listTrash, moveToTrash, purgeExpiredTrash } from '../../../src/services/trash';
import { listMembers } from '../../../src/services/members';
import { listMessages } from '../../../src/services/messages';
import { listProgrammes } from '../../../src/services/programmes';
import { setMedia } from '../public/media';
import { deferred, findToast, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/auth', () => ({
  observeUser: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
}));
// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/team', () => import('./serviceMocks/team'));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/members', async (importOriginal) => ({
  ...(await importOriginal<typeof MembersService>()),
  listMembers: vi.fn(),
}));
vi.mock('../../../src/services/messages', async (importOriginal) => ({
  ...(await importOriginal<typeof MessagesService>()),
  listMessages: vi.fn(),
}));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<typeof GalleryService>()),
  listGallery: vi.fn(),
}));
vi.mock('../../../src/services/programmes', async (importOriginal) => ({
  ...(await importOriginal<typeof ProgrammesService>()),
  listProgrammes: vi.fn(),
}));
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', () => import('./serviceMocks/galleryWrites'));
vi.mock('../../../src/services/images', () => import('./serviceMocks/images'));
vi.mock('../../../src/services/analytics', () => ({ logPageView: vi.fn(async () => {}) }));
vi.mock('../../../src/services/registration/yearReport', () => ({
  readFirstReportYear: vi.fn(async () => null),
  readYearReport: vi.fn(async () => ({ programmes: [], counts: [], photos: {} })),
}));
vi.mock('../../../src/services/sortYears', () => ({ fillMissingSortYears: vi.fn(async () => 0) }));
// The dashboard's reads of the pages of text and the site details, which no test here looks at:
// answered, so that no test reaches for a backend that is not there.
vi.mock('../../../src/services/pages', async (importOriginal) => ({
  ...(await importOriginal<typeof PagesService>()),
  readSavedPages: vi.fn(async () => []),
}));
vi.mock('../../../src/services/siteDetails', async (importOriginal) => ({
  ...(await importOriginal<typeof SiteDetailsService>()),
  readSiteDetails: vi.fn(async () => null),
}));

const admin: AdminUser = {
  uid: 'u1',
  email: 'admin@example.org',
  isAdmin: true,
  emailVerified: true,
  displayName: 'Admin',
};
const stranger: AdminUser = {
  uid: 'u2',
  email: 'someone@example.org',
  isAdmin: false,
  emailVerified: true,
  displayName: 'Someone',
};
const volunteer: AdminUser = {
  uid: 'u3',
  email: 'volunteer@example.org',
  isAdmin: false,
  emailVerified: true,
  displayName: 'Anita',
};

/**
 * The sign-in state as the auth service reports it: undefined means not known yet (observers
 * hear nothing); `setUser` tells every current observer, as a sign-in or sign-out would.
 */
let currentUser: AdminUser | null | undefined;
let observers: Array<(user: AdminUser | null) => void> = [];
function setUser(user: AdminUser | null) {
  currentUser = user;
  act(() => observers.forEach((notify) => notify(user)));
}

setUpScreenTests();

beforeEach(() => {
  currentUser = undefined;
  observers = [];
  vi.mocked(observeUser).mockImplementation((notify) => {
    observers.push(notify);
    if (currentUser !== undefined) notify(currentUser);
    return () => {
      observers = observers.filter((o) => o !== notify);
    };
  });
  // The owner by the claim is an owner; everyone else here is refused unless a test says.
  vi.mocked(joinTeam).mockImplementation(async (user) =>
    user.isAdmin ? { onTeam: true, role: 'owner' } : { onTeam: false, refusal: 'not-invited' },
  );
  vi.mocked(listTeam).mockResolvedValue([]);
  vi.mocked(listInvitations).mockResolvedValue([]);
  vi.mocked(readRecords).mockResolvedValue([]);
  vi.mocked(listTrash).mockResolvedValue([]);
  vi.mocked(purgeExpiredTrash).mockResolvedValue(0);
  vi.mocked(listMembers).mockResolvedValue([]);
  vi.mocked(listMessages).mockResolvedValue([]);
  vi.mocked(listGallery).mockResolvedValue([]);
  vi.mocked(listProgrammes).mockResolvedValue([]);
});

/** Where the router is: its path as text, and its history entry's state as `data-state`. */
function Where() {
  const { pathname, state } = useLocation();
  return (
    <output aria-label="Path" data-state={JSON.stringify(state)}>
      {pathname}
    </output>
  );
}

/** The two admin routes exactly as App.tsx mounts them. */
function renderAdmin(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="admin/login" element={<LoginPage />} />
        <Route path="admin/*" element={<AdminApp />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const path = () => screen.getByRole('status', { name: 'Path' }).textContent;

/** Renders the admin area at `path` and waits for the shell (the guard has let the person in). */
async function renderShell(path: string) {
  const view = renderAdmin(path);
  await screen.findByRole('navigation', { name: 'Admin' });
  return view;
}

describe('the guard', () => {
  it("shows 'Loading...' while the sign-in state is unknown", () => {
    renderAdmin('/admin/members');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /admin/login', async () => {
    currentUser = null;
    renderAdmin('/admin/members');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(path()).toBe('/admin/login');
  });

  it('turns away an account that is not on the team, with a Logout button', async () => {
    currentUser = stranger;
    vi.mocked(signOut).mockResolvedValue();
    const user = userEvent.setup();
    renderAdmin('/admin/members');
    expect(
      await screen.findByRole('heading', { name: 'This account is not an administrator.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    setUser(null);
    await findToast('Logged out successfully');
    // The toast shows first; the way to the login page is rendered after it.
    await waitFor(() => expect(path()).toBe('/admin/login'));
  });

  it("shows 'Loading...' while the person's access is being checked", async () => {
    currentUser = volunteer;
    const joining = deferred<TeamAccess>();
    vi.mocked(joinTeam).mockReturnValue(joining.promise);
    renderAdmin('/admin/members');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(joinTeam).toHaveBeenCalledWith(expect.objectContaining({ uid: volunteer.uid }));
    await act(async () => joining.resolve({ onTeam: true, role: 'editor' }));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it.each([
    ['the owner by the claim', admin, 'owner', 'Owner'],
    ['an owner by their team document', volunteer, 'owner', 'Owner'],
    ['an editor by their team document', volunteer, 'editor', 'Editor'],
  ] as const)('lets in %s, with the role beside the e-mail', async (_, person, role, label) => {
    currentUser = person;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role });
    await renderShell('/admin/members');
    const header = screen.getByRole('banner');
    expect(within(header).getByText(person.email)).toBeInTheDocument();
    expect(within(header).getByText(label)).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${person.email} (${label})`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Members Management');
  });

  it.each([
    [
      'unverified',
      'Check your e-mail: open the link we sent to someone@example.org, then sign in.',
    ],
    [
      'expired',
      'The invitation for someone@example.org has expired. Ask an owner of the site to invite you again.',
    ],
    [
      'not-invited',
      'This account has not been invited. Ask an owner of the site to invite someone@example.org.',
    ],
    ['removed', "You are no longer on this site's team."],
  ] as const)('turns away a person who is %s, saying why', async (refusal, line) => {
    currentUser = stranger;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: false, refusal });
    renderAdmin('/admin/dashboard');
    const heading = await screen.findByRole('heading', {
      name: 'This account is not an administrator.',
    });
    expect(heading.nextElementSibling).toHaveTextContent(line);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the access cannot be checked, and Try again checks it again', async () => {
    currentUser = volunteer;
    vi.mocked(joinTeam)
      .mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'))
      .mockResolvedValueOnce({ onTeam: true, role: 'editor' });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Your access could not be checked.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to get document because the client is offline.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(joinTeam).toHaveBeenCalledTimes(2);
  });

  it('checks the access once per person, not at every token refresh', async () => {
    currentUser = volunteer;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'editor' });
    await renderShell('/admin/dashboard');
    setUser({ ...volunteer }); // a refreshed token: the same person
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(joinTeam).toHaveBeenCalledTimes(1);
  });

  it('checks again when the verified address or the claim changes', async () => {
    currentUser = { ...volunteer, emailVerified: false };
    vi.mocked(joinTeam).mockImplementation(async (person) =>
      person.emailVerified
        ? { onTeam: true, role: 'editor' }
        : { onTeam: false, refusal: 'unverified' },
    );
    renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { name: 'This account is not an administrator.' });
    setUser(volunteer);
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('lands /admin on the dashboard', async () => {
    currentUser = admin;
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recent changes' })).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
  });

  it('sends unknown admin paths to the dashboard', async () => {
    currentUser = admin;
    renderAdmin('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Recent changes' })).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
  });

  it('signs a user out of the shell when the session ends', async () => {
    currentUser = admin;
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Recent changes' })).toBeInTheDocument();
    setUser(null);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('after a write the rules refused', () => {
  const anna = {
    id: 'anna',
    name: 'Anna',
    role: 'Secretary',
    startYear: 2020,
    endYear: 2022,
    imageUrl: '',
    createdAt: '2024-01-01T00:00:00.000Z',
  };
  const refused = Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });

  async function deleteAnnaRefused(person: AdminUser, role: 'owner' | 'editor' = 'editor') {
    currentUser = person;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role });
    vi.mocked(listMembers).mockResolvedValue([anna]);
    vi.mocked(moveToTrash).mockRejectedValue(refused);
    const user = userEvent.setup();
    await renderShell('/admin/members');
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete member');
  }

  const member = (role: 'owner' | 'editor' | 'removed') => ({
    uid: volunteer.uid,
    name: 'Anita',
    email: volunteer.email,
    role,
    addedBy: admin.uid,
    addedAt: new Date('2025-01-01T00:00:00Z'),
  });

  it("sends a person removed meanwhile to 'You are no longer on this site's team.'", async () => {
    vi.mocked(readTeamMember).mockResolvedValue(member('removed'));
    await deleteAnnaRefused(volunteer);
    const heading = await screen.findByRole('heading', {
      name: 'This account is not an administrator.',
    });
    expect(heading.nextElementSibling).toHaveTextContent("You are no longer on this site's team.");
    expect(readTeamMember).toHaveBeenCalledWith(volunteer.uid);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the new role of a person still on the team', async () => {
    vi.mocked(readTeamMember).mockResolvedValue(member('editor'));
    await deleteAnnaRefused(volunteer, 'owner');
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByText('Editor')).toBeInTheDocument(),
    );
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('keeps the owner by the claim in, whatever the team says', async () => {
    vi.mocked(readTeamMember).mockResolvedValue(null);
    await deleteAnnaRefused(admin, 'owner');
    expect(readTeamMember).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('stays when the team document cannot be read again', async () => {
    vi.mocked(readTeamMember).mockRejectedValue(new Error('offline'));
    await deleteAnnaRefused(volunteer);
    await waitFor(() => expect(readTeamMember).toHaveBeenCalled());
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('does not read the team again for a failure that is not a refusal', async () => {
    currentUser = volunteer;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'editor' });
    vi.mocked(listMembers).mockResolvedValue([anna]);
    vi.mocked(moveToTrash).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    await renderShell('/admin/members');
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete member');
    expect(readTeamMember).not.toHaveBeenCalled();
  });
});

describe('the shell', () => {
  it.each([
    ['/admin/dashboard', 'Dashboard', 'Recent changes'],
    ['/admin/members', 'Members Management', 'Manage Members'],
    ['/admin/bishop', 'Archbishop Messages', 'Add New Message'],
    ['/admin/youth-director', 'Youth Director Messages', 'Add New Message'],
    ['/admin/associate-director', 'Associate Director Messages', 'Add New Message'],
    ['/admin/lady-animator', 'Lady Youth Animator Messages', 'Add New Message'],
    ['/admin/events', 'Events Management', 'Events Management'],
    ['/admin/report', "Year's report", 'Download CSV'],
    ['/admin/gallery', 'Gallery Management', 'Add New Image'],
    ['/admin/pages', 'Pages', "The Chairman's page"],
    ['/admin/settings', 'Settings', 'Settings'],
  ])('titles %s “%s”', async (route, title, content) => {
    currentUser = admin;
    await renderShell(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect((await screen.findAllByText(content)).length).toBeGreaterThan(0);
  });

  it.each([
    ['publishing', 'Settings: Publishing', 'Publishing'],
    ['site-details', 'Settings: Site details', 'Site details'],
    ['banner', 'Settings: Home banner', 'Home banner'],
    ['backup', 'Settings: Backup', 'Back up the website'],
    ['team', 'Settings: Team', 'Team'],
    ['trash', 'Settings: Trash', 'Trash'],
  ])(
    'titles /admin/settings/%s “%s”, under a way back to Settings, and shows its page',
    async (page, title, region) => {
      currentUser = admin;
      // The way back scrolls to the top, which jsdom cannot do.
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const user = userEvent.setup();
      await renderShell(`/admin/settings/${page}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(await screen.findByRole('region', { name: region })).toBeInTheDocument();
      const back = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link');
      expect(back).toHaveTextContent('Settings');
      await user.click(back);
      // The route changes once the Settings screen has loaded (lazily).
      await waitFor(() => {
        expect(path()).toBe('/admin/settings');
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
      });
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    },
  );

  it.each(['site-details', 'banner', 'team'])(
    'leads an editor who opens the owners’ page /admin/settings/%s to Settings',
    async (page) => {
      currentUser = volunteer;
      vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'editor' });
      await renderShell(`/admin/settings/${page}`);
      await waitFor(() => expect(path()).toBe('/admin/settings'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
      expect(listInvitations).not.toHaveBeenCalled();
    },
  );

  it('opens an editor the pages of Settings their role allows', async () => {
    currentUser = volunteer;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'editor' });
    await renderShell('/admin/settings/backup');
    expect(await screen.findByRole('region', { name: 'Back up the website' })).toBeInTheDocument();
    expect(path()).toBe('/admin/settings/backup');
  });

  it('opens an editor the year’s report', async () => {
    currentUser = volunteer;
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'editor' });
    await renderShell('/admin/report');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Year's report");
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeInTheDocument();
    expect(path()).toBe('/admin/report');
  });

  it('loads the messages of the kind of each page', async () => {
    currentUser = admin;
    const user = userEvent.setup();
    await renderShell('/admin/bishop');
    await screen.findByText('No messages found. Add your first message!');
    expect(listMessages).toHaveBeenLastCalledWith('bishop');
    await user.click(screen.getByRole('link', { name: 'Lady Animator' }));
    await screen.findByText('No messages found. Add your first message!');
    expect(listMessages).toHaveBeenLastCalledWith('lady_animator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Lady Youth Animator Messages',
    );
  });

  it('has the sidebar with a Messages group open by default', async () => {
    currentUser = admin;
    const user = userEvent.setup();
    await renderShell('/admin/members');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Members',
      'Archbishop',
      'Youth Director',
      'Associate Director',
      'Lady Animator',
      'Events',
      "Year's report",
      'Gallery',
      'Pages',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Archbishop' })).toHaveAttribute(
      'href',
      '/admin/bishop',
    );

    const group = within(nav).getByRole('button', { name: 'Messages' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Archbishop' })).not.toBeInTheDocument();
    await user.click(group);
    expect(within(nav).getByRole('link', { name: 'Archbishop' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Gallery' }));
    // The route changes once the Gallery screen has loaded (lazily).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery Management'),
    );
  });

  it('folds the sidebar behind a Menu button on a phone', async () => {
    currentUser = admin;
    const user = userEvent.setup();
    await renderShell('/admin/dashboard');
    const menu = screen.getByRole('button', { name: 'Menu' });
    const sidebar = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveClass('d-none', 'd-md-block');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).not.toHaveClass('d-none');
    // Following a link closes it again.
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the signed-in e-mail', async () => {
    currentUser = admin;
    await renderShell('/admin/dashboard');
    expect(screen.getAllByText(/admin@example\.org/).length).toBeGreaterThan(0);
  });

  it("logs out: 'Logged out successfully', then /admin/login", async () => {
    currentUser = admin;
    // The session ends after signOut resolved, as with the real provider.
    vi.mocked(signOut).mockImplementation(async () => {
      setTimeout(() => setUser(null));
    });
    const user = userEvent.setup();
    await renderShell('/admin/settings');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await findToast('Logged out successfully');
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(path()).toBe('/admin/login');
    });
  });

  it("says 'Error logging out' and stays when logging out fails", async () => {
    currentUser = admin;
    vi.mocked(signOut).mockRejectedValue(new Error('network'));
    const user = userEvent.setup();
    await renderShell('/admin/settings');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await findToast('Error logging out');
    expect(path()).toBe('/admin/settings');
  });
});

describe('on an admin route change', () => {
  const sidebar = () => within(screen.getByRole('navigation', { name: 'Admin' }));
  const matchMedia = window.matchMedia;
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    currentUser = admin;
    setMedia();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('scrolls smoothly to the top, not on first load', async () => {
    const user = userEvent.setup();
    await renderShell('/admin/dashboard');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(sidebar().getByRole('link', { name: 'Members' }));
    // The scroll is an effect of the new screen's render, run after it.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Members Management');
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('scrolls instantly for people who prefer reduced motion', async () => {
    setMedia({ reducedMotion: true });
    const user = userEvent.setup();
    await renderShell('/admin/dashboard');
    await user.click(sidebar().getByRole('link', { name: 'Settings' }));
    // The screen loads lazily; the route changes once it has arrived.
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }),
    );
  });

  it('titles the document after the screen', async () => {
    const user = userEvent.setup();
    await renderShell('/admin/dashboard');
    // The title is an effect of the shell's render, run after it.
    await waitFor(() =>
      expect(document.title).toBe('Dashboard | Youth Commission of Agra Archdiocese'),
    );
    await user.click(sidebar().getByRole('link', { name: 'Youth Director' }));
    await waitFor(() =>
      expect(document.title).toBe('Youth Director Messages | Youth Commission of Agra Archdiocese'),
    );
  });

  it('sends a page view per screen when analytics is set up, and none otherwise', async () => {
    const { logPageView } = await import('../../../src/services/analytics');
    vi.mocked(logPageView).mockClear();
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', 'G-TEST');
    const user = userEvent.setup();
    await renderShell('/admin/dashboard');
    await waitFor(() => expect(logPageView).toHaveBeenCalledTimes(1));
    await user.click(sidebar().getByRole('link', { name: 'Members' }));
    await waitFor(() => expect(logPageView).toHaveBeenCalledTimes(2));
    expect(logPageView).toHaveBeenLastCalledWith({
      path: '/admin/members',
      title: 'Members Management | Youth Commission of Agra Archdiocese',
      host: window.location.host,
    });
    vi.stubEnv('VITE_FIREBASE_MEASUREMENT_ID', '');
    await user.click(sidebar().getByRole('link', { name: 'Events' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logPageView).toHaveBeenCalledTimes(2);
    vi.unstubAllEnvs();
  });
});

describe('the login page', () => {
  it('has the required e-mail and password fields', () => {
    currentUser = null;
    renderAdmin('/admin/login');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("signs in: 'Signing in...', then 'Login successful!' on the dashboard", async () => {
    currentUser = null;
    const signingIn = deferred();
    vi.mocked(signIn).mockReturnValue(signingIn.promise);
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Email'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('admin@example.org', 'secret123');

    setUser(admin); // the provider reports the new session before signIn resolves
    await act(async () => signingIn.resolve());
    await findToast('Login successful!');
    expect(await screen.findByRole('heading', { name: 'Recent changes' })).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
    // Said once: the mark of the sign-in is gone from the history entry, so a reload says nothing.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Path' })).toHaveAttribute('data-state', 'null'),
    );
    expect(screen.getAllByText('Login successful!')).toHaveLength(1);
  });

  it('says no success to an account that is not on the team, only why it is turned away', async () => {
    currentUser = null;
    const signingIn = deferred();
    vi.mocked(signIn).mockReturnValue(signingIn.promise);
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    setUser(stranger);
    await act(async () => signingIn.resolve());
    expect(
      await screen.findByRole('heading', { name: 'This account is not an administrator.' }),
    ).toBeInTheDocument();
    // Once the access check is over, the sign-in's mark leaves the history entry: by then any
    // word of success would have been said.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Path' })).toHaveAttribute('data-state', 'null'),
    );
    expect(success).not.toHaveBeenCalled();
  });

  it("shows the provider's message as it is, as a toast and inline", async () => {
    currentUser = null;
    const message = 'Firebase: Error (auth/invalid-credential).';
    vi.mocked(signIn).mockRejectedValue(new Error(message));
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Email'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await findToast(message);
    // The form says it too, and lets the person try again, in a render after the toast's.
    await waitFor(() => {
      const inline = screen
        .getAllByRole('alert')
        .find((el) => !el.closest('.Toastify')) as HTMLElement;
      expect(inline).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });
    expect(path()).toBe('/admin/login');
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    currentUser = admin;
    renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Recent changes' })).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
  });
});
