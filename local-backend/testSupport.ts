/**
 * Helpers for the local backend's own tests: a backend on free ports with a temporary data
 * folder, a tiny stand-in for the Auth emulator's accounts:lookup, unsigned ID tokens like the
 * emulator's, Firebase SDK clients signed in as a given identity through `mockUserToken`, raw
 * requests, and sample files. Writes that stamp the change marker are in testStamps.ts.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TokenVerifier } from './auth';
import { FirestoreApi } from './firestoreApi';
import type { CompositeIndex, DeclaredIndexes, IndexField } from './firestoreIndexes';
import { DocumentStore } from './firestoreStore';
import {
  createFrontEnd,
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from './server';

// Refusals are what many tests expect; the SDK would log each one as a warning.
setLogLevel('silent');

export const PROJECT_ID = 'demo-local-backend-test';
export const BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';

/**
 * Who a client is: null for an anonymous visitor. `admin` puts the claim in the token, as the
 * emulator's tokens carry it; the backend believes only the account's claims, which FakeAuth
 * sets for ADMIN and tests set with `add` for other accounts. `email` and `emailVerified` are
 * the token's `email` and `email_verified` claims (a token issued before the address was
 * verified says false); the backend counts the address verified only when the account agrees.
 */
export type Identity = {
  uid: string;
  admin?: boolean;
  expired?: boolean;
  email?: string;
  emailVerified?: boolean;
} | null;

/** An owner by the admin claim. */
export const ADMIN: Identity = { uid: 'admin-user', admin: true };
/** Signed in, without the claim and without a team document: not on the site's team. */
export const EDITOR: Identity = { uid: 'editor-user' };

/**
 * The Firestore emulator's admin access (`Authorization: Bearer owner`), past every rule:
 * clients(OWNER).db sends it, as @firebase/rules-unit-testing's withSecurityRulesDisabled does.
 * (Its storage client sends `Firebase owner`, which the local backend's Storage does not honour.)
 */
export const OWNER = 'owner';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of an Auth emulator ID token for `identity` (expired: issued two hours ago). */
function claims(identity: NonNullable<Identity>) {
  const iat = nowSeconds() - (identity.expired ? 7200 : 0);
  return {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat,
    exp: iat + 3600,
    auth_time: iat,
    sub: identity.uid,
    user_id: identity.uid,
    firebase: { sign_in_provider: 'password' as const, identities: {} },
    ...(identity.admin ? { admin: true } : {}),
    ...(identity.email !== undefined
      ? { email: identity.email, email_verified: identity.emailVerified === true }
      : {}),
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT as the Auth emulator issues them. */
export function idToken(identity: NonNullable<Identity>, overrides: Record<string, unknown> = {}) {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims(identity), ...overrides })}.`;
}

interface FakeAccount {
  disabled: boolean;
  /** The custom claims, as `accounts:update` stores them (customAttributes). */
  claims: Record<string, unknown>;
  email?: string;
  emailVerified: boolean;
}

/**
 * Answers accounts:lookup like the Auth emulator: it finds the account by the token's `user_id`
 * (not `sub`), refuses unknown and disabled ones, and returns the account with its `localId`,
 * its `email` and `emailVerified`, and its custom claims as the `customAttributes` JSON string.
 */
export class FakeAuth {
  readonly accounts = new Map<string, FakeAccount>();
  lookups = 0;
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.lookups++;
        const answer = (status: number, json: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        try {
          const token = (JSON.parse(body) as { idToken: string }).idToken;
          const payload = JSON.parse(
            Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
          ) as { user_id?: string };
          const localId = payload.user_id ?? '';
          const account = this.accounts.get(localId);
          if (!account) return answer(400, { error: { code: 400, message: 'USER_NOT_FOUND' } });
          if (account.disabled)
            return answer(400, { error: { code: 400, message: 'USER_DISABLED' } });
          const claims = Object.keys(account.claims).length
            ? { customAttributes: JSON.stringify(account.claims) }
            : {};
          const { email, emailVerified } = account;
          answer(200, {
            users: [
              { localId, ...(email !== undefined ? { email } : {}), emailVerified, ...claims },
            ],
          });
        } catch {
          answer(400, { error: { code: 400, message: 'INVALID_ID_TOKEN' } });
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, HOST, resolve));
    this.url = `http://${HOST}:${(this.server.address() as AddressInfo).port}`;
    for (const identity of [ADMIN, EDITOR])
      if (identity) this.add(identity.uid, identity.admin ? { admin: true } : {});
    return this;
  }

  /** Creates (or replaces) an enabled account with these custom claims, and this address. */
  add(
    uid: string,
    claims: Record<string, unknown> = {},
    address: { email?: string; emailVerified?: boolean } = {},
  ) {
    this.accounts.set(uid, {
      disabled: false,
      claims,
      email: address.email,
      emailVerified: address.emailVerified === true,
    });
  }

  /** Marks the account's address verified (the link of the verification e-mail was opened). */
  verifyEmail(uid: string) {
    const account = this.accounts.get(uid);
    if (account) account.emailVerified = true;
  }

  disable(uid: string) {
    const account = this.accounts.get(uid);
    if (account) account.disabled = true;
  }

  close() {
    return new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

export interface TestBackend {
  backend: LocalBackend;
  auth: FakeAuth;
  dataDir: string;
  firestoreUrl: string;
  storageUrl: string;
  /** Documents root URL of the REST API. */
  documentsUrl: string;
  /** Stops the backend (the data stays) and starts a new one on the same data folder. */
  restart(): Promise<void>;
  /** SDK clients for `identity`, or the emulators' owner (a separate Firebase app each time). */
  clients(identity: Identity | typeof OWNER): { db: Firestore; storage: FirebaseStorage };
  stop(): Promise<void>;
}

let appCounter = 0;

function makeClients(
  apps: FirebaseApp[],
  firestorePort: number,
  storagePort: number,
  identity: Identity | typeof OWNER,
) {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: BUCKET },
    `local-backend-test-${++appCounter}`,
  );
  apps.push(app);
  const db = getFirestore(app);
  const storage = getStorage(app);
  // A string is sent as the token itself: `Bearer owner` (Firestore), `Firebase owner` (Storage).
  const mockUserToken = identity === OWNER ? OWNER : identity ? claims(identity) : undefined;
  connectFirestoreEmulator(db, HOST, firestorePort, mockUserToken ? { mockUserToken } : {});
  connectStorageEmulator(storage, HOST, storagePort, mockUserToken ? { mockUserToken } : {});
  return { db, storage };
}

/**
 * Starts a backend on free ports over a fresh temporary data folder, with a FakeAuth; `options`
 * overrides what the test needs (shorter connection limits, another index file, sooner
 * time-to-live sweeps).
 */
export async function startTestBackend(
  options: Pick<
    LocalBackendOptions,
    'connectionLimits' | 'indexesFile' | 'timeToLiveSweepMs' | 'durable'
  > = {},
): Promise<TestBackend> {
  const auth = await new FakeAuth().start();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-test-'));
  const apps: FirebaseApp[] = [];
  const start = () =>
    startLocalBackend({
      firestorePort: 0,
      storagePort: 0,
      dataDir,
      projectId: PROJECT_ID,
      authEmulatorUrl: auth.url,
      log: () => {},
      // Test data is thrown away: no write waits for the disk.
      durable: false,
      ...options,
    });
  let backend = await start();
  const self: TestBackend = {
    backend,
    auth,
    dataDir,
    get firestoreUrl() {
      return `http://${HOST}:${backend.firestorePort}`;
    },
    get storageUrl() {
      return `http://${HOST}:${backend.storagePort}`;
    },
    get documentsUrl() {
      return `http://${HOST}:${backend.firestorePort}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
    },
    async restart() {
      await backend.close();
      backend = self.backend = await start();
      // Clients made before the restart point at the old ports.
    },
    clients: (identity) => makeClients(apps, backend.firestorePort, backend.storagePort, identity),
    async stop() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await backend.close();
      await auth.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}

/**
 * A Firestore front end with the rules switched off (any collection, any fields), for tests of
 * the protocol itself: every value type, query semantics over arbitrary documents. Queries are
 * judged by `indexes` when given, by no index otherwise.
 */
export async function startOpenFirestore(indexes: DeclaredIndexes | null = null) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-open-'));
  const store = await DocumentStore.open(dataDir);
  const api = new FirestoreApi(
    PROJECT_ID,
    store,
    new TokenVerifier(PROJECT_ID, 'http://127.0.0.1:9'),
    indexes,
    'open',
  );
  const server = createFrontEnd(
    (req, res, headers) => api.handle(req, res, headers),
    () => {},
  );
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  const apps: FirebaseApp[] = [];
  return {
    port,
    documentsUrl: `http://${HOST}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    db: () => makeClients(apps, port, 1, null).db,
    async stop() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON (or raw text) and returns status, headers and parsed body. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the caller looks at `text`.
  }
  return { status: response.status, headers: response.headers, json, text };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * An HTTP request through node:http, for what fetch cannot do: any Host header, and a body of
 * which only `sent` is written at first, the rest never (until `finish` is called), to see
 * whether the server answers before it has the whole body.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    /**
     * Declared Content-Length when only part of the body is sent; default the body's length.
     * 'chunked': no length is declared, and the body is sent in chunks until `finish`.
     */
    declaredLength?: number | 'chunked';
    /** The request target as sent, when it is not the URL's path (`//x`, an absolute URL). */
    target?: string;
  } = {},
) {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const target = new URL(url);
  const { declaredLength } = options;
  const req = request({
    host: target.hostname,
    port: target.port,
    path: options.target ?? `${target.pathname}${target.search}`,
    method: options.method ?? 'GET',
    headers: {
      ...(declaredLength !== 'chunked' && (body || declaredLength !== undefined)
        ? { 'Content-Length': String(declaredLength ?? body?.length ?? 0) }
        : {}),
      ...options.headers,
    },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // A test that aborts the request may never await the answer.
  answer.catch(() => {});
  if (body) req.write(body);
  if (declaredLength === undefined) req.end();
  return {
    answer,
    /** Sends more of the body and ends the request. */
    finish(rest: Buffer | string = '') {
      req.end(rest);
    },
    /** Drops the connection. */
    abort() {
      req.destroy();
    },
  };
}

/** Resolves with the answer, or with 'no answer' when none comes within `ms`. */
export function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T | 'no answer'> {
  return Promise.race([
    promise,
    new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms)),
  ]);
}

/** The error a promise rejects with (an SDK's refusal); { code: 'no error' } when it resolves. */
export async function errorOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  return { code: 'no error', message: '' };
}

/** The code of the error a promise rejects with ('permission-denied'), or 'no error'. */
export const codeOf = async (promise: Promise<unknown>) => (await errorOf(promise)).code;

/** A download URL of `path` as the emulators hand them out (the rules check their shape). */
export const downloadUrlOf = (path: string, bucket = BUCKET) =>
  `http://${HOST}:9199/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=0b5c2f4e-8d1a-4c3b-9e7f-2a6d5c4b3a21`;

// Small real images: enough bytes for the type checks.
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e5b6a60000000049454e44ae426082',
  'hex',
);
export const JPEG_HEADER = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

/** A JPEG-looking file of `size` bytes (the header, then filler). */
export function jpegOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  JPEG_HEADER.copy(bytes);
  for (let i = JPEG_HEADER.length; i < size; i++) bytes[i] = (i * 31) & 0xff;
  return bytes;
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n',
);

/** A field of an index in ascending order, as firestore.indexes.json writes it. */
export const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
/** A field of an index in descending order. */
export const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
/** A field of an index for array-contains. */
export const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });
/** A composite index of one collection, its fields in order. */
export const index = (collectionGroup: string, ...fields: IndexField[]): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
});

/** A good new members record named `name`, with `extra` fields over its own. */
export const member = (name: string, extra: object = {}) => ({
  name,
  role: 'Member',
  startYear: 2022,
  endYear: 2024,
  imageUrl: '',
  createdAt: new Date().toISOString(),
  ...extra,
});

/** A good new message of `year` (the bishop's or an office bearer's), with `extra` fields. */
export const message = (year: string, extra: object = {}) => ({
  year,
  name: 'Fr. Someone',
  title: 'A message',
  fullMessage: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: '',
  createdAt: new Date().toISOString(),
  ...extra,
});
