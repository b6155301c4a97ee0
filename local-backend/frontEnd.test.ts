/**
 * What both front ends answer before any Firestore or Storage logic: only requests addressed to
 * a loopback host, CORS only for the local dev and test origins, and the data-clearing endpoint
 * only for local tools (never a browser).
 */
import { getDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { ADMIN, PROJECT_ID, rawRequest } from './testSupport';
import { backendForFile } from './testFileBackend';
import { addStamped } from './testStamps';

const t = backendForFile();

const bothPorts = () => [
  ['Firestore', t.firestoreUrl],
  ['Storage', t.storageUrl],
];
const clearUrl = () =>
  `${t.firestoreUrl}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

describe('the Host header', () => {
  it.each([
    'evil.example',
    'evil.example:8080',
    '127.0.0.1.evil.example',
    'localhost.evil.example:8080',
    '192.168.1.20:8080',
    '0.0.0.0:8080',
    '[::2]:8080',
  ])('refuses a request addressed to %s (403)', async (host) => {
    for (const [, url] of bothPorts()) {
      const answer = await rawRequest(`${url}/`, { headers: { Host: host } }).answer;
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it.each(['127.0.0.1:8080', '127.0.0.1', 'localhost:5173', 'LocalHost', '[::1]:9199', '[::1]'])(
    'answers a request addressed to %s',
    async (host) => {
      for (const [, url] of bothPorts()) {
        expect((await rawRequest(`${url}/`, { headers: { Host: host } }).answer).status).toBe(200);
      }
    },
  );

  it('refuses to clear the data for a foreign Host', async () => {
    const answer = await rawRequest(clearUrl(), {
      method: 'DELETE',
      headers: { Host: 'evil.example' },
    }).answer;
    expect(answer.status).toBe(403);
  });
});

describe('CORS', () => {
  const preflight = (url: string, origin: string) =>
    rawRequest(url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    }).answer;

  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:41234',
    'http://localhost',
    'http://[::1]:4173',
  ])('allows the local origin %s', async (origin) => {
    for (const [, url] of bothPorts()) {
      const answer = await preflight(`${url}/`, origin);
      expect(answer.status).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      const get = await rawRequest(`${url}/`, { headers: { Origin: origin } }).answer;
      expect(get.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it.each([
    'https://evil.example',
    'http://evil.example:5173',
    'http://localhost.evil.example:5173',
    'http://127.0.0.1.evil.example',
    'https://localhost:5173',
    'http://localhost:5173/path',
    'null',
  ])('refuses the foreign origin %s, preflight or not (403)', async (origin) => {
    for (const [, url] of bothPorts()) {
      const answer = await preflight(`${url}/`, origin);
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const get = await rawRequest(`${url}/`, { headers: { Origin: origin } }).answer;
      expect(get.status).toBe(403);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses every browser request to the data-clearing endpoint, even from a local origin', async () => {
    for (const origin of ['http://localhost:5173', 'http://evil.example']) {
      const answer = await rawRequest(clearUrl(), {
        method: 'DELETE',
        headers: { Origin: origin },
      }).answer;
      expect(answer.status).toBe(403);
      expect((await preflight(clearUrl(), origin)).status).toBe(403);
    }
  });
});

describe('the data-clearing endpoint, however a browser spells its path', () => {
  const rest = `v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const spellings = [
    `/./emulator/${rest}`,
    `/x/../emulator/${rest}`,
    `/%2e/emulator/${rest}`,
    `//emulator/${rest}`,
    `/\\emulator/${rest}`,
    `/%65mulator/${rest}`,
    `/%2Femulator/${rest}`,
    `/EMULATOR/${rest}`,
    `/emulator//${rest}`,
  ];

  /** Members to be kept, written before a request that must not clear them. */
  const addMember = () =>
    addStamped(t.clients(ADMIN).db, 'members', {
      name: 'Kept',
      role: 'Member',
      startYear: 2020,
      endYear: 2021,
      imageUrl: '',
      createdAt: new Date().toISOString(),
    });

  it('reaches no endpoint at //host/emulator/… (which a URL parser reads as another host)', async () => {
    const kept = await addMember();
    for (const [, url] of bothPorts()) {
      const answer = await rawRequest(`${url}/`, {
        method: 'DELETE',
        target: `//evil.example/emulator/${rest}`,
        headers: { Origin: 'http://localhost:5173' },
      }).answer;
      expect(answer.status).toBe(404);
    }
    expect((await getDoc(kept)).exists()).toBe(true);
  });

  it.each(spellings)('is refused to a local page at %s, and nothing is cleared', async (target) => {
    const kept = await addMember();
    for (const [, url] of bothPorts()) {
      const answer = await rawRequest(`${url}/`, {
        method: 'DELETE',
        target,
        headers: { Origin: 'http://localhost:5173' },
      }).answer;
      expect(answer.status).toBe(403);
      expect(answer.text).toMatch(/not cleared for a web page/);
    }
    expect((await getDoc(kept)).exists()).toBe(true);
  });

  it('answers a request whose target is not a path with 400, and clears nothing', async () => {
    const kept = await addMember();
    for (const [, url] of bothPorts()) {
      for (const headers of [{}, { Origin: 'http://localhost:5173' }] as Record<string, string>[]) {
        const answer = await rawRequest(`${url}/`, {
          method: 'DELETE',
          target: `${url}/emulator/${rest}`,
          headers,
        }).answer;
        expect(answer.status).toBe(400);
      }
    }
    expect((await getDoc(kept)).exists()).toBe(true);
  });
});
