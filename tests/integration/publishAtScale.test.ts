/**
 * The publish of a site of ten years (seed/generate.ts, written without files) stays fast and
 * cheap when Firestore is far away: the build runs with 200 ms added to every request to it
 * (support/slowFirestore.mjs) and must publish within 60 s, reading at most 1.2 documents for
 * each document the site holds (count queries billed at one read per thousand counted).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedManifest } from '../../src/domain/published';
import { dataOrigins, firebaseSettings } from '../../src/services/firebaseConfig';
import { siteSize } from '../../seed/generate';
import { writeGeneratedSite } from './support/generatedSite';
import { run } from './support/run';

const root = path.resolve(import.meta.dirname, '../..');
const YEARS = 10;
const DELAY_MS = 200;

let site: Awaited<ReturnType<typeof writeGeneratedSite>>;
let dir = '';

beforeAll(async () => {
  site = await writeGeneratedSite(YEARS);
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-at-scale-'));
});

afterAll(async () => {
  await site.remove();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the production build of the site against the local backend, slowed; its output. */
function build(outDir: string, readsFile: string) {
  return run(
    process.execPath,
    [
      '--import',
      path.join(import.meta.dirname, 'support/slowFirestore.mjs'),
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'emulators',
      '--outDir',
      outDir,
    ],
    {
      ...process.env,
      FIRESTORE_ORIGIN: dataOrigins(firebaseSettings(process.env)).firestore,
      FIRESTORE_DELAY_MS: String(DELAY_MS),
      FIRESTORE_READS_FILE: readsFile,
    },
  );
}

describe(`the publish of a site of ${YEARS} years, ${DELAY_MS} ms from Firestore`, () => {
  it('takes under 60 s and reads at most 1.2 documents per stored document', async () => {
    const outDir = path.join(dir, 'dist');
    const readsFile = path.join(dir, 'reads.json');
    const { code, output } = await build(outDir, readsFile);
    expect(code, output).toBe(0);

    const published = /Published (\d+) pages with their content in ([\d.]+) s/.exec(output);
    expect(published, output).not.toBeNull();
    const [pages, seconds] = [Number(published?.[1]), Number(published?.[2])];
    const manifest = JSON.parse(
      await readFile(path.join(outDir, 'published.json'), 'utf8'),
    ) as PublishedManifest;
    const stored = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
    const reads = JSON.parse(await readFile(readsFile, 'utf8')) as {
      queries: number;
      documents: number;
      countReads: number;
    };
    const perDocument = (reads.documents + reads.countReads) / stored;
    console.info(
      `Published ${pages} pages of a site of ${stored} documents in ${seconds} s: ` +
        `${reads.queries} queries, ${reads.documents} documents and ${reads.countReads} count ` +
        `reads, ${perDocument.toFixed(2)} reads per stored document`,
    );

    // Every query went through the delay (the preload saw them all).
    expect(reads.queries).toBeGreaterThan(0);
    // The public records written (the registrations, which are not public, aside).
    const size = siteSize(YEARS);
    expect(stored).toBeGreaterThanOrEqual(
      size.members + size.messages + size.gallery + size.programmes,
    );
    expect(pages).toBeGreaterThan(manifest.counts.events ?? 0);
    expect(seconds).toBeLessThan(60);
    expect(perDocument).toBeLessThanOrEqual(1.2);
  }, 300_000);
});
