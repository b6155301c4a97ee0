/**
 * Test accounts through the Auth emulator's REST API (the `Bearer owner` admin access that every
 * Firebase Auth emulator grants), so the integration tests run the same against the local stack
 * and against the official Emulator Suite, with nothing seeded beforehand.
 */
import { firebaseSettings } from '../../../src/services/firebaseConfig';

export interface TestAccount {
  email: string;
  password: string;
}

export const ADMIN: TestAccount = { email: 'admin@example.com', password: 'admin-password' };
export const EDITOR: TestAccount = { email: 'editor@example.com', password: 'editor-password' };

/** The emulator the app itself talks to, as configured by the environment. */
function authEmulator(env: Record<string, string | undefined>) {
  const settings = firebaseSettings(env);
  if (!settings.emulators) throw new Error('The integration tests need VITE_USE_EMULATORS=true');
  const { host, authPort } = settings.emulators;
  return {
    base: `http://${host}:${authPort}/identitytoolkit.googleapis.com/v1/projects/${settings.options.projectId}`,
  };
}

async function call<T>(url: string, body: unknown): Promise<T> {
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
 * (`{ admin: true }` for an administrator, `{}` for a signed-in user without the claim).
 */
export async function ensureAccount(
  account: TestAccount,
  claims: Record<string, unknown>,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const { base } = authEmulator(env);
  const found = await call<{ users?: { localId: string }[] }>(`${base}/accounts:lookup`, {
    email: [account.email],
  });
  const localId =
    found.users?.[0]?.localId ??
    (await call<{ localId: string }>(`${base}/accounts`, account)).localId;
  await call(`${base}/accounts:update`, {
    localId,
    password: account.password,
    customAttributes: JSON.stringify(claims),
  });
  return localId;
}

/** The administrator (admin claim) and the editor (signed in, no claim) the tests sign in as. */
export async function ensureTestAccounts(env: Record<string, string | undefined> = process.env) {
  await Promise.all([ensureAccount(ADMIN, { admin: true }, env), ensureAccount(EDITOR, {}, env)]);
}
