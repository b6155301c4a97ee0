/**
 * Accounts and the team with the real Firebase SDKs against a backend (the local stack under
 * `npm test`, the official Emulator Suite under `npm run test:emulators`): creating an account,
 * its verification link, a new password by the reset link, an owner's invitation, joining at
 * sign-in, writing as an editor, and a person removed whose next write is refused. Each test uses
 * addresses of its own run; the mail the Auth emulator would send is read from its list of links.
 */
import { confirmPasswordReset } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberInput } from '../../src/domain/types';
import {
  createAccount,
  resendVerification,
  sendPasswordReset,
  signIn,
  type AdminUser,
} from '../../src/services/auth';
import { getAuthClient } from '../../src/services/firebase';
import { listMembers } from '../../src/services/members';
import { addMember, deleteMember, updateMember } from '../../src/services/records';
import {
  cancelInvitation,
  changeRole,
  inviteSomeone,
  joinTeam,
  listInvitations,
  listTeam,
  readTeamMember,
} from '../../src/services/team';
import {
  ADMIN,
  EDITOR,
  VOLUNTEER,
  ensureAccount,
  ensureTestAccounts,
  ensureVolunteerOnTeam,
  lastSentLink,
  markVerified,
  openVerificationLink,
  sentLinks,
  type TestAccount,
} from './support/accounts';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut, userWhere } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new person of this run: their address (lower case) and password. */
let people = 0;
const newPerson = (label: string): TestAccount => ({
  email: `${label}-${run}-${++people}@example.com`,
  password: `${label}-password`,
});

const someMember = (name: string): MemberInput => ({
  name,
  role: 'Volunteer',
  startYear: null,
  endYear: null,
  imageUrl: '',
});

let adminUid: string;

beforeAll(async () => {
  await ensureTestAccounts();
  adminUid = (await signInAs(ADMIN)).uid;
  await signedOut();
});

afterAll(async () => {
  await signInAs(ADMIN);
  await cleanup.run();
  await signedOut();
});

/** Creates an account for `person`, as the sign-up page does, and checks it ends signed out. */
async function signUp(person: TestAccount, name: string) {
  await createAccount(name, person.email, person.password);
  expect(await userWhere(() => true)).toBeNull();
}

/** An invitation by the administrator, cancelled after the file if nobody took it up. */
async function invite(email: string, role: 'owner' | 'editor' = 'editor', name = 'Invitee') {
  await signInAs(ADMIN);
  await inviteSomeone({ name, email, role });
  cleanup.add(email, cancelInvitation);
}

describe('creating an account', () => {
  it('creates it with its name, sends the verification link, and signs out', async () => {
    const person = newPerson('new');
    await signUp(person, '  Anita Singh  ');
    expect(await sentLinks(person.email, 'VERIFY_EMAIL')).toHaveLength(1);
    const user = await signInAs(person);
    expect(user).toMatchObject({
      email: person.email,
      displayName: 'Anita Singh',
      emailVerified: false,
      isAdmin: false,
    });
    await signedOut();
  });

  it("refuses a weak password with the provider's error, and creates nothing", async () => {
    const person = newPerson('weak');
    await expect(createAccount('Weak', person.email, '123')).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
    await expect(signIn(person.email, '123')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
    });
  });

  it("refuses an address that has an account with the provider's error", async () => {
    await expect(createAccount('Again', EDITOR.email, 'another-password')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect(await userWhere(() => true)).toBeNull();
  });

  it('sends the link again on request, until the address is verified', async () => {
    const person = newPerson('resend');
    await signUp(person, 'Resend');
    expect(await resendVerification(person.email, person.password)).toBe('sent');
    expect(await sentLinks(person.email, 'VERIFY_EMAIL')).toHaveLength(2);
    expect(await userWhere(() => true)).toBeNull();

    // The emulator forgets a link once it is opened.
    await openVerificationLink(person.email);
    const before = await sentLinks(person.email, 'VERIFY_EMAIL');
    expect(await resendVerification(person.email, person.password)).toBe('verified already');
    expect(await sentLinks(person.email, 'VERIFY_EMAIL')).toEqual(before);
  });

  it('refuses to send the link again with a wrong password', async () => {
    const person = newPerson('wrong');
    await signUp(person, 'Wrong');
    await expect(resendVerification(person.email, 'not-the-password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
  });
});

describe('a forgotten password', () => {
  it('is replaced through the link sent to the address; the new one works, the old no more', async () => {
    const person = newPerson('forgot');
    await signUp(person, 'Forgetful');
    await sendPasswordReset(person.email);
    const { oobCode } = await lastSentLink(person.email, 'PASSWORD_RESET');

    await confirmPasswordReset(await getAuthClient(), oobCode, 'a-new-password');
    await expect(signIn(person.email, person.password)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
    expect(await signInAs({ ...person, password: 'a-new-password' })).toMatchObject({
      email: person.email,
    });
    await signedOut();
  });

  it('is answered the same for an address without an account, and nothing is sent', async () => {
    const nobody = `nobody-${run}@example.com`;
    await expect(sendPasswordReset(nobody)).resolves.toBeUndefined();
    expect(await sentLinks(nobody, 'PASSWORD_RESET')).toEqual([]);
  });
});

describe('joining the team', () => {
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => setLogLevel('warn'));

  it('gives the owner by the claim a team document at the first sign-in, once', async () => {
    const admin = await signInAs(ADMIN);
    expect(await joinTeam(admin)).toEqual({ onTeam: true, role: 'owner' });
    const document = await readTeamMember(admin.uid);
    expect(document).toMatchObject({
      uid: admin.uid,
      email: ADMIN.email,
      role: 'owner',
      addedBy: admin.uid,
    });
    expect(document?.name).toBeTruthy();
    expect(await joinTeam(admin)).toEqual({ onTeam: true, role: 'owner' });
    expect((await readTeamMember(admin.uid))?.addedAt).toEqual(document?.addedAt);
  });

  it('invite, sign up, verify, sign in, join, write; removed, the next write is refused', async () => {
    const person = newPerson('anita');
    // The owner types the address in any case; the invitation keeps it in lower case.
    await invite(person.email.toUpperCase(), 'editor', 'Anita');
    const invitation = (await listInvitations()).find((i) => i.email === person.email);
    expect(invitation).toMatchObject({ name: 'Anita', role: 'editor', invitedBy: adminUid });
    expect(invitation?.createdAt).toBeInstanceOf(Date);
    await signedOut();

    await signUp(person, 'Anita Singh');
    let user = await signInAs(person);
    expect(await joinTeam(user)).toEqual({ onTeam: false, refusal: 'unverified' });

    await openVerificationLink(person.email);
    user = await signInAs(person);
    expect(user.emailVerified).toBe(true);
    expect(await joinTeam(user)).toEqual({ onTeam: true, role: 'editor' });
    // The invitation's name, which the owner chose, not the one the account was registered with.
    expect(await readTeamMember(user.uid)).toMatchObject({
      name: 'Anita',
      email: person.email,
      role: 'editor',
      addedBy: adminUid,
    });
    // Joining again (the next sign-in) changes nothing.
    expect(await joinTeam(user)).toEqual({ onTeam: true, role: 'editor' });

    const id = cleanup.add(await addMember(someMember(`Added by Anita ${run}`)), deleteMember);
    await updateMember(id, someMember(`Edited by Anita ${run}`), new Date(Date.now() - 1000));
    expect((await listMembers()).find((m) => m.id === id)).toMatchObject({
      name: `Edited by Anita ${run}`,
      createdBy: user.uid,
      updatedBy: user.uid,
    });
    // Editors read the team, for its names.
    expect((await listTeam()).map((m) => m.uid)).toEqual(
      expect.arrayContaining([user.uid, adminUid]),
    );

    await signInAs(ADMIN);
    expect((await listInvitations()).map((i) => i.email)).not.toContain(person.email);
    await changeRole(user.uid, 'removed');
    expect(await readTeamMember(user.uid)).toMatchObject({
      role: 'removed',
      updatedBy: adminUid,
      name: 'Anita',
    });

    user = await signInAs(person);
    await expect(addMember(someMember(`Too late ${run}`))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(deleteMember(id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readTeamMember(user.uid)).toMatchObject({ role: 'removed' });
    expect(await joinTeam(user)).toEqual({ onTeam: false, refusal: 'removed' });
    await signedOut();
  });

  it('lets a person removed join again when invited again', async () => {
    const person = newPerson('back');
    await invite(person.email);
    await signedOut();
    await signUp(person, 'Back Again');
    await markVerified(person.email);
    const user = await signInAs(person);
    expect(await joinTeam(user)).toEqual({ onTeam: true, role: 'editor' });
    await signInAs(ADMIN);
    await changeRole(user.uid, 'removed');

    await invite(person.email, 'owner');
    await signInAs(person);
    expect(await joinTeam(user)).toEqual({ onTeam: true, role: 'owner' });
    expect(await readTeamMember(user.uid)).toMatchObject({ role: 'owner', addedBy: adminUid });
    await signedOut();
  });

  it('joins once when two checks of one sign-in run at the same moment (two tabs, StrictMode)', async () => {
    const person = newPerson('twice');
    await invite(person.email, 'editor', 'Twice Invited');
    await signedOut();
    await signUp(person, 'Twice');
    await markVerified(person.email);
    const user = await signInAs(person);
    const joined = { onTeam: true, role: 'editor' };
    expect(await Promise.all([joinTeam(user), joinTeam(user)])).toEqual([joined, joined]);
    expect(await readTeamMember(user.uid)).toMatchObject({ role: 'editor', addedBy: adminUid });
    await signedOut();
  });

  it('finds a person joined by another check that took the invitation up before this one read it', async () => {
    const person = newPerson('taken-up');
    await invite(person.email);
    await signedOut();
    await signUp(person, 'Taken Up');
    await markVerified(person.email);
    const user = await signInAs(person);

    // The second read of the invitation waits until the first check's joining write is answered.
    const send = globalThis.fetch;
    let invitationReads = 0;
    let firstJoinWritten = () => {};
    const written = new Promise<void>((resolve) => (firstJoinWritten = resolve));
    const held = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const { pathname } = new URL(input instanceof Request ? input.url : input);
      const body = typeof init?.body === 'string' ? init.body : '';
      if (pathname.endsWith(':batchGet') && body.includes('/documents/invites/')) {
        if (++invitationReads === 2) await written;
      }
      const response = await send(input, init);
      if (pathname.endsWith(':commit')) firstJoinWritten();
      return response;
    });
    try {
      const joined = { onTeam: true, role: 'editor' };
      expect(await Promise.all([joinTeam(user), joinTeam(user)])).toEqual([joined, joined]);
      expect(invitationReads).toBe(2);
    } finally {
      held.mockRestore();
    }
    await signedOut();
  });

  it('lets a person removed, invited again, join once from two checks at the same moment', async () => {
    const person = newPerson('twice-back');
    await invite(person.email);
    await signedOut();
    await signUp(person, 'Twice Back');
    await markVerified(person.email);
    const user = await signInAs(person);
    expect(await joinTeam(user)).toEqual({ onTeam: true, role: 'editor' });
    await signInAs(ADMIN);
    await changeRole(user.uid, 'removed');

    await invite(person.email, 'owner');
    await signInAs(person);
    const joined = { onTeam: true, role: 'owner' };
    expect(await Promise.all([joinTeam(user), joinTeam(user)])).toEqual([joined, joined]);
    expect(await readTeamMember(user.uid)).toMatchObject({ role: 'owner' });
    await signedOut();
  });

  it('writes the team document of a new owner by the claim once, without an error, from two checks at once', async () => {
    const owner = newPerson('claim-owner');
    await ensureAccount(owner, { admin: true });
    const user = await signInAs(owner);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const isOwner = { onTeam: true, role: 'owner' };
      expect(await Promise.all([joinTeam(user), joinTeam(user)])).toEqual([isOwner, isOwner]);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    expect(await readTeamMember(user.uid)).toMatchObject({ role: 'owner', addedBy: user.uid });
    await signedOut();
  });

  it('refuses a verified account that nobody invited, and one whose invitation expired', async () => {
    const person = newPerson('uninvited');
    await signUp(person, 'Uninvited');
    await markVerified(person.email);
    const user = await signInAs(person);
    expect(await joinTeam(user)).toEqual({ onTeam: false, refusal: 'not-invited' });

    await invite(person.email);
    const later = await signInAs(person);
    const inFifteenDays = new Date(Date.now() + 15 * DAY_MS);
    expect(await joinTeam(later, inFifteenDays)).toEqual({ onTeam: false, refusal: 'expired' });
    expect(await readTeamMember(later.uid)).toBeNull();
    await signedOut();
  });

  it('refuses an account whose address is not verified, even when invited', async () => {
    const person = newPerson('unverified');
    await invite(person.email);
    await signedOut();
    await signUp(person, 'Unverified');
    const user: AdminUser = await signInAs(person);
    expect(await joinTeam(user)).toEqual({ onTeam: false, refusal: 'unverified' });
    // Even a client that skips the check is refused: the rules want a verified address.
    await expect(joinTeam({ ...user, emailVerified: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readTeamMember(user.uid)).toBeNull();
    await signedOut();
  });

  it('keeps the seeded editor@example.com off the team', async () => {
    const user = await signInAs(EDITOR);
    expect((await joinTeam(user)).onTeam).toBe(false);
    await expect(addMember(someMember(`Not on the team ${run}`))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await signedOut();
  });
});

describe('the invitations', () => {
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => setLogLevel('warn'));

  it('an owner lists and cancels them', async () => {
    const email = newPerson('cancelled').email;
    await invite(email);
    expect((await listInvitations()).map((i) => i.email)).toContain(email);
    await cancelInvitation(email);
    expect((await listInvitations()).map((i) => i.email)).not.toContain(email);
  });

  it('an editor neither lists them, invites, nor changes a role', async () => {
    await ensureVolunteerOnTeam();
    await signInAs(VOLUNTEER);
    const denied = { code: 'permission-denied' };
    await expect(listInvitations()).rejects.toMatchObject(denied);
    await expect(
      inviteSomeone({ name: 'Friend', email: newPerson('friend').email, role: 'editor' }),
    ).rejects.toMatchObject(denied);
    await expect(changeRole(adminUid, 'removed')).rejects.toMatchObject(denied);
    await signedOut();
  });
});
