/**
 * Reads per page view: the home page's data functions against a backend, counting the
 * documents that come back over the wire (each one is a billed Firestore read). The gallery holds
 * more entries than the home carousel shows, so reading all of them would be seen.
 * The component test tests/components/public/homeReads.test.tsx proves the home page calls
 * exactly these functions, once each. The reads go over Firestore's REST API as requests a browser
 * sends without asking a CORS preflight first (one round trip less on a phone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTANTS } from '../../src/config/site';
import { listGallery } from '../../src/services/gallery';
import { listMembers } from '../../src/services/members';
import { signIn, signOut } from '../../src/services/auth';
import { ADMIN, ensureTestAccounts } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { storageUrl } from '../fixtures/documents';
import { addGalleryImage, deleteGalleryImage } from '../../src/services/galleryWrites';
import { addMember, deleteMember } from '../../src/services/records';

const run = `${Date.now()}`;
const cleanup = new Cleanup();
const limit = CONSTANTS.homeGalleryLimit;

/** The headers of each runQuery request made by the last documentsRead. */
let queryHeaders: Headers[] = [];

/** Documents returned per collection by the runQuery calls made while `view` runs. */
async function documentsRead(view: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  queryHeaders = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(':runQuery') && typeof init?.body === 'string') {
      queryHeaders.push(new Headers(init.headers));
      const query = JSON.parse(init.body) as {
        structuredQuery?: { from?: { collectionId?: string }[] };
      };
      const collection = query.structuredQuery?.from?.[0]?.collectionId ?? '?';
      // runQuery answers with an array of results; those that carry a document are reads.
      const results = (await response.clone().json()) as { document?: unknown }[];
      counts[collection] = (counts[collection] ?? 0) + results.filter((r) => r.document).length;
    }
    return response;
  };
  try {
    await view();
  } finally {
    globalThis.fetch = realFetch;
  }
  return counts;
}

beforeAll(async () => {
  await ensureTestAccounts();
  await signIn(ADMIN.email, ADMIN.password);
  // More gallery entries than the carousel shows, each a second apart so the order is known,
  // dated just now so they are the newest (the rules refuse a gallery date in the future).
  const start = Date.now() - (limit + 3) * 1000;
  for (let i = 0; i < limit + 3; i++) {
    const fileName = `gallery_${run}_${i}.jpeg`;
    const id = await addGalleryImage(
      { title: `Reads ${run} #${i}`, imageUrl: storageUrl(`gallery/${fileName}`), fileName },
      { createdAt: new Date(start + i * 1000) },
    );
    cleanup.add(id, deleteGalleryImage);
  }
  for (const name of ['First', 'Second'])
    cleanup.add(
      await addMember({
        name: `${name} ${run}`,
        role: 'Reader',
        startYear: 2024,
        endYear: 2026,
        imageUrl: '',
      }),
      deleteMember,
    );
  // The visitor is anonymous.
  await signOut();
});

afterAll(async () => {
  await signIn(ADMIN.email, ADMIN.password);
  await cleanup.run();
  await signOut();
});

describe('reads per view of the home page', () => {
  it('reads every member but only the newest gallery entries the carousel shows', async () => {
    let members: Awaited<ReturnType<typeof listMembers>> = [];
    let gallery: Awaited<ReturnType<typeof listGallery>> = [];
    const reads = await documentsRead(async () => {
      [members, gallery] = await Promise.all([listMembers(), listGallery(limit)]);
    });

    expect(gallery).toHaveLength(limit);
    expect(gallery[0]?.title).toBe(`Reads ${run} #${limit + 2}`);
    expect(reads).toEqual({ members: members.length, gallery: limit });
    expect(members.map((m) => m.name)).toEqual(
      expect.arrayContaining([`First ${run}`, `Second ${run}`]),
    );
  });

  it('reads with requests a browser sends without a preflight', async () => {
    await documentsRead(() => Promise.all([listMembers(), listGallery(limit)]));
    expect(queryHeaders).toHaveLength(2);
    for (const headers of queryHeaders) {
      // A POST is a CORS "simple" request when its only header is a text/plain Content-Type.
      expect([...headers.keys()]).toEqual(['content-type']);
      expect(headers.get('content-type')).toBe('text/plain');
    }
  });

  it('would have read more without the limit, so the limit is what keeps the count down', async () => {
    const reads = await documentsRead(() => listGallery());
    expect(reads.gallery).toBeGreaterThanOrEqual(limit + 3);
  });
});
