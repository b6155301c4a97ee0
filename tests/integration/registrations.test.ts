/**
 * Registration through the app's own services (registrationWrites.ts, registrations.ts) with the
 * real Firebase SDK against the local backend, each registrant signed in to their own verified
 * account in an app instance of its own, as on their own phones (the rush for places:
 * registrationRace.test.ts): the refusals a person can meet; and the team's moves (confirming from the waiting list, cancelling
 * with a reason, check-in, walk-ins, deleting, the download log), each keeping the counts exact.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  setLogLevel,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATIONS,
  type RegistrantDetails,
  type RegistrationSettings,
} from '../../src/domain/registrations';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { addProgramme, deleteProgramme } from '../../src/services/records';
import {
  RegistrationRefused,
  moveRegistration,
  takePlace,
} from '../../src/services/registrationWrites';
import {
  addWalkIn,
  cancelRegistration,
  confirmFromWaitingList,
  deleteRegistration,
  listDownloads,
  listRegistrations,
  readProgrammeRegistration,
  recordDownload,
  saveRegistrationSettings,
  setArrived,
} from '../../src/services/registrations';
import { programmeInput } from '../fixtures/inputs';
import { ADMIN, ensureAccount } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();
const settings = firebaseSettings(process.env);

/** A registrant's own phone: an app instance signed in to their verified account. */
interface Phone {
  app: FirebaseApp;
  db: Firestore;
  uid: string;
  email: string;
}

const phones: Phone[] = [];

async function phone(name: string): Promise<Phone> {
  const email = `${name}-${run}@example.org`;
  await ensureAccount({ email, password: 'registrant-password' }, {}, process.env, {
    emailVerified: true,
  });
  const app = initializeApp(settings.options, `registrant-${name}-${run}`);
  const auth = getAuth(app);
  const emulators = settings.emulators!;
  connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
    disableWarnings: true,
  });
  await setPersistence(auth, inMemoryPersistence);
  const { user } = await signInWithEmailAndPassword(auth, email, 'registrant-password');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulators.host, emulators.firestorePort);
  const made = { app, db, uid: user.uid, email: user.email ?? email };
  phones.push(made);
  return made;
}

const adult = (name: string, overrides: Partial<RegistrantDetails> = {}): RegistrantDetails => ({
  name,
  dob: '2000-01-15',
  phone: '+91 98765 43210',
  parish: 'St Peter',
  deanery: 'Agra City',
  emergencyName: 'Mary',
  emergencyPhone: '+91 91234 56789',
  answers: {},
  health: '',
  ...overrides,
});

const registration = (p: Phone, programmeId: string, details: RegistrantDetails, minor = false) =>
  takePlace(p.db, {
    programmeId,
    account: p.uid,
    email: p.email,
    details,
    consent: minor ? 'guardian' : 'self',
    addedBy: '',
  });

const open = (overrides: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  open: true,
  closesOn: '2030-05-31',
  capacity: 10,
  minAge: null,
  maxAge: null,
  fee: 'Pay ₹300 at the venue',
  questions: [],
  ...overrides,
});

async function programmeTakingRegistrations(title: string, overrides = {}) {
  await signInAs(ADMIN);
  const id = await addProgramme(
    programmeInput({ title: `${title} ${run}`, startDate: '2030-06-01', endDate: '2030-06-03' }),
  );
  cleanup.add(id, deleteProgramme);
  await saveRegistrationSettings(id, open(overrides));
  return id;
}

beforeAll(() => setLogLevel('silent'));

afterAll(async () => {
  await Promise.all(phones.map((p) => deleteApp(p.app)));
  await signInAs(ADMIN);
  await cleanup.run();
  await signedOut();
  setLogLevel('warn');
});

describe('what a registrant meets', () => {
  let programmeId: string;
  let asha: Phone;
  let ben: Phone;
  beforeAll(async () => {
    programmeId = await programmeTakingRegistrations('Camp', { capacity: 2, minAge: 13 });
    [asha, ben] = await Promise.all([phone('asha'), phone('ben')]);
  });

  it('registers an adult, then refuses the same person again from the same account', async () => {
    expect(await registration(asha, programmeId, adult('Asha Verma'))).toMatchObject({
      status: 'confirmed',
      waitNumber: null,
    });
    await expect(registration(asha, programmeId, adult('asha  verma'))).rejects.toThrow(
      'Asha Verma is already registered for this programme from this account.',
    );
  });

  it("registers a parent's child with the parent's consent, and refuses a child registering themselves", async () => {
    const child = adult('Tara Verma', { dob: '2015-02-01' });
    await expect(registration(asha, programmeId, child, false)).rejects.toThrow(
      'Someone under 18 on the first day of the programme is registered by a parent or guardian.',
    );
    expect(await registration(asha, programmeId, child, true)).toMatchObject({
      status: 'confirmed',
    });
  });

  it('puts the next person on the waiting list once the places are taken', async () => {
    expect(await registration(ben, programmeId, adult('Ben Lal'))).toEqual(
      expect.objectContaining({ status: 'waiting', waitNumber: 1 }),
    );
  });

  it('refuses someone outside the ages, writing nothing', async () => {
    await expect(
      registration(ben, programmeId, adult('Small Lal', { dob: '2021-01-01' }), true),
    ).rejects.toThrow(
      'This programme is for ages 13 and over: on its first day the person will be 9.',
    );
    await signInAs(ADMIN);
    expect(await readProgrammeRegistration(programmeId)).toMatchObject({
      confirmed: 2,
      waiting: 1,
    });
  });

  it("reads only the account's own registrations, and cannot cancel another's", async () => {
    const own = await getDocs(
      query(collection(asha.db, REGISTRATIONS), where('account', '==', asha.uid)),
    );
    expect(own.docs.map((d) => d.data().name).sort()).toEqual(['Asha Verma', 'Tara Verma']);
    await expect(getDocs(collection(asha.db, REGISTRATIONS))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const [ashaOwn] = own.docs;
    await expect(
      moveRegistration(ben.db, { id: ashaOwn!.id, programmeId }, null),
    ).rejects.toBeInstanceOf(RegistrationRefused);
  });

  it('cancels one of their own at once, freeing its place for the waiting list', async () => {
    const own = await getDocs(
      query(collection(asha.db, REGISTRATIONS), where('account', '==', asha.uid)),
    );
    const tara = own.docs.find((d) => d.data().name === 'Tara Verma')!;
    await moveRegistration(asha.db, { id: tara.id, programmeId }, null);
    await signInAs(ADMIN);
    expect(await readProgrammeRegistration(programmeId)).toMatchObject({
      confirmed: 1,
      waiting: 1,
    });
    // A freed place goes to the waiting list first: a newcomer waits behind Ben.
    const carl = await phone('carl');
    expect(await registration(carl, programmeId, adult('Carl Das'))).toMatchObject({
      status: 'waiting',
      waitNumber: 2,
    });
  });

  it('refuses everyone once registration is closed', async () => {
    await signInAs(ADMIN);
    await saveRegistrationSettings(programmeId, open({ capacity: 2, minAge: 13, open: false }));
    const dev = await phone('dev');
    await expect(registration(dev, programmeId, adult('Dev Rao'))).rejects.toThrow(
      'Registration for this programme is closed.',
    );
  });
});

describe("the team's list", () => {
  it('confirms from the waiting list only into a free place, cancels with a reason, checks in, adds and deletes a walk-in, and keeps the counts', async () => {
    const programmeId = await programmeTakingRegistrations('Retreat', { capacity: 1 });
    const [eve, fay] = await Promise.all([phone('eve'), phone('fay')]);
    await registration(eve, programmeId, adult('Eve Roy'));
    await registration(fay, programmeId, adult('Fay Roy'));
    await signInAs(ADMIN);
    const [first, second] = await listRegistrations(programmeId);
    expect([first?.status, second?.status]).toEqual(['confirmed', 'waiting']);

    await expect(confirmFromWaitingList(second!)).rejects.toThrow('No place is free');
    await expect(cancelRegistration(first!, '  ')).rejects.toThrow(
      'Say why the registration is cancelled.',
    );
    await cancelRegistration(first!, 'Cannot come');
    await confirmFromWaitingList(second!);
    await setArrived(second!, true);
    const list = await listRegistrations(programmeId);
    expect(list.map((r) => [r.name, r.status, r.cancelReason, r.arrivedAt !== null])).toEqual([
      ['Eve Roy', 'cancelled', 'Cannot come', false],
      ['Fay Roy', 'confirmed', '', true],
    ]);

    // A walk-in at the door, the consent on paper, even with registration closed and full.
    await saveRegistrationSettings(programmeId, open({ capacity: 1, open: false }));
    const walkIn = await addWalkIn(programmeId, adult('Gita Sen'));
    expect(walkIn).toMatchObject({ status: 'waiting', waitNumber: 2 });
    const added = (await listRegistrations(programmeId)).find((r) => r.id === walkIn.id)!;
    expect(added).toMatchObject({ consent: 'paper', account: '', email: '' });
    await deleteRegistration(added);
    expect(await readProgrammeRegistration(programmeId)).toMatchObject({
      confirmed: 1,
      waiting: 0,
    });

    await recordDownload({ id: programmeId, startDate: '2030-06-01', endDate: '2030-06-03' });
    const [download] = await listDownloads(programmeId);
    expect(download).toMatchObject({ programmeId, byName: expect.any(String) });
  });
});
