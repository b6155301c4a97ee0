/**
 * The rush for places on the local backend: twenty people, each signed in to a verified account
 * of the Auth emulator in an app instance of their own (as on their own phones), register at once
 * for a programme of ten places with Firestore Lite's transaction (tests/fixtures/registrationRace.ts,
 * the same as on Google's engine in tests/rules/registrationRace.test.ts). Exactly ten are
 * confirmed and ten wait, numbered 1 to 10, and the counts say 10, 10 and 11.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDocs,
  getFirestore,
  query,
  setLogLevel,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { OwnerDoor } from '../fixtures/firestoreRest';
import { PLACES, RUSH, raceDocuments, register } from '../fixtures/registrationRace';
import { registrantPhone } from './support/registrants';

const settings = firebaseSettings(process.env);
const run = `${Date.now()}`;
const PROGRAMME = `rush-${run}`;
const apps: FirebaseApp[] = [];

function emulators() {
  if (!settings.emulators) throw new Error('The integration tests need VITE_USE_EMULATORS=true');
  return settings.emulators;
}

/** A Firestore Lite client: as the emulator's owner (past the rules), or signed in later. */
function client(name: string, asOwner = false): { app: FirebaseApp; db: Firestore } {
  const { host, firestorePort } = emulators();
  const app = initializeApp(settings.options, `race-${name}-${run}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, firestorePort, asOwner ? { mockUserToken: 'owner' } : {});
  return { app, db };
}

/** A registrant's phone: their own account, signed in by its link, in an app of its own. */
async function phone(i: number) {
  const made = await registrantPhone(`race-person${i}-${run}`, `race${i}-${run}@example.org`);
  apps.push(made.app);
  return { db: made.db, account: made.uid, email: made.email, name: `Person ${i}` };
}

let owner: Firestore;

beforeAll(async () => {
  setLogLevel('silent');
  const { host, firestorePort } = emulators();
  await new OwnerDoor(`http://${host}:${firestorePort}`, settings.options.projectId).write(
    raceDocuments(PROGRAMME),
  );
  owner = client('owner', true).db;
});

afterAll(async () => {
  const registrations = await getDocs(
    query(collection(owner, 'registrations'), where('programmeId', '==', PROGRAMME)),
  );
  const batch = writeBatch(owner);
  for (const registration of registrations.docs) batch.delete(registration.ref);
  batch.delete(doc(owner, 'programmeRegistration', PROGRAMME));
  batch.delete(doc(owner, 'events', PROGRAMME));
  await batch.commit();
  await Promise.all(apps.map((app) => deleteApp(app)));
  setLogLevel('warn');
});

describe('a rush for places on the local backend', () => {
  it(`gives ${RUSH} people at once for ${PLACES} places exactly ${PLACES} confirmed and ${PLACES} waiting, numbered 1 to ${PLACES}`, async () => {
    const people = await Promise.all(Array.from({ length: RUSH }, (_, i) => phone(i)));
    const places = await Promise.all(people.map(({ db, ...who }) => register(db, PROGRAMME, who)));

    expect(places.filter((p) => p.status === 'confirmed')).toHaveLength(PLACES);
    const numbers = places.flatMap((p) => (p.status === 'waiting' ? [p.waitNumber] : []));
    expect(numbers.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: PLACES }, (_, i) => i + 1),
    );
    const counts = await getDocs(
      query(collection(owner, 'programmeRegistration'), where('programmeId', '==', PROGRAMME)),
    );
    expect(counts.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ confirmed: PLACES, waiting: PLACES, nextWait: PLACES + 1 }),
    ]);
    // Each registration stored holds the place its registrant was told, and there are no others.
    const stored = await getDocs(
      query(collection(owner, 'registrations'), where('programmeId', '==', PROGRAMME)),
    );
    expect(stored.docs.map((d) => [d.id, d.get('status'), d.get('waitNumber')]).sort()).toEqual(
      places.map((p) => [p.id, p.status, p.waitNumber]).sort(),
    );
    // Each reads their own, and nobody else's.
    const [first] = people;
    const own = await getDocs(
      query(collection(first!.db, 'registrations'), where('account', '==', first!.account)),
    );
    expect(own.docs.map((d) => d.id)).toEqual([places[0]!.id]);
    await expect(getDocs(collection(first!.db, 'registrations'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(deleteDoc(doc(first!.db, 'registrations', places[1]!.id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
