/**
 * Clients that are slow on purpose are cut off, on both front ends: headers or a body sent a
 * byte at a time, a connection on which nothing is sent; and connections are bounded. The limits
 * are shortened here so the tests take seconds; CONNECTION_LIMITS in server.ts are the served
 * ones.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADMIN, BUCKET, HOST, PNG_BYTES, PROJECT_ID, idToken } from './testSupport';
import { backendForFile } from './testFileBackend';

const LIMITS = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 2_000,
  idleTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
};
/** Node looks for expired requests once a second at most (here every headersTimeoutMs). */
const CHECK_MS = LIMITS.headersTimeoutMs;
/** Room for a loaded machine. */
const MARGIN_MS = 1_500;

const t = backendForFile({ connectionLimits: LIMITS });

const FRONT_ENDS = ['Firestore', 'Storage'] as const;
const portOf = (name: (typeof FRONT_ENDS)[number], backend = t) =>
  name === 'Firestore' ? backend.backend.firestorePort : backend.backend.storagePort;

/** A raw TCP client: what it has received, and when the server closed it. */
function client(port: number) {
  const socket = connect(port, HOST);
  const openedAt = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, openedAt, closed, connected, received: () => received };
}

/** Writes `text` one byte every `ms` (starting over at its end) until the socket closes. */
function trickle(socket: Socket, text: string, ms: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) {
      clearInterval(timer);
      return;
    }
    socket.write(text[i++ % text.length] as string);
  }, ms);
  return () => clearInterval(timer);
}

const requestLine = (port: number) =>
  port === t.backend.firestorePort
    ? `POST /v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery HTTP/1.1`
    : `POST /v0/b/${BUCKET}/o?name=gallery%2Fgallery_1_slow.png HTTP/1.1`;

// Each test mostly waits: they run side by side.
describe.concurrent('slow clients', () => {
  it.for(FRONT_ENDS)(
    '%s cuts off a client that sends its headers a byte at a time (408)',
    async (name, { expect }) => {
      const port = portOf(name);
      const slow = client(port);
      const stop = trickle(slow.socket, `${requestLine(port)}\r\nHost: ${HOST}\r\nX-Slow: `, 50);
      const closedAt = await slow.closed;
      stop();
      expect(closedAt - slow.openedAt).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
      expect(closedAt - slow.openedAt).toBeLessThan(LIMITS.headersTimeoutMs + CHECK_MS + MARGIN_MS);
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    },
  );

  it.for(FRONT_ENDS)(
    '%s cuts off a client that sends its body a byte at a time',
    async (name, { expect }) => {
      const port = portOf(name);
      const slow = client(port);
      await slow.connected;
      slow.socket.write(
        `${requestLine(port)}\r\nHost: ${HOST}\r\nAuthorization: Bearer ${idToken(ADMIN!)}\r\n` +
          'Content-Type: image/png\r\nContent-Length: 100000\r\n\r\n',
      );
      const stop = trickle(slow.socket, '{', 50);
      const closedAt = await slow.closed;
      stop();
      expect(closedAt - slow.openedAt).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
      expect(closedAt - slow.openedAt).toBeLessThan(LIMITS.requestTimeoutMs + CHECK_MS + MARGIN_MS);
    },
  );

  it.for(FRONT_ENDS)(
    '%s closes a connection on which nothing is sent',
    async (name, { expect }) => {
      const port = portOf(name);
      const silent = client(port);
      const closedAt = await silent.closed;
      expect(closedAt - silent.openedAt).toBeLessThan(LIMITS.idleTimeoutMs + CHECK_MS + MARGIN_MS);
    },
  );

  it.for(FRONT_ENDS)(
    '%s serves a request whose body keeps coming for longer than the idle time',
    async (name, { expect }) => {
      const port = portOf(name);
      const steady = client(port);
      await steady.connected;
      // A query, or an administrator's upload of a small image.
      const firestore = port === t.backend.firestorePort;
      const body = firestore
        ? Buffer.from(JSON.stringify({ structuredQuery: { from: [{ collectionId: 'members' }] } }))
        : PNG_BYTES;
      const line = firestore
        ? requestLine(port)
        : `POST /v0/b/${BUCKET}/o?name=gallery%2Fgallery_1_steady.png HTTP/1.1`;
      steady.socket.write(
        `${line}\r\nHost: ${HOST}\r\nAuthorization: Bearer ${idToken(ADMIN!)}\r\n` +
          `Content-Type: ${firestore ? 'application/json' : 'image/png'}\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      // Twelve pieces 100 ms apart: 1.2 s in all, longer than the idle time, within the request
      // time.
      const pieces = 12;
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < pieces; i++) {
        steady.socket.write(body.subarray(i * size, (i + 1) * size));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await steady.closed;
      expect(steady.received()).toMatch(/^HTTP\/1\.1 200 /);
    },
  );
});

describe('the number of connections', () => {
  const bounded = backendForFile({ connectionLimits: { maxConnections: 4 } });

  it.each(FRONT_ENDS)(
    '%s closes a connection beyond the limit at once, and serves again when one ends',
    async (name) => {
      const port = portOf(name, bounded);
      const held = [client(port), client(port), client(port), client(port)];
      await Promise.all(held.map((c) => c.connected));
      const extra = client(port);
      const closedAt = await Promise.race([
        extra.closed,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
      ]);
      expect(closedAt).not.toBeNull();
      expect(extra.received()).toBe('');
      // The four held connections are still open.
      expect(held.every((c) => !c.socket.destroyed)).toBe(true);

      held[0]?.socket.destroy();
      await held[0]?.closed;
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = await fetch(`http://${HOST}:${port}/`, { headers: { Connection: 'close' } }).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(200);
      for (const c of held) c.socket.destroy();
    },
  );
});

describe('a kept-alive connection', () => {
  const TOLD_MS = 1_000;
  const GRACE_MS = 2_000;
  /** The second Node's own server adds to the keep-alive time it is given. */
  const NODE_MS = 1_000;
  const kept = backendForFile({
    connectionLimits: { keepAliveTimeoutMs: TOLD_MS, keepAliveGraceMs: GRACE_MS },
  });

  /** A client of its own connection that has sent one request and read its answer. */
  async function answeredOnce(port: number) {
    const c = client(port);
    await c.connected;
    c.socket.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    await expect.poll(() => c.received(), { timeout: 5_000 }).toMatch(/\r\n\r\n/);
    return { ...c, answeredAt: Date.now() };
  }

  it.for(FRONT_ENDS)(
    '%s tells a client less than it waits: a request sent after the time told is answered',
    async (name, { expect }) => {
      const c = await answeredOnce(portOf(name, kept));
      expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(c.received()).toMatch(/\r\nConnection: keep-alive\r\n/i);
      expect(c.received()).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);

      // What a client whose timers ran late does: it sends past the time told.
      await new Promise((resolve) => setTimeout(resolve, TOLD_MS + NODE_MS + 500));
      expect(c.socket.destroyed).toBe(false);
      c.socket.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
      await expect.poll(() => c.received().match(/HTTP\/1\.1 200 /g)?.length).toBe(2);
      c.socket.destroy();
    },
  );

  it.for(FRONT_ENDS)(
    '%s closes a connection idle past the time told and the grace',
    async (name, { expect }) => {
      const c = await answeredOnce(portOf(name, kept));
      const idle = (await c.closed) - c.answeredAt;
      expect(idle).toBeGreaterThanOrEqual(TOLD_MS + GRACE_MS - 50);
      expect(idle).toBeLessThan(TOLD_MS + GRACE_MS + NODE_MS + MARGIN_MS);
    },
  );
});
