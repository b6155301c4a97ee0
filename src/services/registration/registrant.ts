/**
 * Registration as the public makes it, in a Firebase app of its own ('registration'): signing in
 * by the link Firebase e-mails (no password), registering oneself or one's child, reading and
 * cancelling one's own registrations, deleting one's sign-in account. The app instance keeps its
 * own signed-in user, apart from the admin area's (firebase.ts), so a team member signed in there
 * on the same browser never registers anyone as themselves, and a registrant is nobody there.
 *
 * Its accounts live in the registrants' tenant (domain/registration/registrantTenant.ts), which
 * allows e-mail links only; the rules let no account of the project itself read or write a
 * registration.
 *
 * Only the registration pages load this module (with Auth and Firestore Lite); the address asked
 * for a link is kept in this browser's localStorage until the link is opened here, as Firebase's
 * e-mail link sign-in needs it back. Every failure is thrown as an Error whose message is for the
 * person (SignInFailed, RegistrationRefused).
 */
import { FirebaseError, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  deleteUser,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  where,
} from 'firebase/firestore/lite';
import {
  linkPaceProblem,
  parseLinkHistory,
  withLinkAsked,
  type LinkAsked,
} from '../../domain/registration/linkPace';
import {
  REGISTRATIONS,
  registrationFromFields,
  type RegistrantDetails,
  type Registration,
} from '../../domain/registration/registrations';
import { RegistrationRefused, moveRegistration, takePlace, type TakenPlace } from './writes';
import { markRegistrantSignedIn } from './registrantFlag';
import { settings } from '../settings';
import { storedFields } from '../storedFields';
import type { Language } from '../../words/languages';

export { RegistrationRefused };
export type { TakenPlace };

/** The name of the Firebase app instance of registration. */
export const REGISTRATION_APP = 'registration';

const existing = getApps().find((app) => app.name === REGISTRATION_APP);
const app = existing ?? initializeApp(settings.options, REGISTRATION_APP);

// In a browser, initializeAuth without getAuth's popup/redirect resolver, which would load scripts
// and a frame from Google's hosts (e-mail links need neither). Node (tests) has no IndexedDB.
const auth: Auth =
  existing || typeof indexedDB === 'undefined'
    ? getAuth(app)
    : initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
// Registrants sign in to a tenant of their own that allows e-mail links only, never to the
// project's accounts, where anyone may sign up with a password
// (domain/registration/registrantTenant.ts).
auth.tenantId = settings.registrantTenant || null;

/**
 * App Check for Authentication, where the project uses it (docs/operating.md, "Sign-in e-mails"):
 * loaded by the registration pages alone, on their own app instance, so that no public page
 * carries reCAPTCHA. Asking for and opening a link wait for it; should it fail to load, they go on
 * without it (Authentication, if it enforces App Check, then refuses them).
 */
const appCheckReady: Promise<void> =
  settings.appCheckSiteKey && !existing && typeof window !== 'undefined'
    ? loadAppCheck(settings.appCheckSiteKey).catch((error: unknown) => {
        console.error('App Check could not be loaded', error);
      })
    : Promise.resolve();

async function loadAppCheck(siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
const db = getFirestore(app);
if (settings.emulators && !existing) {
  const { host, authPort, firestorePort } = settings.emulators;
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, firestorePort);
}

// The public header shows 'My registrations' in the menu while a registrant is signed in here,
// from a flag this keeps (registrantFlag.ts), so that no public page loads Auth to know it.
if (typeof window !== 'undefined')
  onAuthStateChanged(auth, (user) => markRegistrantSignedIn(user !== null));

/** The person signed in to register: their account and its verified address. */
export interface Registrant {
  uid: string;
  email: string;
}

/**
 * Signing in failed; its message is for the person. `kind`: 'wrong-email' when the address typed
 * is not the one the link was sent to, 'bad-link' when the link has expired or was used already
 * (a new one is needed), 'too-soon' when this browser asked for links too often to send another
 * yet, 'other' otherwise.
 */
export class SignInFailed extends Error {
  constructor(
    message: string,
    readonly kind: 'wrong-email' | 'bad-link' | 'too-soon' | 'other' = 'other',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SignInFailed';
  }
}

const codeOf = (error: unknown) => (error instanceof FirebaseError ? error.code : '');

const OFFLINE = 'auth/network-request-failed';

/** Where this browser keeps the address a link was asked for, until the link is opened. */
const EMAIL_KEY = 'registrationEmail';

/**
 * Where this browser keeps the links it asked for in the last hour
 * (domain/registration/linkPace.ts).
 */
const LINKS_KEY = 'registrationLinksAsked';

/** localStorage, where the browser gives it (a private window may refuse it). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The links asked for from this page, when the browser keeps nothing (a private window). */
let linksHere: LinkAsked[] = [];

function linksAsked(): LinkAsked[] {
  try {
    const kept = storage()?.getItem(LINKS_KEY);
    return kept === undefined || kept === null ? linksHere : parseLinkHistory(kept);
  } catch {
    return linksHere;
  }
}

function keepLinksAsked(history: LinkAsked[]) {
  linksHere = history;
  try {
    storage()?.setItem(LINKS_KEY, JSON.stringify(history));
  } catch {
    // Kept for this page only.
  }
}

/**
 * E-mails a sign-in link to `email` that brings its reader back to `continueUrl`, signed in.
 * `remember`: keep the address in this browser, so that opening the link here finishes without
 * asking for it again (not when a young person asks for a parent's link: the parent opens it).
 * Paced (domain/registration/linkPace.ts): asked too soon again, it sends nothing and says how
 * long to wait.
 */
export async function sendSignInLink(
  email: string,
  continueUrl: string,
  { remember }: { remember: boolean },
): Promise<void> {
  const address = email.trim();
  const now = Date.now();
  const tooSoon = linkPaceProblem(linksAsked(), address, now);
  if (tooSoon) throw new SignInFailed(tooSoon, 'too-soon');
  await appCheckReady;
  try {
    await sendSignInLinkToEmail(auth, address, { url: continueUrl, handleCodeInApp: true });
  } catch (error) {
    throw new SignInFailed(sendMessage(error), 'other', { cause: error });
  }
  keepLinksAsked(withLinkAsked(linksAsked(), address, now));
  try {
    if (remember) storage()?.setItem(EMAIL_KEY, address);
  } catch {
    // Not kept: opening the link asks for the address again.
  }
}

function sendMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'This is not a valid e-mail address. Check it and try again.';
    case OFFLINE:
      return 'No connection: the link was not sent. Try again when you are online.';
    case 'auth/quota-exceeded':
      return 'The site has sent all the sign-in e-mails it may send today, so no link was sent. Try again tomorrow, or ask the team to register you.';
    case 'auth/too-many-requests':
      return 'Too many links were asked for from this device. Wait a few minutes and try again.';
    case 'auth/firebase-app-check-token-is-invalid':
      return 'This page could not show it is the site’s own, so no link was sent. Reload the page and try again.';
    case 'auth/operation-not-allowed':
      return 'Signing in by e-mail link is not switched on for this site yet. Please tell the team.';
    case 'auth/unauthorized-continue-uri':
    case 'auth/invalid-continue-uri':
      return 'This address of the site may not receive sign-in links. Please tell the team.';
    default:
      return `The link could not be sent: ${(error as Error).message}`;
  }
}

/** Whether `url` (the page's address) is a sign-in link Firebase sent. */
export const isSignInLink = (url: string): boolean => isSignInWithEmailLink(auth, url);

/** The address this browser asked a link for, if any. */
export function rememberedEmail(): string | null {
  try {
    return storage()?.getItem(EMAIL_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The Identity Toolkit endpoint of an account, as the Auth SDK itself calls it. */
function accountLookupUrl(): string {
  const origin = settings.emulators
    ? `http://${settings.emulators.host}:${settings.emulators.authPort}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${origin}/v1/accounts:lookup?key=${encodeURIComponent(settings.options.apiKey)}`;
}

/**
 * Whether the signed-in account holds a password. Nobody registering here ever sets one (the
 * site signs the public in by links alone), so a password is someone else's: an account made for
 * this address in advance, before its owner opened a link (docs/security.md, "Registrants'
 * accounts"). The registrants' tenant refuses passwords; this holds wherever it would not.
 */
async function holdsPassword(user: User): Promise<boolean> {
  const response = await fetch(accountLookupUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idToken: await user.getIdToken(),
      ...(auth.tenantId ? { tenantId: auth.tenantId } : {}),
    }),
  });
  if (!response.ok) throw new Error(`The account could not be checked (${response.status}).`);
  const { users = [] } = (await response.json()) as {
    users?: { passwordHash?: unknown; passwordUpdatedAt?: unknown }[];
  };
  return users.some(
    (account) => account.passwordHash !== undefined || account.passwordUpdatedAt !== undefined,
  );
}

export const PASSWORD_HELD =
  'Someone made an account with a password for this address before you opened the link. To keep your registrations to you alone, that account is now deleted. Ask for a new link below: it makes an account only you can open.';

/**
 * Finishes signing in with the link `url` sent to `email`; forgets the address kept for it. An
 * account that holds a password (holdsPassword) is deleted at once, and the person asked for a
 * new link.
 */
export async function finishSignIn(email: string, url: string): Promise<Registrant> {
  let signedIn: User | null = null;
  await appCheckReady;
  try {
    const { user } = await signInWithEmailLink(auth, email.trim(), url);
    signedIn = user;
    if (await holdsPassword(user)) {
      await deleteUser(user).catch(() => signOut(auth));
      throw new SignInFailed(PASSWORD_HELD, 'bad-link');
    }
    try {
      storage()?.removeItem(EMAIL_KEY);
    } catch {
      // Nothing kept to forget.
    }
    return { uid: user.uid, email: user.email ?? email.trim() };
  } catch (error) {
    if (error instanceof SignInFailed) throw error;
    // Signed in but not checked: nobody stays signed in to an account not known to be theirs.
    if (signedIn) await signOut(auth).catch(() => {});
    switch (codeOf(error)) {
      case 'auth/invalid-email':
      case 'auth/missing-email':
        throw new SignInFailed(
          'This is not the address the link was sent to. Type the address the e-mail came to.',
          'wrong-email',
          { cause: error },
        );
      case 'auth/invalid-action-code':
      case 'auth/expired-action-code':
        throw new SignInFailed(
          'This link has expired or has been used already. Ask for a new one below.',
          'bad-link',
          { cause: error },
        );
      case OFFLINE:
        throw new SignInFailed(
          'No connection: you are not signed in yet. Try again when you are online.',
          'other',
          { cause: error },
        );
      case 'auth/user-disabled':
        throw new SignInFailed('This sign-in account is disabled. Write to the team.', 'other', {
          cause: error,
        });
      default:
        throw new SignInFailed(`You could not be signed in: ${(error as Error).message}`, 'other', {
          cause: error,
        });
    }
  }
}

/**
 * Calls back with the person signed in to register (or null) now and at every change. Returns
 * the unsubscribe function.
 */
export function watchRegistrant(callback: (registrant: Registrant | null) => void): () => void {
  return onAuthStateChanged(auth, (user) =>
    callback(user ? { uid: user.uid, email: user.email ?? '' } : null),
  );
}

export async function signOutRegistrant(): Promise<void> {
  await signOut(auth);
}

function signedInUser() {
  const user = auth.currentUser;
  if (!user)
    throw new RegistrationRefused(
      'You are no longer signed in: nothing was saved. Ask for a new link and try again.',
    );
  return user;
}

/**
 * Registers one person for a programme as the signed-in account: themselves ('self', 18 or over)
 * or their child ('guardian'), agreeing to the notice shown in `noticeLanguage`, unless the
 * account registered them already. Resolves with the place taken; rejects with
 * RegistrationRefused, having written nothing.
 */
export async function register(
  programmeId: string,
  details: RegistrantDetails,
  consent: 'self' | 'guardian',
  noticeLanguage: Language,
): Promise<TakenPlace> {
  const user = signedInUser();
  const mine = await listMyRegistrations();
  const { uid: account, email } = user;
  return takePlace(
    db,
    { programmeId, account, email: email ?? '', details, consent, noticeLanguage, addedBy: '' },
    mine,
  );
}

/** The registrations the signed-in account made, in no particular order. */
export async function listMyRegistrations(): Promise<Registration[]> {
  const user = signedInUser();
  try {
    const found = await getDocs(
      query(collection(db, REGISTRATIONS), where('account', '==', user.uid)),
    );
    return found.docs.map((document) =>
      registrationFromFields(document.id, storedFields(document.data())),
    );
  } catch (error) {
    const code = codeOf(error);
    throw new Error(
      code === 'unavailable'
        ? 'No connection: your registrations could not be read. Try again when you are online.'
        : code === 'permission-denied' || code === 'unauthenticated'
          ? 'The site would not show your registrations to this sign-in. Sign out, sign in again with a new link, and try once more.'
          : `Your registrations could not be read: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Cancels one of the account's registrations: it is deleted at once and its place freed. */
export async function cancelMine(registration: Registration): Promise<void> {
  signedInUser();
  await moveRegistration(db, registration, null);
}

/** Deletes the signed-in account itself (its e-mail address); the person is signed out. */
export async function deleteMyAccount(): Promise<void> {
  const user = signedInUser();
  try {
    await deleteUser(user);
  } catch (error) {
    throw new Error(
      codeOf(error) === 'auth/requires-recent-login'
        ? 'For your safety, deleting the account needs a fresh sign-in: sign out, sign in again with a new link, then delete it.'
        : codeOf(error) === OFFLINE
          ? 'No connection: the account was not deleted. Try again when you are online.'
          : `The account could not be deleted: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
