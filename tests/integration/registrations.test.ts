/**
 * Registration through the app's own services (services/registration/writes.ts and
 * registrations.ts) with the real Firebase SDK against the local backend, each registrant signed in
 * to their own verified account in an app instance of its own, as on their own phones (the rush for
 * places: registrationRace.test.ts): the refusals a person can meet; and the team's moves
 * (confirming from the waiting list, cancelling with a reason, check-in, walk-ins, deleting, the
 * download log), each keeping the counts exact.
 */
import { sayIn } from '../../src/words/sentence';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATIONS,
  REGISTRATION_SHARES,
  SHARE_PLACES,
  likelyDuplicates,
  registrationFromFields,
  shareId,
  type RegistrantDetails,
  type RegistrationQuestion,
  type RegistrationSettings,
} from '../../src/domain/registration/registrations';
import { daysPresent, programmeDays } from '../../src/domain/registration/attendance';
import { db } from '../../src/services/firebase';
import { addProgramme, deleteProgramme, updateProgramme } from '../../src/services/records';
import {
  RegistrationRefused,
  SHARE_MESSAGE,
  moveRegistration,
  takePlace,
} from '../../src/services/registration/writes';
import {
  addWalkIn,
  cancelRegistration,
  confirmFromWaitingList,
  deleteRegistration,
  listDownloads,
  listRegistrations,
  moveRegistrationsExpiry,
  readProgrammeRegistration,
  recordDownload,
  saveRegistrationSettings,
  setArrived,
} from '../../src/services/registration/registrations';
import { programmeInput } from '../fixtures/inputs';
import { ADMIN } from './support/accounts';
import { registrantPhone } from './support/registrants';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();

/** A registrant's own phone: an app instance signed in by the link sent to their address. */
interface Phone {
  app: FirebaseApp;
  db: Firestore;
  uid: string;
  email: string;
}

const phones: Phone[] = [];

async function phone(name: string): Promise<Phone> {
  const made = await registrantPhone(`registrant-${name}-${run}`, `${name}-${run}@example.org`);
  phones.push(made);
  return made;
}

/** The account's own registrations, as the registration page reads them before registering. */
async function ownRegistrations(p: Phone) {
  const own = await getDocs(query(collection(p.db, REGISTRATIONS), where('account', '==', p.uid)));
  return own.docs.map((d) => registrationFromFields(d.id, d.data()));
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

const registration = async (
  p: Phone,
  programmeId: string,
  details: RegistrantDetails,
  minor = false,
) =>
  takePlace(
    p.db,
    {
      programmeId,
      account: p.uid,
      email: p.email,
      details,
      consent: minor ? 'guardian' : 'self',
      noticeLanguage: 'en',
      addedBy: '',
    },
    await ownRegistrations(p),
  );

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
      moveRegistration(ben.db, { id: ashaOwn!.id, programmeId, account: asha.uid }, null),
    ).rejects.toBeInstanceOf(RegistrationRefused);
  });

  it('cancels one of their own at once, freeing its place for the waiting list', async () => {
    const own = await getDocs(
      query(collection(asha.db, REGISTRATIONS), where('account', '==', asha.uid)),
    );
    const tara = own.docs.find((d) => d.data().name === 'Tara Verma')!;
    await moveRegistration(asha.db, { id: tara.id, programmeId, account: asha.uid }, null);
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
    // Without a day: the programme's first.
    expect(list[1]?.presentOn).toEqual(['2030-06-01']);

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

    await recordDownload({ id: programmeId });
    const [download] = await listDownloads(programmeId);
    expect(download).toMatchObject({ programmeId, byName: expect.any(String) });
  });
});

describe('check-in on each day', () => {
  it('marks the days of a programme of several days one by one, keeps the time of the first arrival, and refuses a day not of the programme or a registrant marking themselves', async () => {
    const programmeId = await programmeTakingRegistrations('Three days'); // 1 to 3 June 2030
    const days = programmeDays('2030-06-01', '2030-06-03');
    const kiran = await phone('kiran');
    await registration(kiran, programmeId, adult('Kiran Das'));
    await signInAs(ADMIN);
    const read = async () => (await listRegistrations(programmeId))[0]!;

    // Day 2 first, then day 1 recorded late: the days in order, the first arrival's time kept.
    await setArrived(await read(), true, '2030-06-02');
    const first = await read();
    expect(first).toMatchObject({ presentOn: ['2030-06-02'], arrivedAt: expect.any(String) });
    await setArrived(first, true, '2030-06-01');
    const both = await read();
    expect(both.presentOn).toEqual(['2030-06-01', '2030-06-02']);
    expect(both.arrivedAt).toBe(first.arrivedAt);
    expect(daysPresent(both, days)).toEqual(['2030-06-01', '2030-06-02']);

    // A day marked again, from a list read before: nothing to write, nothing lost.
    await setArrived(first, true, '2030-06-02');
    expect((await read()).presentOn).toEqual(['2030-06-01', '2030-06-02']);

    // A day not of the programme: the app refuses it, and past the app the rules do, as a day
    // repeated or a day of no date.
    await expect(setArrived(both, true, '2030-06-04')).rejects.toThrow(
      'That day is not one of the programme’s days: read the list again.',
    );
    const ref = doc(db, REGISTRATIONS, both.id);
    for (const presentOn of [
      ['2030-06-01', '2030-06-02', '2030-06-04'],
      ['2030-06-01', '2030-06-02', '2030-06-02'],
      ['2030-06-01', '2030-06-31'],
    ])
      await expect(updateDoc(ref, { presentOn }), presentOn.join()).rejects.toMatchObject({
        code: 'permission-denied',
      });
    // The registrant cannot mark themselves present.
    await expect(
      updateDoc(doc(kiran.db, REGISTRATIONS, both.id), {
        presentOn: ['2030-06-01', '2030-06-02', '2030-06-03'],
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    // Days taken back: the time of the first arrival goes with the last.
    await setArrived(both, false, '2030-06-01');
    expect(await read()).toMatchObject({ presentOn: ['2030-06-02'], arrivedAt: first.arrivedAt });
    await setArrived(both, false, '2030-06-02');
    expect(await read()).toMatchObject({ presentOn: [], arrivedAt: null });
  });
});

describe('one account, one fair share of the places', () => {
  it(`takes at most ${SHARE_PLACES} people from one account, a cancelled one freeing a place of its share`, async () => {
    const programmeId = await programmeTakingRegistrations('Family camp', { capacity: 20 });
    const parent = await phone('parent');
    const child = (i: number) => adult(`Child ${i}`, { dob: `2015-0${i}-01` });
    for (let i = 1; i <= SHARE_PLACES; i++)
      await expect(registration(parent, programmeId, child(i), true)).resolves.toMatchObject({
        status: 'confirmed',
      });
    await expect(registration(parent, programmeId, child(7), true)).rejects.toThrow(
      sayIn(SHARE_MESSAGE),
    );
    const share = async () =>
      (await getDoc(doc(parent.db, REGISTRATION_SHARES, shareId(programmeId, parent.uid)))).data();
    expect(await share()).toMatchObject({ people: SHARE_PLACES, account: parent.uid, programmeId });

    const [first] = await ownRegistrations(parent);
    await moveRegistration(parent.db, first!, null);
    expect(await share()).toMatchObject({ people: SHARE_PLACES - 1, lastChange: first!.id });
    await expect(registration(parent, programmeId, child(7), true)).resolves.toMatchObject({
      status: 'confirmed',
    });
    await signInAs(ADMIN);
    expect(await readProgrammeRegistration(programmeId)).toMatchObject({
      confirmed: SHARE_PLACES,
    });
  });

  it('refuses the same person twice from one account, and the team sees them flagged when it is forced', async () => {
    const programmeId = await programmeTakingRegistrations('Twice', { capacity: 20 });
    const hari = await phone('hari');
    await registration(hari, programmeId, adult('Hari Lal'));
    await expect(registration(hari, programmeId, adult('hari  lal'))).rejects.toThrow(
      'Hari Lal is already registered for this programme from this account.',
    );
    // Past the app's own check (a crafted client), the rules take it, under an id of its own,
    // and the team's list marks both as likely the same person.
    const forced = await takePlace(hari.db, {
      programmeId,
      account: hari.uid,
      email: hari.email,
      details: adult('Hari Lal'),
      consent: 'self',
      noticeLanguage: 'en',
      addedBy: '',
    });
    await signInAs(ADMIN);
    const list = await listRegistrations(programmeId);
    expect(list).toHaveLength(2);
    expect(list.map((r) => r.id)).toContain(forced.id);
    expect([...likelyDuplicates(list)].sort()).toEqual(list.map((r) => r.id).sort());
  });
});

describe('ids that name no one', () => {
  it("draws every id at random: the same walk-in added again gets another, and a get of an id not one's own answers alike whether it exists or not", async () => {
    const programmeId = await programmeTakingRegistrations('Door', { capacity: 20 });
    const gita = adult('Gita Sen', { dob: '2001-02-03' });
    const first = await addWalkIn(programmeId, gita);
    expect(first.id).toMatch(new RegExp(`^${programmeId}_[0-9a-f]{16}$`));
    await deleteRegistration((await listRegistrations(programmeId))[0]!);
    const again = await addWalkIn(programmeId, gita);
    expect(again.id).not.toBe(first.id);
    const placesNow = await readProgrammeRegistration(programmeId);
    expect(placesNow?.lastChange).toBe(again.id);

    const ivy = await phone('ivy');
    const refusal = async (id: string) => {
      try {
        await getDoc(doc(ivy.db, REGISTRATIONS, id));
        return 'read';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    // The walk-in's id, public in the counts, and an id nobody made.
    expect(await refusal(again.id)).toBe('permission-denied');
    expect(await refusal(`${programmeId}_0123456789abcdef`)).toBe('permission-denied');
    // The team adds nobody twice either.
    await signInAs(ADMIN);
    await expect(
      addWalkIn(programmeId, gita, await listRegistrations(programmeId)),
    ).rejects.toThrow("Gita Sen is already on this programme's list.");
  });
});

describe('when registrations expire', () => {
  it("moves the registrations' and the shares' expiry with the programme's new dates, and refuses dates that would delete them within a month", async () => {
    const programmeId = await programmeTakingRegistrations('Moved', { capacity: 20 });
    const jai = await phone('jai');
    await registration(jai, programmeId, adult('Jai Roy'));
    await signInAs(ADMIN);
    await updateProgramme(
      programmeId,
      programmeInput({ title: `Moved ${run}`, startDate: '2030-07-01', endDate: '2030-07-05' }),
    );
    expect(await moveRegistrationsExpiry(programmeId, '2030-07-05')).toBe(2);
    const expiry = '2031-07-06T00:00:00.000Z';
    const [registered] = await listRegistrations(programmeId);
    expect(registered?.expiresAt).toBe(expiry);
    const share = (
      await getDoc(doc(jai.db, REGISTRATION_SHARES, shareId(programmeId, jai.uid)))
    ).data();
    expect((share?.expiresAt as { toDate(): Date }).toDate().toISOString()).toBe(expiry);
    // Moved again to the same dates: nothing to write.
    expect(await moveRegistrationsExpiry(programmeId, '2030-07-05')).toBe(0);
    // Dates long past would have them deleted at once: refused, nothing moved.
    await expect(moveRegistrationsExpiry(programmeId, '2020-01-01')).rejects.toThrow(
      'within 30 days',
    );
    expect((await listRegistrations(programmeId))[0]?.expiresAt).toBe(expiry);
  });
});

describe('settings in Hindi', () => {
  it('saves the fee note and the questions in Hindi, keeps the English option as the answer, and empties the Hindi on an edit without it', async () => {
    const size = {
      id: 'q1',
      label: 'T-shirt size',
      kind: 'choice',
      options: ['S', 'M', 'L'],
    } satisfies RegistrationQuestion;
    const inHindi = {
      feeHi: 'स्थल पर ₹300 दें',
      questions: [{ ...size, labelHi: 'टी-शर्ट का साइज़', optionsHi: ['छोटा', 'मध्यम', 'बड़ा'] }],
    };
    const programmeId = await programmeTakingRegistrations('Hindi camp', inHindi);
    expect(await readProgrammeRegistration(programmeId)).toMatchObject(inHindi);

    const asha = await phone('asha-hi');
    expect(
      await registration(asha, programmeId, adult('Asha Verma', { answers: { q1: 'M' } })),
    ).toMatchObject({ status: 'confirmed' });
    await signInAs(ADMIN);
    expect((await listRegistrations(programmeId))[0]?.answers).toEqual({ q1: 'M' });

    await saveRegistrationSettings(programmeId, open({ questions: [size] }));
    expect(await readProgrammeRegistration(programmeId)).toMatchObject({
      feeHi: '',
      questions: [{ ...size, labelHi: '', optionsHi: [] }],
      confirmed: 1,
    });
  });
});
