/**
 * The public's registration service (src/services/registration/registrant.ts) with the real
 * Firebase SDK against the local stack: signing in by the link the Auth emulator would have
 * e-mailed (read from its out-of-band codes, opened as a mail reader would, which leads to the
 * page's address), in an app instance of its own beside the admin area's signed-in team member;
 * registering a child as their parent, the list, cancelling (the place freed), and deleting the
 * account.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { signedInUid } from '../../src/services/auth';
import { getProgrammeRegistration } from '../../src/services/registration/programmeRegistration';
import { addProgramme, deleteProgramme } from '../../src/services/records';
import {
  cancelMine,
  deleteMyAccount,
  PASSWORD_HELD,
  finishSignIn,
  isSignInLink,
  listMyRegistrations,
  register,
  sendSignInLink,
  signOutRegistrant,
  watchRegistrant,
  type Registrant,
} from '../../src/services/registration/registrant';
import { saveRegistrationSettings } from '../../src/services/registration/registrations';
import { noticeVersionIn } from '../../src/domain/registration/notice';
import { programmeInput } from '../fixtures/inputs';
import { ADMIN, authAsOwner, emulatorLinks, lastSignInLink } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();
const settings = firebaseSettings(process.env);
const PAGE = 'http://127.0.0.1:5173/programmes/p/register?for=child';

/**
 * The address the last sign-in link sent to `email` leads to, as a mail reader opening it would
 * land: the Auth emulator's page sends the browser on to the page with the link's code. The links
 * are the registrants' tenant's.
 */
async function openedLink(email: string): Promise<string> {
  const link = await lastSignInLink(email, settings.registrantTenant);
  const opened = await fetch(link.oobLink, { redirect: 'manual' });
  const landing = opened.headers.get('location');
  if (!landing) throw new Error(`The link led nowhere (${opened.status})`);
  return landing;
}

/** Resolves with the first registrant the service reports that `accept` takes. */
const registrantWhere = (accept: (registrant: Registrant | null) => boolean) =>
  new Promise<Registrant | null>((resolve) => {
    const stop = watchRegistrant((registrant) => {
      if (!accept(registrant)) return;
      queueMicrotask(() => stop());
      resolve(registrant);
    });
  });

let programmeId = '';
beforeAll(async () => {
  await signInAs(ADMIN);
  programmeId = await addProgramme(
    programmeInput({ title: `Registrant ${run}`, startDate: '2030-06-01', endDate: '2030-06-02' }),
  );
  cleanup.add(programmeId, deleteProgramme);
  await saveRegistrationSettings(programmeId, {
    open: true,
    closesOn: '2030-05-31',
    capacity: 5,
    minAge: null,
    maxAge: null,
    fee: '',
    questions: [],
  });
});

afterAll(async () => {
  await signOutRegistrant();
  await signInAs(ADMIN);
  await cleanup.run();
  await signedOut();
});

describe('a parent registering their child', () => {
  const parent = `parent-${run}@example.org`;

  it('signs in by the e-mail link, in an app of its own: the admin area stays signed in as the team member', async () => {
    const admin = await signedInUid();
    expect(admin).not.toBeNull();
    await sendSignInLink(parent, PAGE, { remember: false });
    const landing = await openedLink(parent);
    expect(landing.startsWith(`${PAGE}&`)).toBe(true);
    expect(isSignInLink(landing)).toBe(true);
    expect(isSignInLink(PAGE)).toBe(false);

    await expect(finishSignIn(`someone-else-${run}@example.org`, landing)).rejects.toMatchObject({
      kind: 'wrong-email',
      message: 'This is not the address the link was sent to. Type the address the e-mail came to.',
    });
    const registrant = await finishSignIn(parent, landing);
    expect(registrant.email).toBe(parent);
    // An account of the registrants' tenant, none of the project's.
    const inTenant = await authAsOwner<{ users?: { localId: string }[] }>('accounts:lookup', {
      tenantId: settings.registrantTenant,
      email: [parent],
    });
    expect(inTenant.users?.map((u) => u.localId)).toEqual([registrant.uid]);
    const inProject = await authAsOwner<{ users?: unknown[] }>('accounts:lookup', {
      email: [parent],
    });
    expect(inProject.users ?? []).toEqual([]);
    expect(await registrantWhere((r) => r?.email === parent)).toEqual(registrant);
    expect(await signedInUid()).toBe(admin);

    await expect(finishSignIn(parent, landing)).rejects.toMatchObject({ kind: 'bad-link' });
  });

  it('registers the child with consent, lists it, cancels it (the place freed) and deletes the account', async () => {
    const place = await register(
      programmeId,
      {
        name: 'Tara Verma',
        dob: '2015-02-01',
        phone: '+91 98765 43210',
        parish: 'St Peter',
        deanery: 'Agra City',
        emergencyName: 'Mary Verma',
        emergencyPhone: '+91 91234 56789',
        answers: {},
        health: 'No peanuts.',
      },
      'guardian',
      // The parent read the notice in Hindi: its language is kept with the consent.
      'hi',
    );
    expect(place).toMatchObject({ status: 'confirmed', waitNumber: null });
    expect(await getProgrammeRegistration(programmeId)).toMatchObject({ confirmed: 1 });

    const [mine, ...others] = await listMyRegistrations();
    expect(others).toEqual([]);
    expect(mine).toMatchObject({ noticeLanguage: 'hi', noticeVersion: noticeVersionIn('hi') });
    expect(mine).toMatchObject({
      id: place.id,
      programmeId,
      email: parent,
      name: 'Tara Verma',
      consent: 'guardian',
      status: 'confirmed',
    });

    await cancelMine(mine!);
    expect(await listMyRegistrations()).toEqual([]);
    expect(await getProgrammeRegistration(programmeId)).toMatchObject({ confirmed: 0, waiting: 0 });

    await deleteMyAccount();
    expect(await registrantWhere((r) => r === null)).toBeNull();
    const found = await authAsOwner<{ users?: unknown[] }>('accounts:lookup', {
      tenantId: settings.registrantTenant,
      email: [parent],
    });
    expect(found.users ?? []).toEqual([]);
  });
});

describe('an account made with a password for a parent’s address', () => {
  it("is deleted when the parent's link signs in to it, and a new link makes one only they can open", async () => {
    // Where a tenant took passwords (the registrants' refuses them), someone could have made one.
    const address = `held-${run}@example.org`;
    const tenantId = settings.registrantTenant;
    const { localId: held } = await authAsOwner<{ localId: string }>('accounts', {
      tenantId,
      email: address,
      password: 'someone-elses-password',
    });
    await sendSignInLink(address, PAGE, { remember: false });
    await expect(finishSignIn(address, await openedLink(address))).rejects.toMatchObject({
      kind: 'bad-link',
      message: PASSWORD_HELD,
    });
    expect(await registrantWhere((r) => r === null)).toBeNull();
    const gone = await authAsOwner<{ users?: unknown[] }>('accounts:lookup', {
      tenantId,
      localId: [held],
    });
    expect(gone.users ?? []).toEqual([]);

    // A minute later (the pace of links), a new link: a new account, with no password.
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      await sendSignInLink(address, PAGE, { remember: false });
    } finally {
      vi.useRealTimers();
    }
    const registrant = await finishSignIn(address, await openedLink(address));
    expect(registrant.uid).not.toBe(held);
    await signOutRegistrant();
  });
});

describe('asking for links', () => {
  it('sends no second link to an address within a minute, and says how long to wait', async () => {
    const address = `pace-${run}@example.org`;
    const sentTo = async () =>
      (await emulatorLinks(settings.registrantTenant)).filter((link) => link.email === address)
        .length;
    await sendSignInLink(address, PAGE, { remember: false });
    expect(await sentTo()).toBe(1);
    await expect(
      sendSignInLink(address.toUpperCase(), PAGE, { remember: false }),
    ).rejects.toMatchObject({
      kind: 'too-soon',
      message: expect.stringMatching(
        /^A link was sent to this address less than a minute ago: .* You can ask for another in \d+ seconds\.$/,
      ),
    });
    expect(await sentTo()).toBe(1);
  });
});
