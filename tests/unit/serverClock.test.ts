/** The website's clock, read from the Date header of a HEAD request for '/'. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPermissionDenied, readServerClock } from '../../src/services/serverClock';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const answer = (headers: Record<string, string>, status = 200) =>
  vi.fn(async () => new Response(null, { status, headers }));

describe('readServerClock', () => {
  it("asks the site's own root with HEAD, past any cache", async () => {
    const fetch = answer({ Date: 'Tue, 24 Nov 2026 08:35:00 GMT' });
    vi.stubGlobal('fetch', fetch);
    await readServerClock();
    expect(fetch).toHaveBeenCalledWith(
      '/',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it("gives the server's time and the device's when the answer came", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:40:00.000Z') });
    vi.stubGlobal('fetch', answer({ Date: 'Tue, 24 Nov 2026 08:35:00 GMT' }));
    expect(await readServerClock()).toEqual({
      device: new Date('2026-11-24T09:40:00.000Z'),
      server: new Date('2026-11-24T08:35:00.000Z'),
    });
  });

  it('reads the header of an answer that is not a success too (the clock is still right)', async () => {
    vi.stubGlobal('fetch', answer({ Date: 'Tue, 24 Nov 2026 08:35:00 GMT' }, 404));
    expect((await readServerClock())?.server).toEqual(new Date('2026-11-24T08:35:00.000Z'));
  });

  it.each<[string, () => Promise<Response>]>([
    ['no Date header', async () => new Response(null, { status: 200 })],
    [
      'a Date header that is not a date',
      async () => new Response(null, { headers: { Date: 'soon' } }),
    ],
    ['a failed request (offline)', async () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a request that timed out',
      async () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
    ],
  ])('cannot tell (null) with %s', async (_, respond) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    expect(await readServerClock()).toBeNull();
  });
});

describe('isPermissionDenied', () => {
  it.each<[string, unknown, boolean]>([
    ["Firestore's refusal", { code: 'permission-denied', message: 'Missing permissions' }, true],
    ['another Firestore error', { code: 'unavailable' }, false],
    ["Storage's refusal (not the rules of records)", { code: 'storage/unauthorized' }, false],
    ['an error without a code', new Error('permission-denied'), false],
    ['a string', 'permission-denied', false],
    ['null', null, false],
  ])('%s → %s', (_, error, denied) => {
    expect(isPermissionDenied(error)).toBe(denied);
  });
});
