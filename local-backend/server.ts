/**
 * The Java-free stand-in for the Firestore and Storage emulators: one process, two ports on
 * 127.0.0.1, answering the Firebase JS SDK (firestore/lite and storage) the way the hosted
 * services do for the subset this product uses. Auth stays the real Auth emulator.
 *
 * Data lives under `dataDir` (documents in firestore/documents.json, objects under
 * storage/objects) and survives restarts; `resetLocalBackendData(dataDir)` — or deleting the
 * folder — starts afresh. Queries need the composite indexes of firestore.indexes.json, as on
 * hosted Firestore (firestoreIndexes.ts).
 */
import { promises as fs } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { TokenVerifier } from './auth';
import { FirestoreApi } from './firestoreApi';
import { rulesDocuments } from './firestoreRules';
import { loadIndexFile, timeToLivePolicies } from './firestoreIndexes';
import { DocumentStore } from './firestoreStore';
import { ApiError, answerPreflight, corsHeaders, refusalOfRequest, sendError } from './http';
import { StorageApi } from './storageApi';
import { ObjectStore } from './storageStore';
import { TIME_TO_LIVE_SWEEP_MS, startTimeToLive } from './timeToLive';

export interface LocalBackendOptions {
  /** Loopback address to bind; default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. */
  firestorePort: number;
  /** 0 picks a free port. */
  storagePort: number;
  dataDir: string;
  projectId: string;
  /** Base URL of the Auth emulator, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl: string;
  /**
   * The composite indexes queries may use (firebase-tools' firestore.indexes.json format), read
   * at start; default the project's firestore.indexes.json, which the deploy deploys.
   */
  indexesFile?: string;
  /** Where to report unexpected errors; default console.error. */
  log?: (message: string) => void;
  /** Overrides of CONNECTION_LIMITS (tests shorten them). */
  connectionLimits?: Partial<ConnectionLimits>;
  /**
   * How often documents past their time-to-live (the index file's `"ttl": true` field
   * overrides) are looked for and deleted; default every minute, and once at start.
   */
  timeToLiveSweepMs?: number;
  /**
   * Whether every write reaches the disk (fsync) before it is answered, so that it survives a
   * power cut as well as a killed process; default true. A backend whose data is thrown away
   * after a test run passes false: its writes are as atomic, only not waited for.
   */
  durable?: boolean;
}

/** How long a client may take and how many may be connected, per front end. */
export interface ConnectionLimits {
  /** For a request's headers to arrive whole (one packet from any real client). */
  headersTimeoutMs: number;
  /** For a whole request, body included, to arrive. */
  requestTimeoutMs: number;
  /** A connection on which nothing is sent or received for this long is closed. */
  idleTimeoutMs: number;
  /**
   * How long, after an answer, a client is told (the Keep-Alive header, in whole seconds) it may
   * send its next request on the connection.
   */
  keepAliveTimeoutMs: number;
  /**
   * How much longer than that the connection waits before it is closed. A client reuses a
   * connection by its own timers, which run seconds late on a loaded machine; a request sent as
   * the connection closes is reset ('read ECONNRESET'). Node's own server adds one second.
   */
  keepAliveGraceMs: number;
  /** Connections open at once; one more is closed as it arrives. */
  maxConnections: number;
}

/**
 * Slow partial requests (headers or a body trickling in a byte at a time, or nothing at all) are
 * cut off, and connections are bounded. The request time leaves a 10 MB upload chunk 5 minutes
 * (35 kB/s; Chrome's "Slow 3G" throttling uploads at 50); a transfer that keeps going is never
 * idle; the keep-alive time told is Node's own (Node's fetch reads it from the Keep-Alive header;
 * browsers keep their own), and an idle connection stays open well past it.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 300_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  keepAliveGraceMs: 15_000,
  maxConnections: 256,
};

/** How often Node looks for requests past headersTimeoutMs or requestTimeoutMs. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** How long a refused client's connection stays open for the refusal to reach it. */
const CLOSE_GRACE_MS = 1_000;

export interface LocalBackend {
  firestorePort: number;
  storagePort: number;
  /** The index file the queries are judged by. */
  indexesFile: string;
  /** Removes every document and object (what deleting dataDir does, without a restart). */
  clearData(): Promise<void>;
  /** Deletes the documents past their time-to-live now; resolves with their paths. */
  deleteExpired(): Promise<string[]>;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
) => Promise<void>;

/**
 * Wraps a front end: the loopback Host and local-origin checks, CORS, preflight, errors as JSON,
 * the connection limits, and no exception ever escapes.
 */
export function createFrontEnd(
  handler: Handler,
  log: (message: string) => void,
  limits: ConnectionLimits = CONNECTION_LIMITS,
): Server {
  const options = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.headersTimeoutMs),
  };
  const keepAlive = `timeout=${Math.floor(limits.keepAliveTimeoutMs / 1000)}`;
  const server = createServer(options, (req, res) => {
    // Node writes no Keep-Alive header of its own where one is set.
    if (res.shouldKeepAlive) res.setHeader('Keep-Alive', keepAlive);
    const refusal = refusalOfRequest(req);
    if (refusal) {
      sendError(res, refusal);
      return;
    }
    const headers = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res);
      return;
    }
    handler(req, res, headers).catch((error: unknown) => {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(
              'INTERNAL',
              `Internal error: ${error instanceof Error ? error.message : String(error)}`,
            );
      if (!(error instanceof ApiError))
        log(
          `local-backend: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`,
        );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendError(res, apiError, headers);
    });
  });
  server.keepAliveTimeout = limits.keepAliveTimeoutMs + limits.keepAliveGraceMs;
  server.maxConnections = limits.maxConnections;
  // A socket idle this long is destroyed (Node's default without a 'timeout' listener).
  server.timeout = limits.idleTimeoutMs;
  // Garbage that is not HTTP gets a 400, a request too slow to arrive a 408, and the socket is
  // closed, not a crash. No status line goes out once an answer has begun.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'
        : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n',
    );
    // A client that keeps sending after the answer is cut off all the same.
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  });
  return server;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`The local backend binds to loopback only, not ${host}`);
  const log = options.log ?? ((message: string) => console.error(message));
  await fs.mkdir(options.dataDir, { recursive: true });

  const indexes = await loadIndexFile(options.indexesFile);
  const verifier = new TokenVerifier(options.projectId, options.authEmulatorUrl);
  const durable = options.durable ?? true;
  const documents = await DocumentStore.open(options.dataDir, { durable });
  const objects = new ObjectStore(options.dataDir, durable);
  await objects.open();
  const firestore = new FirestoreApi(options.projectId, documents, verifier, indexes);
  const timeToLive = startTimeToLive(
    documents,
    timeToLivePolicies(indexes),
    log,
    options.timeToLiveSweepMs ?? TIME_TO_LIVE_SWEEP_MS,
  );
  // Storage's rules read the writer's team document in Firestore: here, the documents' store.
  const storage = new StorageApi(objects, verifier, () => rulesDocuments(documents.snapshot()));

  const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const firestoreServer = createFrontEnd(
    (req, res, headers) => firestore.handle(req, res, headers),
    log,
    limits,
  );
  const storageServer = createFrontEnd(
    (req, res, headers) => storage.handle(req, res, headers),
    log,
    limits,
  );
  let firestorePort: number;
  let storagePort: number;
  try {
    firestorePort = await listen(firestoreServer, options.firestorePort, host);
    storagePort = await listen(storageServer, options.storagePort, host);
  } catch (error) {
    await Promise.all([closeServer(firestoreServer), closeServer(storageServer)]);
    await Promise.all([objects.close(), timeToLive.stop()]);
    throw error;
  }
  return {
    firestorePort,
    storagePort,
    indexesFile: indexes.file,
    async clearData() {
      await storage.clearSessions();
      await Promise.all([documents.clear(), objects.clear()]);
    },
    deleteExpired: timeToLive.sweep,
    async close() {
      await Promise.all([closeServer(firestoreServer), closeServer(storageServer)]);
      await Promise.all([objects.close(), timeToLive.stop()]);
    },
  };
}

/** Deletes the backend's data under `dataDir` (call while no backend is running on it). */
export async function resetLocalBackendData(dataDir: string): Promise<void> {
  await fs.rm(path.join(dataDir, 'firestore'), { recursive: true, force: true });
  await fs.rm(path.join(dataDir, 'storage'), { recursive: true, force: true });
}
