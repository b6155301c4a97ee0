/**
 * The account made in advance for a parent's address, tried step by step against the local stack
 * over the REST APIs a script would use (Identity Toolkit on the Auth emulator, Firestore on the
 * local backend). Someone who knows a parent's address signs it up with a password and keeps
 * the password and the refresh token; later the parent opens a sign-in link and registers their
 * child. Registrants sign in to a tenant of their own that allows e-mail links only, and the
 * rules let only that tenant's accounts read or write a registration: so the parent's link makes
 * an account of its own, and every step that would reach the child's registration is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp } from 'firebase/app';
import { collection, getDocs, query, setLogLevel, where } from 'firebase/firestore/lite';
import { NOTICE_VERSION } from '../../src/domain/registration/notice';
import {
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  REGISTRATION_SHARES,
  expiryOf,
  newRegistrationId,
  shareId,
} from '../../src/domain/registration/registrations';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { addProgramme, deleteProgramme } from '../../src/services/records';
import { takePlace } from '../../src/services/registration/writes';
import { saveRegistrationSettings } from '../../src/services/registration/registrations';
import { claimingTenant } from '../fixtures/forgedToken';
import { programmeInput } from '../fixtures/inputs';
import { ADMIN, authAsOwner } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { registrantPhone, type RegistrantPhone } from './support/registrants';
import { signInAs, signedOut } from './support/session';

const settings = firebaseSettings(process.env);
const { host, authPort, firestorePort } = settings.emulators!;
const { projectId } = settings.options;
const tenant = settings.registrantTenant;
const identity = `http://${host}:${authPort}/identitytoolkit.googleapis.com/v1`;
const tokens = `http://${host}:${authPort}/securetoken.googleapis.com/v1/token?key=demo-api-key`;
const documents = `http://${host}:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents`;

const run = `${Date.now()}`;
const cleanup = new Cleanup();
const PARENT = `parent-${run}@example.org`;
const PASSWORD = 'attacker-password';

/** What an endpoint answered: its status and its body. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function post(url: string, body: object, token?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const claimsOf = (idToken: unknown) =>
  JSON.parse(Buffer.from(String(idToken).split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    email_verified?: boolean;
    firebase?: { tenant?: string };
  };

/** A Firestore REST value of a plain value. */
function value(v: unknown): object {
  if (v === null) return { nullValue: null };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'number') return { integerValue: String(v) };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  return {
    mapValue: {
      fields: Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, value(x)])),
    },
  };
}
const fields = (doc: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, value(v)]));
const name = (path: string) => `projects/${projectId}/databases/(default)/documents/${path}`;

let programmeId = '';
let parent: RegistrantPhone;
/** The attacker's account of the project, made for the parent's address in advance. */
let attacker: { uid: string; idToken: string; refreshToken: string };

beforeAll(async () => {
  setLogLevel('silent');
  await signInAs(ADMIN);
  programmeId = await addProgramme(
    programmeInput({ title: `Camp ${run}`, startDate: '2030-06-01', endDate: '2030-06-02' }),
  );
  cleanup.add(programmeId, deleteProgramme);
  await saveRegistrationSettings(programmeId, {
    open: true,
    closesOn: '2030-05-31',
    capacity: 10,
    minAge: null,
    maxAge: null,
    fee: '',
    questions: [],
  });
  await signedOut();
});

afterAll(async () => {
  if (parent) await deleteApp(parent.app);
  await signInAs(ADMIN);
  await cleanup.run();
  await signedOut();
  setLogLevel('warn');
});

/** The child's details, as a parent registers them. */
const child = {
  name: 'Asha Verma',
  dob: '2015-04-09',
  phone: '+91 98765 43210',
  parish: 'St Peter, Agra',
  deanery: 'Agra City',
  emergencyName: 'Ravi Verma',
  emergencyPhone: '+91 98765 43211',
  answers: {},
  health: 'Asthma',
};

describe('an account made in advance for a parent’s address', () => {
  it('the password sign-up the team needs is open, on the project, for any address', async () => {
    const signUp = await post(`${identity}/accounts:signUp?key=demo-api-key`, {
      email: PARENT,
      password: PASSWORD,
      returnSecureToken: true,
    });
    expect(signUp.status).toBe(200);
    attacker = {
      uid: String(signUp.body.localId),
      idToken: String(signUp.body.idToken),
      refreshToken: String(signUp.body.refreshToken),
    };
    cleanup.add(attacker.uid, (localId) => authAsOwner('accounts:delete', { localId }));
    expect(claimsOf(attacker.idToken).firebase?.tenant).toBeUndefined();
  });

  it("refuses a password sign-up and a password sign-in in the registrants' tenant", async () => {
    const signUp = await post(`${identity}/accounts:signUp?key=demo-api-key`, {
      tenantId: tenant,
      email: PARENT,
      password: PASSWORD,
      returnSecureToken: true,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({ error: { message: 'OPERATION_NOT_ALLOWED' } });
    const signIn = await post(`${identity}/accounts:signInWithPassword?key=demo-api-key`, {
      tenantId: tenant,
      email: PARENT,
      password: PASSWORD,
      returnSecureToken: true,
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toMatchObject({ error: { message: 'PASSWORD_LOGIN_DISABLED' } });
  });

  it('signs the parent in by their link to an account of their own, and they register their child', async () => {
    parent = await registrantPhone(`parent-${run}`, PARENT);
    cleanup.add(parent.uid, (localId) =>
      authAsOwner('accounts:delete', { tenantId: tenant, localId }),
    );
    expect(parent.uid).not.toBe(attacker.uid);
    const token = claimsOf(await parent.auth.currentUser!.getIdToken());
    expect(token).toMatchObject({ email_verified: true, firebase: { tenant } });
    await expect(
      takePlace(parent.db, {
        programmeId,
        account: parent.uid,
        email: parent.email,
        details: child,
        consent: 'guardian',
        noticeLanguage: 'en',
        addedBy: '',
      }),
    ).resolves.toMatchObject({ status: 'confirmed' });
    const own = await getDocs(
      query(collection(parent.db, REGISTRATIONS), where('account', '==', parent.uid)),
    );
    expect(own.docs.map((d) => d.data().name)).toEqual(['Asha Verma']);
  });

  it("leaves the other person's password and refresh token where they were: unverified, of no tenant", async () => {
    const refreshed = await post(tokens, {
      grant_type: 'refresh_token',
      refresh_token: attacker.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const claims = claimsOf(refreshed.body.id_token);
    expect(claims.sub).toBe(attacker.uid);
    expect(claims.email_verified).toBe(false);
    expect(claims.firebase?.tenant).toBeUndefined();
    attacker.idToken = String(refreshed.body.id_token);
  });

  it('tells nobody whether an address has a registrant: a sign-up with it answers as with any other', async () => {
    // The parent's address has an account of the tenant (and, here, the other person's of the
    // project); a parent's alone has none of the project's.
    const registered = `registered-${run}@example.org`;
    const other = await registrantPhone(`registered-${run}`, registered);
    cleanup.add(other.uid, (localId) =>
      authAsOwner('accounts:delete', { tenantId: tenant, localId }),
    );
    await deleteApp(other.app);
    for (const address of [registered, `nobody-${run}@example.org`]) {
      const inTenant = await post(`${identity}/accounts:signUp?key=demo-api-key`, {
        tenantId: tenant,
        email: address,
        password: PASSWORD,
      });
      expect(inTenant.body, address).toMatchObject({ error: { message: 'OPERATION_NOT_ALLOWED' } });
      const inProject = await post(`${identity}/accounts:signUp?key=demo-api-key`, {
        email: address,
        password: PASSWORD,
      });
      expect(inProject.status, address).toBe(200);
      await authAsOwner('accounts:delete', { localId: String(inProject.body.localId) });
    }
  });

  describe('even were the other person’s project account verified', () => {
    beforeAll(async () => {
      // The worst case: the address verified on the project account too (the parent following
      // a verification e-mail the other person asked for).
      await authAsOwner('accounts:update', { localId: attacker.uid, emailVerified: true });
      const refreshed = await post(tokens, {
        grant_type: 'refresh_token',
        refresh_token: attacker.refreshToken,
      });
      attacker.idToken = String(refreshed.body.id_token);
      expect(claimsOf(attacker.idToken).email_verified).toBe(true);
    });

    const runQuery = (account: string, token = attacker.idToken) =>
      post(
        `${documents}:runQuery`,
        {
          structuredQuery: {
            from: [{ collectionId: REGISTRATIONS }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'account' },
                op: 'EQUAL',
                value: { stringValue: account },
              },
            },
          },
        },
        token,
      );

    it("reads no registration: neither its own account's, nor the parent's", async () => {
      for (const account of [attacker.uid, parent.uid]) {
        const answer = await runQuery(account);
        expect(answer.status, account).toBe(403);
        expect(JSON.stringify(answer.body)).not.toContain('Asha');
      }
    });

    it('registers no child as their guardian', async () => {
      const id = newRegistrationId(programmeId);
      const expiresAt = expiryOf('2030-06-02') as Date;
      const settingsNow = await post(
        `${documents}:batchGet`,
        { documents: [name(`${REGISTRATION_SETTINGS}/${programmeId}`)] },
        attacker.idToken,
      );
      const counts =
        (
          settingsNow.body as unknown as {
            found?: { fields: Record<string, { integerValue?: string }> };
          }[]
        )[0]?.found?.fields ?? {};
      const commit = await post(
        `${documents}:commit`,
        {
          writes: [
            {
              update: {
                name: name(`${REGISTRATIONS}/${id}`),
                fields: fields({
                  programmeId,
                  account: attacker.uid,
                  email: PARENT,
                  ...child,
                  name: 'Tara Verma',
                  consent: 'guardian',
                  noticeVersion: NOTICE_VERSION,
                  noticeLanguage: 'en',
                  status: 'confirmed',
                  waitNumber: null,
                  cancelReason: '',
                  arrivedAt: null,
                  addedBy: '',
                  expiresAt,
                }),
              },
              updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
              currentDocument: { exists: false },
            },
            {
              update: {
                name: name(`${REGISTRATION_SETTINGS}/${programmeId}`),
                fields: fields({
                  confirmed: Number(counts.confirmed?.integerValue ?? 0) + 1,
                  waiting: 0,
                  nextWait: 1,
                  lastChange: id,
                }),
              },
              updateMask: { fieldPaths: ['confirmed', 'waiting', 'nextWait', 'lastChange'] },
            },
            {
              update: {
                name: name(`${REGISTRATION_SHARES}/${shareId(programmeId, attacker.uid)}`),
                fields: fields({
                  programmeId,
                  account: attacker.uid,
                  people: 1,
                  lastChange: id,
                  expiresAt,
                }),
              },
            },
          ],
        },
        attacker.idToken,
      );
      expect(commit.status).toBe(403);
    });

    it("cancels no registration of the parent's", async () => {
      const own = await getDocs(
        query(collection(parent.db, REGISTRATIONS), where('account', '==', parent.uid)),
      );
      const [registration] = own.docs;
      const commit = await post(
        `${documents}:commit`,
        { writes: [{ delete: name(`${REGISTRATIONS}/${registration!.id}`) }] },
        attacker.idToken,
      );
      expect(commit.status).toBe(403);
      const get = await fetch(`${documents}/${REGISTRATIONS}/${registration!.id}`, {
        headers: { Authorization: `Bearer ${attacker.idToken}` },
      });
      expect(get.status).toBe(403);
    });

    it('passes for no account of the tenant by claiming it in a token of its own making', async () => {
      // The local backend looks the subject of a token written by hand up in the tenant it
      // names, where there is no such account.
      const answer = await runQuery(attacker.uid, claimingTenant(attacker.idToken, tenant));
      expect(answer.status).toBe(401);
    });
  });
});
