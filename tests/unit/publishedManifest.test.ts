/**
 * Reading /published.json: the manifest, nothing where the site has none (a 404 from the
 * development server, the app shell from Firebase Hosting), and a failure for anything else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPublishedManifest } from '../../src/services/publishedManifest';

const MANIFEST = {
  publishedAt: '2026-11-23T21:47:12.000Z',
  today: '2026-11-24',
  counts: { programmes: 12 },
  siteDetailsUpdatedAt: null,
  bannerUpdatedAt: null,
};

const answer = (body: string, status: number, type: string) =>
  new Response(body, { status, headers: { 'content-type': type } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(result: Response | Error) {
  const fetch = vi.fn(() =>
    result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('readPublishedManifest', () => {
  it('reads the manifest, never from a cache', async () => {
    const fetch = stubFetch(answer(JSON.stringify(MANIFEST), 200, 'application/json'));
    await expect(readPublishedManifest()).resolves.toEqual(MANIFEST);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/published.json', { cache: 'no-store' });
  });

  it.each([
    ['a 404 (never published, or the development server)', answer('Not found', 404, 'text/plain')],
    [
      'the app shell Firebase Hosting answers where no file is',
      answer('<!doctype html><html></html>', 200, 'text/html; charset=utf-8'),
    ],
  ])('is null for %s', async (_, response) => {
    stubFetch(response);
    await expect(readPublishedManifest()).resolves.toBeNull();
  });

  it.each<[string, Response | Error, RegExp]>([
    ['no answer', new TypeError('Failed to fetch'), /Failed to fetch/],
    ['an error status', answer('', 503, 'text/plain'), /the site answered 503/],
    [
      'JSON that is not a manifest',
      answer('{"hello":1}', 200, 'application/json'),
      /does not hold/,
    ],
    ['JSON that does not parse', answer('{', 200, 'application/json'), /JSON/],
  ])('rejects %s', async (_, result, message) => {
    stubFetch(result);
    await expect(readPublishedManifest()).rejects.toThrow(message);
  });
});
