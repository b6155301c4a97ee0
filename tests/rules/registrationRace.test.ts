/**
 * The rush for places on Google's own engine: twenty verified accounts register at once for a
 * programme of ten places, each with Firestore Lite's transaction as a registrant's phone makes
 * it (tests/fixtures/registrationRace.ts), judged by firestore.rules on the Firestore emulator.
 * Exactly ten are confirmed and ten wait, numbered 1 to 10, and the counts say 10, 10 and 11.
 * A project of its own on the emulator, so that the rules table's clearing of its database never
 * meets this one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { REGISTRANT_TENANT } from '../fixtures/callers';
import { OwnerDoor } from '../fixtures/firestoreRest';
import { PLACES, RUSH, raceDocuments, register } from '../fixtures/registrationRace';

const PROJECT_ID = 'demo-registration-race';
const PROGRAMME = 'convention';

let env: RulesTestEnvironment;
let owner: OwnerDoor;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
  const { host, port } = env.emulators.firestore ?? {};
  owner = new OwnerDoor(`http://${host}:${port}`, PROJECT_ID);
  await owner.clear();
  await owner.write(raceDocuments(PROGRAMME));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await env?.cleanup();
  setLogLevel('warn');
});

/** The ids of every registration stored, read past the rules. */
async function storedIds(): Promise<string[]> {
  const { host, port } = env.emulators.firestore ?? {};
  const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`http://${host}:${port}/v1/${documents}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'registrations' }] } }),
  });
  const results = (await response.json()) as { document?: { name: string } }[];
  return results
    .flatMap((r) => (r.document ? [r.document.name.split('/').at(-1) ?? ''] : []))
    .sort();
}

/** A registrant's phone: Firestore Lite signed in as an account of the registrants' tenant. */
function phone(uid: string, email: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `race-${uid}`);
  apps.push(app);
  const db = getFirestore(app);
  const { host, port } = env.emulators.firestore ?? { host: '127.0.0.1', port: 8080 };
  connectFirestoreEmulator(db, host, port, {
    mockUserToken: {
      user_id: uid,
      email,
      email_verified: true,
      // Signed in by e-mail link to the registrants' tenant (the library's type knows no tenant).
      firebase: { sign_in_provider: 'password', tenant: REGISTRANT_TENANT } as {
        sign_in_provider: 'password';
      },
    },
  });
  return db;
}

describe('a rush for places on Google’s engine', () => {
  it(`gives ${RUSH} people at once for ${PLACES} places exactly ${PLACES} confirmed and ${PLACES} waiting, numbered 1 to ${PLACES}`, async () => {
    const people = Array.from({ length: RUSH }, (_, i) => {
      const uid = `racer${String(i).padStart(2, '0')}`;
      const email = `${uid}@race.example.org`;
      return { db: phone(uid, email), account: uid, email, name: `Person ${i}` };
    });
    const places = await Promise.all(people.map(({ db, ...who }) => register(db, PROGRAMME, who)));

    expect(places.filter((p) => p.status === 'confirmed')).toHaveLength(PLACES);
    const numbers = places.flatMap((p) => (p.status === 'waiting' ? [p.waitNumber] : []));
    expect(numbers.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: PLACES }, (_, i) => i + 1),
    );
    expect(await owner.read(`programmeRegistration/${PROGRAMME}`)).toMatchObject({
      confirmed: PLACES,
      waiting: PLACES,
      nextWait: PLACES + 1,
    });
    // As stored, each registration holds the place its registrant was told, and no other exists.
    const stored = await Promise.all(places.map((p) => owner.read(`registrations/${p.id}`)));
    expect(stored.map((r) => [r?.status, r?.waitNumber])).toEqual(
      places.map((p) => [p.status, p.waitNumber]),
    );
    expect(await storedIds()).toEqual(places.map((p) => p.id).sort());
    // A registrant reads their own, and nobody else's.
    const everyone = await getDocs(collection(people[0]!.db, 'registrations')).catch(
      (error: { code?: string }) => error.code,
    );
    expect(everyone).toBe('permission-denied');
    expect((await getDoc(doc(people[0]!.db, 'registrations', places[0]!.id))).exists()).toBe(true);
  });
});
