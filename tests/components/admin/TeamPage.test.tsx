/** Settings' Team page, as an owner sees and uses it (only owners open it). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exactDateTime } from '../../../src/admin/flow/recordWords';
import { TeamPage } from '../../../src/admin/settings/TeamPage';
import type { Invitation, TeamMember } from '../../../src/domain/types';
import {
  cancelInvitation,
  changeRole,
  inviteSomeone,
  listInvitations,
  listTeam,
} from '../../../src/services/team';
import {
  accessOf,
  answerDialog,
  deferred,
  findToast,
  permissionDenied,
  renderScreen,
  setUpScreenTests,
  tableRows,
} from './helpers';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/team', () => import('./serviceMocks/team'));

/** Tuesday 10 February 2026, noon on the owner's clock. */
const NOW = new Date(2026, 1, 10, 12, 0);
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const person = (name: string, role: TeamMember['role'], addedBy: string): TeamMember => ({
  uid: `uid-${name.toLowerCase()}`,
  name,
  email: `${name.toLowerCase()}@example.org`,
  role,
  addedBy,
  addedAt: ago(8),
});

/** Anita set the website up; she invited Bea as an owner, Bea invited Ravi; Sam was removed. */
const anita = person('Anita', 'owner', 'uid-anita');
const bea = person('Bea', 'owner', 'uid-anita');
const ravi = person('Ravi', 'editor', 'uid-bea');
const sam = person('Sam', 'removed', 'uid-bea');

const dina: Invitation = {
  email: 'dina@example.org',
  name: 'Dina',
  role: 'editor',
  invitedBy: 'uid-anita',
  createdAt: ago(2),
};
const eli: Invitation = {
  email: 'eli@example.org',
  name: 'Eli',
  role: 'owner',
  invitedBy: 'uid-bea',
  createdAt: ago(20),
};

setUpScreenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(listTeam).mockResolvedValue([ravi, sam, bea, anita]);
  vi.mocked(listInvitations).mockResolvedValue([dina, eli]);
  vi.mocked(inviteSomeone).mockResolvedValue();
  vi.mocked(cancelInvitation).mockResolvedValue();
  vi.mocked(changeRole).mockResolvedValue();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page as Bea (an owner by invitation) sees it, unless another access is given. */
async function show(access = accessOf({ uid: 'uid-bea' })) {
  const user = userEvent.setup();
  renderScreen(<TeamPage />, '/admin/settings/team', access);
  await screen.findByRole('table', { name: 'People on the team' });
  return { user, access };
}

const expiry = (invitation: Invitation) =>
  new Date((invitation.createdAt as Date).getTime() + 14 * DAY);
describe('the team', () => {
  it('lists who is on the team, owners first, with e-mail, role, who added them and when', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    expect(tableRows('People on the team')).toEqual([
      [
        'Anita',
        'anita@example.org',
        'Owner',
        "The website's set-up",
        '8 days ago',
        'Anita became an owner when the website was set up. Only its technical administrator can change that.',
      ],
      [
        'Bea (you)',
        'bea@example.org',
        'Owner',
        'Anita',
        '8 days ago',
        'You cannot change your own role or remove yourself. Another owner can.',
      ],
      ['Ravi', 'ravi@example.org', 'Editor', 'Bea', '8 days ago', 'Change roleRemove'],
    ]);
    // Removed people keep their document (their changes keep a name) but are off the list.
    expect(screen.queryByText('Sam')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change role of Ravi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Ravi' })).toBeInTheDocument();
  });

  it('refuses, and says why, to demote or remove the last owner', async () => {
    // Anita, an owner by the website's set-up, before her first sign-in made her document.
    vi.mocked(listTeam).mockResolvedValue([bea, ravi]);
    await show(accessOf({ uid: 'uid-anita' }));
    const [beaRow] = tableRows('People on the team');
    expect(beaRow?.[5]).toBe(
      'Bea is the only owner. Make someone else an owner first: the website must always have one.',
    );
    expect(screen.queryByRole('button', { name: 'Change role of Bea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Bea' })).not.toBeInTheDocument();
  });

  it('makes an editor an owner after asking; Cancel changes nothing', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Change role of Ravi' }));
    const question =
      'Make Ravi an owner? Owners can do everything, also manage the team, restore a backup and delete from the Trash for good.';
    await answerDialog(user, question, 'Cancel');
    expect(changeRole).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Change role of Ravi' }));
    await answerDialog(user, question, 'Make owner');
    await findToast('Ravi is now an owner.');
    expect(changeRole).toHaveBeenCalledWith('uid-ravi', 'owner');
    await waitFor(() => expect(listTeam).toHaveBeenCalledTimes(2));
  });

  it('makes another owner an editor after asking', async () => {
    const { user } = await show(accessOf({ uid: 'uid-anita' }));
    await user.click(screen.getByRole('button', { name: 'Change role of Bea' }));
    await answerDialog(
      user,
      "Make Bea an editor? Editors add, edit and delete the website's content and restore it from the Trash, but cannot manage the team, restore a backup or delete for good.",
      'Make editor',
    );
    await findToast('Bea is now an editor.');
    expect(changeRole).toHaveBeenCalledWith('uid-bea', 'editor');
  });

  it('removes someone after asking', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Remove Ravi' }));
    await answerDialog(
      user,
      'Remove Ravi from the team? They will no longer be able to change the website. What they changed keeps their name, and you can invite them again later.',
      'Remove',
    );
    await findToast('Ravi was removed from the team.');
    expect(changeRole).toHaveBeenCalledWith('uid-ravi', 'removed');
    await waitFor(() => expect(listTeam).toHaveBeenCalledTimes(2));
  });

  it('says why a role change was refused, and has the owner’s own place read again', async () => {
    const refusal = permissionDenied();
    vi.mocked(changeRole).mockRejectedValue(refusal);
    const { user, access } = await show();
    await user.click(screen.getByRole('button', { name: 'Change role of Ravi' }));
    await user.click(screen.getByRole('button', { name: 'Make owner' }));
    await findToast("Could not change Ravi's role: Missing or insufficient permissions.");
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusal);
    // The buttons come back in a render after the toast's.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change role of Ravi' })).toBeEnabled(),
    );
  });

  it('says why a removal failed', async () => {
    vi.mocked(changeRole).mockRejectedValue(new Error('offline'));
    const { user, access } = await show();
    await user.click(screen.getByRole('button', { name: 'Remove Ravi' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await findToast('Could not remove Ravi: offline');
    expect(access.recheckAfterRefusal).not.toHaveBeenCalled();
  });

  it('says when the team cannot be read', async () => {
    vi.mocked(listTeam).mockRejectedValue(new Error('offline'));
    renderScreen(<TeamPage />, '/admin/settings/team', accessOf({ uid: 'uid-bea' }));
    await findToast('Could not read the team: offline');
    expect(await screen.findByText('The team could not be read.')).toBeInTheDocument();
  });
});

describe('invitations', () => {
  it('lists them with who invited them and when each expires, or expired', async () => {
    await show();
    expect(tableRows('Invitations')).toEqual([
      [
        'Dina',
        'dina@example.org',
        'Editor',
        'Anita',
        `${exactDateTime(expiry(dina))} (in 12 days)`,
        'Cancel invitation',
      ],
      [
        'Eli',
        'eli@example.org',
        'Owner',
        'Bea',
        `Expired on ${exactDateTime(expiry(eli))}`,
        'Cancel invitation',
      ],
    ]);
  });

  it('says when none is waiting', async () => {
    vi.mocked(listInvitations).mockResolvedValue([]);
    await show();
    expect(screen.getByText('No invitations are waiting.')).toBeInTheDocument();
  });

  it("cancels one after asking; 'Keep it' keeps it", async () => {
    const { user } = await show();
    const question =
      'Cancel the invitation for dina@example.org? They will not be able to join the team unless you invite them again.';
    await user.click(
      screen.getByRole('button', { name: 'Cancel invitation for dina@example.org' }),
    );
    await answerDialog(user, question, 'Keep it');
    expect(cancelInvitation).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('button', { name: 'Cancel invitation for dina@example.org' }),
    );
    await answerDialog(user, question, 'Cancel invitation');
    await findToast('Invitation for dina@example.org cancelled.');
    expect(cancelInvitation).toHaveBeenCalledWith('dina@example.org');
    await waitFor(() => expect(listInvitations).toHaveBeenCalledTimes(2));
  });

  it('says why a cancellation failed', async () => {
    vi.mocked(cancelInvitation).mockRejectedValue(new Error('offline'));
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Cancel invitation for eli@example.org' }));
    await user.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    await findToast('Could not cancel the invitation for eli@example.org: offline');
  });

  it('says when the invitations cannot be read', async () => {
    vi.mocked(listInvitations).mockRejectedValue(new Error('offline'));
    await show();
    await findToast('Could not read the invitations: offline');
    expect(await screen.findByText('The invitations could not be read.')).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...wide(query), matches: query === '(max-width: 767.98px)' }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  /** 'When' shows the exact moment beside the relative one. */
  const ADDED = expect.stringMatching(/^Added: 8 days ago/);
  /** The cards of a list: each one's heading, then its facts as 'label: value'. */
  const cards = (list: string) =>
    within(screen.getByRole('list', { name: list }))
      .getAllByRole('listitem')
      .map((card) => [
        within(card).getByRole('heading', { level: 4 }).textContent,
        ...within(card)
          .getAllByRole('term')
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
      ]);

  it('shows a card per person with the same facts, and no table', async () => {
    renderScreen(<TeamPage />, '/admin/settings/team', accessOf({ uid: 'uid-bea' }));
    await screen.findByRole('list', { name: 'People on the team' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards('People on the team')).toEqual([
      [
        'Anita',
        'E-mail: anita@example.org',
        'Role: Owner',
        "Added by: The website's set-up",
        ADDED,
      ],
      ['Bea (you)', 'E-mail: bea@example.org', 'Role: Owner', 'Added by: Anita', ADDED],
      ['Ravi', 'E-mail: ravi@example.org', 'Role: Editor', 'Added by: Bea', ADDED],
    ]);
    expect(cards('Invitations')).toEqual([
      [
        'Dina',
        'E-mail: dina@example.org',
        'Role: Editor',
        'Invited by: Anita',
        `Expires: ${exactDateTime(expiry(dina))} (in 12 days)`,
      ],
      [
        'Eli',
        'E-mail: eli@example.org',
        'Role: Owner',
        'Invited by: Bea',
        `Expires: Expired on ${exactDateTime(expiry(eli))}`,
      ],
    ]);
  });

  it("puts each person's buttons in their card, or why there are none", async () => {
    const user = userEvent.setup();
    renderScreen(<TeamPage />, '/admin/settings/team', accessOf({ uid: 'uid-bea' }));
    const people = await screen.findByRole('list', { name: 'People on the team' });
    const [anitaCard, beaCard, raviCard] = within(people).getAllByRole('listitem');
    expect(within(anitaCard!).queryByRole('button')).not.toBeInTheDocument();
    expect(anitaCard).toHaveTextContent('Only its technical administrator can change that.');
    expect(beaCard).toHaveTextContent('You cannot change your own role or remove yourself.');
    expect(
      within(raviCard!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Change role', 'Remove']);
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(
      within(within(invitations).getAllByRole('listitem')[0]!).getByRole('button', {
        name: 'Cancel invitation for dina@example.org',
      }),
    ).toBeInTheDocument();

    await user.click(within(raviCard!).getByRole('button', { name: 'Remove Ravi' }));
    await answerDialog(
      user,
      'Remove Ravi from the team? They will no longer be able to change the website. What they changed keeps their name, and you can invite them again later.',
      'Remove',
    );
    await findToast('Ravi was removed from the team.');
    expect(changeRole).toHaveBeenCalledWith('uid-ravi', 'removed');
  });

  it("lets an e-mail address break only after its '@' and '.'", async () => {
    vi.mocked(listTeam).mockResolvedValue([
      bea,
      { ...ravi, email: 'ravi.kumar.masih@stpeters-agra.example.org' },
    ]);
    renderScreen(<TeamPage />, '/admin/settings/team', accessOf({ uid: 'uid-bea' }));
    const people = await screen.findByRole('list', { name: 'People on the team' });
    const email = within(people).getByText(
      (_, element) =>
        element?.classList.contains('admin-email') === true &&
        element.textContent === 'ravi.kumar.masih@stpeters-agra.example.org',
    );
    // Each break (<wbr>) follows an '@' or a '.', and there is one after each of them.
    const before = [...email.querySelectorAll('wbr')].map((wbr) =>
      wbr.previousSibling?.textContent?.at(-1),
    );
    expect(before).toEqual(['.', '.', '@', '.', '.']);
  });
});

describe('inviting someone', () => {
  const form = () => screen.getByRole('form', { name: 'Invite someone' });

  it('explains that the website sends no e-mail, and where the person signs up', async () => {
    await show();
    expect(
      screen.getByText(
        `The website sends no e-mail. After you invite someone, tell them yourself to create their account at ${window.location.origin}/admin/signup with the same e-mail address. An invitation lasts 14 days; they join the team the first time they sign in.`,
      ),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Role')).toHaveDisplayValue('Editor');
    expect(
      within(within(form()).getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Editor', 'Owner']);
  });

  it("invites, with 'Inviting...' meanwhile, then says what to tell the person", async () => {
    const { user } = await show();
    await user.type(within(form()).getByLabelText('Name'), 'Carla');
    await user.type(within(form()).getByLabelText('E-mail address'), ' Carla@Example.org ');
    await user.selectOptions(within(form()).getByLabelText('Role'), 'Owner');
    const sending = deferred();
    vi.mocked(inviteSomeone).mockReturnValue(sending.promise);
    await user.click(within(form()).getByRole('button', { name: 'Invite' }));
    expect(within(form()).getByRole('button', { name: 'Inviting...' })).toBeDisabled();
    sending.resolve();

    await findToast('Invitation saved for carla@example.org');
    expect(inviteSomeone).toHaveBeenCalledWith({
      name: 'Carla',
      email: 'carla@example.org',
      role: 'owner',
    });
    // The toast shows first; the form says what to do next and clears in a later render.
    await waitFor(() => {
      expect(
        screen.getByText(
          `Now tell Carla to open ${window.location.origin}/admin/signup and create an account with carla@example.org within 14 days.`,
        ),
      ).toBeInTheDocument();
      expect(within(form()).getByLabelText('Name')).toHaveValue('');
      expect(within(form()).getByLabelText('E-mail address')).toHaveValue('');
      expect(within(form()).getByLabelText('Role')).toHaveDisplayValue('Editor');
      expect(listInvitations).toHaveBeenCalledTimes(2);
    });
  });

  it.each([
    ['', 'carla@example.org', 'Name and e-mail address are required'],
    ['Carla', 'carla.example.org', 'Please enter a whole e-mail address, such as name@example.org'],
    ['Ravi', 'RAVI@example.org', 'ravi@example.org is already on the team.'],
  ])('refuses %s <%s>: “%s”, inline and as a toast', async (name, email, message) => {
    const { user } = await show();
    if (name) await user.type(within(form()).getByLabelText('Name'), name);
    await user.type(within(form()).getByLabelText('E-mail address'), email);
    await user.click(within(form()).getByRole('button', { name: 'Invite' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(message);
    await findToast(message);
    expect(inviteSomeone).not.toHaveBeenCalled();
  });

  it('says why an invitation failed and keeps what was typed', async () => {
    vi.mocked(inviteSomeone).mockRejectedValue(new Error('offline'));
    const { user, access } = await show();
    await user.type(within(form()).getByLabelText('Name'), 'Carla');
    await user.type(within(form()).getByLabelText('E-mail address'), 'carla@example.org');
    await user.click(within(form()).getByRole('button', { name: 'Invite' }));
    const message = 'Could not invite carla@example.org: offline';
    await findToast(message);
    // The form says it too, and its button comes back, in a render after the toast's.
    await waitFor(() => {
      expect(within(form()).getByRole('alert')).toHaveTextContent(message);
      expect(within(form()).getByRole('button', { name: 'Invite' })).toBeEnabled();
    });
    expect(within(form()).getByLabelText('Name')).toHaveValue('Carla');
    expect(screen.queryByText(/^Now tell/)).not.toBeInTheDocument();
    expect(access.recheckAfterRefusal).not.toHaveBeenCalled();
  });

  it("has the owner's own place read again when the rules refuse an invitation", async () => {
    const refusal = permissionDenied();
    vi.mocked(inviteSomeone).mockRejectedValue(refusal);
    const { user, access } = await show();
    await user.type(within(form()).getByLabelText('Name'), 'Carla');
    await user.type(within(form()).getByLabelText('E-mail address'), 'carla@example.org');
    await user.click(within(form()).getByRole('button', { name: 'Invite' }));
    await findToast('Could not invite carla@example.org: Missing or insufficient permissions.');
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusal);
  });
});
