/**
 * Test accounts through the Auth emulator's REST API (the `Bearer owner` admin access that every
 * Firebase Auth emulator grants), so the integration tests run the same against the local stack
 * and against the official Emulator Suite, with nothing seeded beforehand:
 * - ADMIN, the owner by the `admin` claim;
 * - VOLUNTEER, an editor by their team document, who joined the way anyone does
 *   (ensureVolunteerOnTeam: the owner invites, the address is verified, they sign in and join);
 * - EDITOR, signed in but not on the team (the name is older than the team).
 * The emulator sends no mail: the links it would send are read from its oobCodes list.
 */
import { firebaseSettings } from '../../../src/services/firebaseConfig';

export interface TestAccount {
  email: string;
  password: string;
}

export const ADMIN: TestAccount = { email: 'admin@example.com', password: 'admin-password' };
export const VOLUNTEER: TestAccount = {
  email: 'volunteer@example.com',
  password: 'volunteer-password',
};
export const EDITOR: TestAccount = { email: 'editor@example.com', password: 'editor-password' };

type Env = Record<string, string | undefined>;

/** The emulator the app itself talks to, as configured by the environment. */
function authEmulator(env: Env) {
  const settings = firebaseSettings(env);
  if (!settings.emulators) throw new Error('The integration tests need VITE_USE_EMULATORS=true');
  const { host, authPort } = settings.emulators;
  const { projectId } = settings.options;
  return {
    base: `http://${host}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${projectId}`,
    emulatorApi: `http://${host}:${authPort}/emulator/v1/projects/${projectId}`,
  };
}

/** A method of the Auth emulator's REST API ('accounts:lookup'), called as its owner. */
export async function authAsOwner<T>(
  method: string,
  body: unknown,
  env: Env = process.env,
): Promise<T> {
  const url = `${authEmulator(env).base}/${method}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`${url}: ${json.error?.message ?? response.status}`);
  return json;
}

/**
 * Makes sure the account exists with this password and exactly these custom claims
 * (`{ admin: true }` for an administrator, `{}` for a signed-in user without the claim), and,
 * with `emailVerified`, that its address counts as verified (as if its link had been opened).
 */
export async function ensureAccount(
  account: TestAccount,
  claims: Record<string, unknown>,
  env: Env = process.env,
  { emailVerified }: { emailVerified?: boolean } = {},
): Promise<string> {
  const found = await authAsOwner<{ users?: { localId: string }[] }>(
    'accounts:lookup',
    { email: [account.email] },
    env,
  );
  const localId =
    found.users?.[0]?.localId ??
    (await authAsOwner<{ localId: string }>('accounts', account, env)).localId;
  await authAsOwner(
    'accounts:update',
    {
      localId,
      password: account.password,
      customAttributes: JSON.stringify(claims),
      ...(emailVerified === undefined ? {} : { emailVerified }),
    },
    env,
  );
  return localId;
}

/** Marks an account's address verified, as opening the link sent to it would. */
export async function markVerified(email: string, env: Env = process.env): Promise<void> {
  const found = await authAsOwner<{ users?: { localId: string }[] }>(
    'accounts:lookup',
    { email: [email] },
    env,
  );
  const localId = found.users?.[0]?.localId;
  if (!localId) throw new Error(`No account for ${email}`);
  await authAsOwner('accounts:update', { localId, emailVerified: true }, env);
}

/**
 * The accounts the tests sign in as: the administrator (admin claim), the volunteer (verified,
 * no claim: ensureVolunteerOnTeam makes them an editor) and the editor (no claim, not on the team).
 */
export async function ensureTestAccounts(env: Env = process.env) {
  await Promise.all([
    ensureAccount(ADMIN, { admin: true }, env),
    ensureAccount(VOLUNTEER, {}, env, { emailVerified: true }),
    ensureAccount(EDITOR, {}, env),
  ]);
}

/**
 * Makes the volunteer an editor through the app's own services, as a person joins: the
 * administrator invites the address, the volunteer signs in and joins (their address is
 * verified). Nothing is written when they are an editor already. Ends signed out; resolves with
 * their uid. Only in a test worker: it loads the app's services, which read the stack's address
 * from the environment when first loaded.
 */
export async function ensureVolunteerOnTeam(): Promise<string> {
  await ensureTestAccounts();
  const [auth, team] = await Promise.all([
    import('../../../src/services/auth'),
    import('../../../src/services/team'),
  ]);
  const signInAsVolunteer = async () => {
    await auth.signIn(VOLUNTEER.email, VOLUNTEER.password);
    const uid = await auth.signedInUid();
    if (!uid) throw new Error('The volunteer could not sign in');
    return uid;
  };
  let uid = await signInAsVolunteer();
  if ((await team.readTeamMember(uid))?.role !== 'editor') {
    await auth.signIn(ADMIN.email, ADMIN.password);
    await team.inviteSomeone({ name: 'Volunteer', email: VOLUNTEER.email, role: 'editor' });
    uid = await signInAsVolunteer();
    const access = await team.joinTeam({
      uid,
      email: VOLUNTEER.email,
      isAdmin: false,
      emailVerified: true,
      displayName: 'Volunteer',
    });
    if (!access.onTeam || access.role !== 'editor')
      throw new Error(`The volunteer could not join the team: ${JSON.stringify(access)}`);
  }
  await auth.signOut();
  return uid;
}

/**
 * The e-mail links the Auth emulator would have sent, oldest first: the project's, or those of
 * an Identity Platform tenant (the registrants' sign-in links are the registrants' tenant's).
 */
export async function emulatorLinks(tenant?: string, env: Env = process.env): Promise<SentLink[]> {
  const { emulatorApi } = authEmulator(env);
  const response = await fetch(`${emulatorApi}${tenant ? `/tenants/${tenant}` : ''}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  return ((await response.json()) as { oobCodes?: SentLink[] }).oobCodes ?? [];
}

/** The last sign-in link sent to `email` within `tenant`; fails when none was sent. */
export async function lastSignInLink(email: string, tenant: string): Promise<SentLink> {
  const link = (await emulatorLinks(tenant)).findLast(
    (c) => c.email === email.toLowerCase() && c.requestType === 'EMAIL_SIGNIN',
  );
  if (!link) throw new Error(`No sign-in link was sent to ${email} in ${tenant}`);
  return link;
}

/**
 * An account of a tenant, made as the emulator's owner with this uid and address (verified, as
 * the link that makes one verifies it), unless it exists.
 */
export async function ensureTenantAccount(
  tenant: string,
  { uid, email }: { uid: string; email: string },
): Promise<void> {
  const found = await authAsOwner<{ users?: unknown[] }>('accounts:lookup', {
    tenantId: tenant,
    localId: [uid],
  });
  if (!found.users?.length)
    await authAsOwner('accounts', { tenantId: tenant, localId: uid, email, emailVerified: true });
}

/** A link the Auth emulator would have e-mailed: to verify an address, or to reset a password. */
export interface SentLink {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** The links sent to an address (of one kind), oldest first. */
export async function sentLinks(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
  env: Env = process.env,
): Promise<SentLink[]> {
  const { emulatorApi } = authEmulator(env);
  const response = await fetch(`${emulatorApi}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: SentLink[] };
  return oobCodes.filter(
    (link) => link.email.toLowerCase() === email.toLowerCase() && link.requestType === requestType,
  );
}

/** The last link of this kind sent to an address; fails when none was sent. */
export async function lastSentLink(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<SentLink> {
  const link = (await sentLinks(email, requestType)).at(-1);
  if (!link) throw new Error(`No ${requestType} link was sent to ${email}`);
  return link;
}

/** Opens the last verification link sent to an address, as the person would in their mail. */
export async function openVerificationLink(email: string): Promise<void> {
  const { oobLink } = await lastSentLink(email, 'VERIFY_EMAIL');
  const response = await fetch(oobLink);
  if (!response.ok) throw new Error(`Opening ${oobLink}: ${response.status}`);
}
