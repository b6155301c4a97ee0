/**
 * Preloaded into a build (node --import) by tests/integration/publishAtScale.test.ts: every
 * request to the Firestore at FIRESTORE_ORIGIN first waits FIRESTORE_DELAY_MS, as a database
 * across the world answers, and what it bills is counted: a document for each one a query's
 * answer carries, and for a count query one read per thousand documents counted (at least one).
 * The counts go to FIRESTORE_READS_FILE as JSON when the process exits.
 */
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { setTimeout } from 'node:timers/promises';

const origin = process.env.FIRESTORE_ORIGIN ?? '';
const delay = Number(process.env.FIRESTORE_DELAY_MS ?? 0);
const report = process.env.FIRESTORE_READS_FILE;
const counted = { queries: 0, documents: 0, counts: 0, countReads: 0 };
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const url = typeof input === 'object' && 'url' in input ? input.url : String(input);
  if (!origin || !url.startsWith(origin)) return realFetch(input, init);
  await setTimeout(delay);
  const response = await realFetch(input, init);
  if (url.includes(':runQuery')) {
    const answer = await response.clone().json();
    counted.queries++;
    counted.documents += [answer].flat().filter((item) => item?.document).length;
  } else if (url.includes(':runAggregationQuery')) {
    const answer = await response.clone().json();
    const value = [answer].flat()[0]?.result?.aggregateFields?.count?.integerValue ?? '0';
    counted.counts++;
    counted.countReads += Math.max(1, Math.ceil(Number(value) / 1000));
  }
  return response;
};

process.on('exit', () => {
  if (report) writeFileSync(report, JSON.stringify(counted));
});
