/**
 * Seeds a local Firebase backend (the local stack of `npm run dev`, or the official emulators):
 * the three accounts; the team (the owner by the claim, and the volunteer, who joins by
 * invitation as anyone does), unless it is there already; then, unless the members collection
 * already has documents, the content of seed/data.ts with its images, the programmes dated around
 * the day of seeding, the parish list (the archdiocese's, as an owner starts from it) and the
 * editable pages (the profile's built-in texts), each saved once: its first version.
 * Everything goes through the Firebase SDKs and the app's own services, signed in as the people
 * the site knows, so the seed passes the same rules as the admin area.
 *
 *   npm run seed                    the emulators on the ports of firebase.json (or VITE_* ports)
 *   npm run seed -- --accounts-only only make sure the accounts and the team exist
 *   npm run seed -- --years 10      an empty backend gets a made-up site of that age instead
 *                                   (seed/generate.ts), to measure what the site costs as it grows
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  SEED_ACCOUNTS,
  SEED_CONTENT,
  SEED_PARISH_LIST,
  mediumOf,
  seedProgrammeDates,
  thumbOf,
  type SeedContent,
  type SeedMessage,
  type SeedProgramme,
} from '../seed/data';
import { generateSite } from '../seed/generate';
import { loadBuiltInPages } from '../src/config/profile';
import { PAGE_IDS } from '../src/domain/editablePages';
import { messageKindFields } from '../src/domain/messageKinds';
import { sortYearOf } from '../src/domain/messages';
import type { DocMap } from '../src/domain/schema';
import { addDays, isoDate, parseDate } from '../src/domain/programmes';
import { galleryImageFields, programmeFields } from '../src/domain/recordFields';
import type { Registration } from '../src/domain/registration/registrations';
import type { Programme } from '../src/domain/types';
import { siteDate } from '../src/domain/siteClock';
import { firebaseSettings, type FirebaseSettings } from '../src/services/firebaseConfig';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
  messageImagePath,
  programmeImagePath,
} from '../src/domain/storagePaths';

export interface SeedOptions {
  /** VITE_* variables naming the emulators (ports, host, project id). */
  env: Record<string, string>;
  /** Only make sure the accounts exist (the Auth emulator forgets them when it stops). */
  accountsOnly?: boolean;
  /** The content to write: the seed's own, unless another (a generated site) is given. */
  content?: SeedContent;
  log?: (line: string) => void;
}

const SEED_IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images');

type Emulators = NonNullable<FirebaseSettings['emulators']>;

export async function seed({
  env,
  accountsOnly = false,
  content = SEED_CONTENT,
  log = () => {},
}: SeedOptions) {
  const settings = firebaseSettings({ VITE_USE_EMULATORS: 'true', ...env });
  // Known passwords and demo content belong on emulators only, never in a real project.
  if (!settings.emulators)
    throw new Error('The seed writes only to local emulators; VITE_USE_EMULATORS is off.');

  const uids = await ensureAccounts(settings.emulators, settings.options.projectId);
  const { admin, volunteer, editor } = SEED_ACCOUNTS;
  log(
    `accounts ready: ${admin.email} (owner), ${volunteer.email} (editor), ` +
      `${editor.email} (not on the team)`,
  );
  const teamReady = await volunteerIsOnTeam(settings.emulators, settings.options.projectId, uids);
  if (accountsOnly && teamReady) return;

  const app = await appServices(env, settings);
  if (!teamReady) {
    await seedTeam(app, uids);
    log(`team ready: ${admin.name} (owner), ${volunteer.name} (editor)`);
  }
  if (accountsOnly) return;
  if ((await app.members.listMembers()).length > 0) {
    log('members already present: content not seeded again');
    return;
  }
  await app.auth.signIn(admin.email, admin.password);
  try {
    const counts = await seedContent(app, content);
    log(
      `seeded ${counts.members} members, ${counts.messages} messages, ` +
        `${counts.gallery} gallery images, ${counts.programmes} programmes, ` +
        `${counts.registrations} registrations (${counts.files} files)`,
    );
    const list = await app.siteSettings.saveParishList(SEED_PARISH_LIST);
    const parishes = list.deaneries.reduce((n, group) => n + group.parishes.length, 0);
    log(`seeded the parish list: ${parishes} parishes in ${list.deaneries.length} groups`);
    const pages = await loadBuiltInPages();
    for (const id of PAGE_IDS) await app.pages.savePage(id, pages[id], null);
    log(`seeded the ${PAGE_IDS.length} editable pages, each its first version`);
  } finally {
    await app.auth.signOut();
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts, through the Auth emulator's REST API with the `Bearer owner` access every Auth
// emulator grants: the simplest way to set a custom claim without a service account.

async function ensureAccounts(emulators: Emulators, projectId: string) {
  const base =
    `http://${emulators.host}:${emulators.authPort}` +
    `/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const call = async <T>(method: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new Error(`Cannot reach the Auth emulator at ${base}: ${String(error)}`);
    });
    const json = (await response.json()) as T & { error?: { message?: string } };
    if (!response.ok) throw new Error(`Auth emulator ${method}: ${json.error?.message}`);
    return json;
  };
  /**
   * The account with this password, its name, a verified address and exactly these claims;
   * created under its fixed uid when no account has its address. Returns its uid.
   */
  const ensure = async (account: SeedAccount, claims: object) => {
    const found = await call<{ users?: Array<{ localId: string }> }>('accounts:lookup', {
      email: [account.email],
    });
    const localId =
      found.users?.[0]?.localId ??
      (await call<{ localId: string }>('accounts', { localId: account.uid, email: account.email }))
        .localId;
    await call('accounts:update', {
      localId,
      password: account.password,
      displayName: account.name,
      emailVerified: true,
      customAttributes: JSON.stringify(claims),
    });
    return localId;
  };
  const [admin, volunteer] = await Promise.all([
    ensure(SEED_ACCOUNTS.admin, { admin: true }),
    ensure(SEED_ACCOUNTS.volunteer, {}),
    ensure(SEED_ACCOUNTS.editor, {}),
  ]);
  return { admin, volunteer };
}

type SeedAccount = (typeof SEED_ACCOUNTS)[keyof typeof SEED_ACCOUNTS];
/** The uids of the accounts the team is made of. */
type TeamUids = Awaited<ReturnType<typeof ensureAccounts>>;

/**
 * Whether the volunteer is on the team already: read past the rules with the emulators' admin
 * access, so that a restart with seeded data loads none of the app's services.
 */
async function volunteerIsOnTeam(
  emulators: Emulators,
  projectId: string,
  uids: TeamUids,
): Promise<boolean> {
  const url =
    `http://${emulators.host}:${emulators.firestorePort}/v1/projects/${projectId}` +
    `/databases/(default)/documents/team/${uids.volunteer}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`Cannot read the team: HTTP ${response.status}`);
  const doc = (await response.json()) as { fields?: { role?: { stringValue?: string } } };
  return doc.fields?.role?.stringValue === 'editor';
}

/**
 * The team, as people make it on the site: the owner by the claim signs in (which gives them
 * their team document) and invites the volunteer as an editor; the volunteer, whose address is
 * verified, signs in and joins.
 */
async function seedTeam({ auth, team }: AppServices, uids: TeamUids) {
  const { admin, volunteer } = SEED_ACCOUNTS;
  const join = async (account: SeedAccount, uid: string, isAdmin: boolean) => {
    await auth.signIn(account.email, account.password);
    const access = await team.joinTeam({
      uid,
      email: account.email,
      displayName: account.name,
      isAdmin,
      emailVerified: true,
    });
    if (!access.onTeam) throw new Error(`${account.email} could not join the team`);
  };
  try {
    await join(admin, uids.admin, true);
    await team.inviteSomeone({ name: volunteer.name, email: volunteer.email, role: 'editor' });
    await join(volunteer, uids.volunteer, false);
  } finally {
    await auth.signOut();
  }
}

// ---------------------------------------------------------------------------------------------
// Content, through src/services.

/**
 * Loads the app's services against these emulators. They read the VITE_* variables once, at
 * import: under Node that is process.env (see src/services/firebase.ts), so they are set first, and a
 * second seed in the same process must name the same emulators.
 */
async function appServices(env: Record<string, string>, settings: FirebaseSettings) {
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('VITE_')) process.env[key] = value;
  process.env.VITE_USE_EMULATORS ??= 'true';
  const firebase = await import('../src/services/firebase');
  const wanted = JSON.stringify([settings.emulators, settings.options.projectId]);
  const loaded = JSON.stringify([firebase.settings.emulators, firebase.settings.options.projectId]);
  if (wanted !== loaded)
    throw new Error(`This process already talks to ${loaded}; seed ${wanted} from a new process.`);
  const [members, records, images, auth, team, registrations, siteSettings, pages] =
    await Promise.all([
      import('../src/services/members'),
      import('../src/services/records'),
      import('../src/services/images'),
      import('../src/services/auth'),
      import('../src/services/team'),
      import('../src/services/registration/registrations'),
      import('../src/services/siteSettings'),
      import('../src/services/pages'),
    ]);
  const programmeCounts = await import('../src/services/registration/programmeCounts');
  return {
    members,
    records,
    images,
    auth,
    team,
    registrations,
    siteSettings,
    pages,
    programmeCounts,
  };
}

type AppServices = Awaited<ReturnType<typeof appServices>>;

/** What a seed entry needs to become a record: its images uploaded, and unique file names. */
export interface SeedFiles {
  /** Uploads a file of seed/images to a storage path; resolves with its download URL. */
  upload: (storagePath: string, seedImage: string) => Promise<string>;
  /** A millisecond timestamp for a storage name, unique in this seeding. */
  stamp: () => number;
  /** The seeding machine's own date ('YYYY-MM-DD'), as the admin screen reads it. */
  today: string;
  /**
   * The stored id of the programme at this place in the content's `events`, which are written
   * before the gallery (a photo of a programme may be stored only once the programme is).
   */
  programmeId: (index: number) => string;
}

/** A record to write: its fields, and the date it was added (now when absent). */
export interface SeededRecord {
  fields: DocMap;
  createdAt?: Date;
}

/** How a seed entry of each collection becomes a record of it. */
type Seeders = {
  [C in keyof SeedContent]: (
    entry: SeedContent[C][number],
    files: SeedFiles,
  ) => Promise<SeededRecord>;
};

const message = async (
  { kind, image, createdAt, ...input }: SeedMessage,
  { upload, stamp }: SeedFiles,
): Promise<SeededRecord> => ({
  fields: {
    ...input,
    ...messageKindFields(kind),
    sortYear: sortYearOf(input.year),
    imageUrl: image
      ? await upload(messageImagePath(kind, path.basename(image), stamp()), image)
      : '',
  },
  createdAt: new Date(createdAt),
});

const SEEDERS: Seeders = {
  members: async ({ image, createdAt, ...input }, { upload, stamp }) => ({
    fields: { ...input, imageUrl: image ? await upload(memberImagePath(stamp()), image) : '' },
    createdAt: new Date(createdAt),
  }),
  bishopMessages: message,
  officeBearerMessages: message,
  gallery: async ({ title, image, createdAt, programme }, { upload, stamp, programmeId }) => {
    const fileName = galleryFileName(path.basename(image), stamp());
    const thumbFileName = galleryThumbFileName(fileName);
    const mediumFileName = galleryMediumFileName(fileName);
    const [imageUrl, thumbUrl, mediumUrl] = await Promise.all([
      upload(galleryPath(fileName), image),
      upload(galleryPath(thumbFileName), thumbOf(image)),
      upload(galleryPath(mediumFileName), mediumOf(image)),
    ]);
    return {
      fields: galleryImageFields({
        title,
        imageUrl,
        fileName,
        thumbUrl,
        thumbFileName,
        mediumUrl,
        mediumFileName,
        ...(programme !== undefined && { programmeId: programmeId(programme) }),
      }),
      createdAt: new Date(createdAt),
    };
  },
  // How a programme takes registrations, who registered and what was counted of a programme
  // gone by are stored apart once it is (seedContent).
  events: async (
    {
      startsIn,
      days,
      image,
      registration: _registration,
      registrants: _registrants,
      counted: _counted,
      ...input
    },
    { upload, stamp, today },
  ) => ({
    fields: programmeFields({
      ...input,
      ...seedProgrammeDates({ startsIn, days }, today),
      imageUrl: image ? await upload(programmeImagePath(path.basename(image), stamp()), image) : '',
    }),
  }),
};

/**
 * How a seed entry of `collection` becomes a record of it, with `files` for its pictures (a test
 * that only counts reads may pass one that uploads nothing).
 */
export const seededRecord = <C extends keyof SeedContent>(
  collection: C,
  entry: SeedContent[C][number],
  files: SeedFiles,
): Promise<SeededRecord> =>
  (SEEDERS[collection] as (e: SeedContent[C][number], f: SeedFiles) => Promise<SeededRecord>)(
    entry,
    files,
  );

/** How many records of a collection are written at once. */
const SEED_CONCURRENCY = 8;

/**
 * The collections of the seed after the programmes (whose photos the gallery holds), members last:
 * their presence is what marks a backend as seeded.
 */
const SEEDED_NEXT = ['bishopMessages', 'officeBearerMessages', 'gallery'] as const;

/** A seed programme as the app reads it, under its id, on the day of seeding. */
function seedProgrammeOf(
  {
    startsIn,
    days,
    image: _image,
    registration: _registration,
    registrants: _registrants,
    counted: _counted,
    ...input
  }: SeedProgramme,
  id: string,
  today: string,
): Programme {
  return {
    id,
    ...input,
    ...seedProgrammeDates({ startsIn, days }, today),
    imageUrl: '',
    createdAt: null,
  };
}

/**
 * The registrations a programme's seeded counts are counted from, in memory only: each person
 * confirmed, from a parish of the seed's list, of an age on the first day, arrived on it or not.
 */
function countedPeople(
  programme: Programme,
  counted: NonNullable<SeedProgramme['counted']>,
): Registration[] {
  const first = parseDate(programme.startDate)!;
  return counted.map(([group, parish, age, arrived], i) => {
    const deanery = SEED_PARISH_LIST[group];
    const parishName = deanery?.parishes[parish];
    if (!deanery || parishName === undefined)
      throw new Error(`The seed's parish list has no parish ${parish} in group ${group}`);
    return {
      id: `${programme.id}_${String(i).padStart(16, '0')}`,
      programmeId: programme.id,
      account: '',
      email: '',
      name: '',
      // Born on the day after the first day, `age + 1` years before: `age` on the first day.
      dob: isoDate(addDays({ ...first, year: first.year - age - 1 }, 1)),
      phone: '',
      parish: parishName,
      deanery: deanery.name,
      emergencyName: '',
      emergencyPhone: '',
      answers: {},
      health: '',
      consent: 'paper',
      noticeVersion: '',
      noticeLanguage: 'en',
      createdAt: '',
      status: 'confirmed',
      waitNumber: null,
      cancelReason: '',
      arrivedAt: arrived ? `${programme.startDate}T05:00:00.000Z` : null,
      addedBy: '',
      expiresAt: '',
    };
  });
}

async function seedContent(
  { records, images, registrations, programmeCounts }: AppServices,
  content: SeedContent,
) {
  let files = 0;
  // Storage names carry a millisecond timestamp; counting up from now keeps every name unique.
  let clock = Date.now();
  let programmeIds: string[] = [];
  const seedFiles: SeedFiles = {
    stamp: () => clock++,
    today: siteDate(new Date(clock)),
    programmeId: (index) => {
      const id = programmeIds[index];
      if (id === undefined) throw new Error(`The seed has no programme at place ${index}`);
      return id;
    },
    upload: async (storagePath, seedImage) => {
      const bytes = await readFile(path.join(SEED_IMAGES, seedImage));
      const type = seedImage.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
      const url = await images.uploadImage(storagePath, new Blob([bytes], { type }));
      files++;
      return url;
    },
  };
  /** Writes a collection's entries; resolves with their ids, in the entries' order. */
  const seedCollection = async <C extends keyof SeedContent>(collection: C) => {
    // A few at a time: a generated site has thousands of records, each with files to upload.
    const entries = [...content[collection]];
    const ids: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const index = next++;
        const { fields, createdAt } = await seededRecord(
          collection,
          entries[index] as SeedContent[C][number],
          seedFiles,
        );
        ids[index] = await records.addRecord(collection, fields, createdAt);
      }
    };
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
    return ids;
  };
  programmeIds = await seedCollection('events');
  // The programmes that take registrations on the site (each save stamps the change marker: one
  // at a time), then the people registered for each (a made-up site's), added as the team adds
  // them: one at a time a programme, each taking the next place.
  const registering = content.events.flatMap(({ registration, registrants = [] }, index) => {
    const programmeId = programmeIds[index];
    return registration && programmeId !== undefined
      ? [{ programmeId, registration, registrants }]
      : [];
  });
  for (const { programmeId, registration } of registering) {
    const { closesIn, ...settings } = registration;
    const closesOn = seedProgrammeDates({ startsIn: closesIn, days: 1 }, seedFiles.today).startDate;
    await registrations.saveRegistrationSettings(programmeId, { ...settings, closesOn });
  }
  await Promise.all(
    registering.map(async ({ programmeId, registrants }) => {
      for (const details of registrants) await registrations.addWalkIn(programmeId, details);
    }),
  );
  // The counts of the programmes gone by that say who had a place, as the team's screen keeps
  // them once a programme has ended (no registration of them is stored).
  await Promise.all(
    content.events.flatMap((entry, index) => {
      const id = programmeIds[index];
      if (!entry.counted || id === undefined) return [];
      const programme = seedProgrammeOf(entry, id, seedFiles.today);
      return [
        programmeCounts.keepProgrammeCounts(programme, countedPeople(programme, entry.counted)),
      ];
    }),
  );
  await Promise.all(SEEDED_NEXT.map(seedCollection));
  await seedCollection('members');
  const count = (collection: keyof SeedContent) => content[collection].length;
  return {
    members: count('members'),
    messages: count('bishopMessages') + count('officeBearerMessages'),
    gallery: count('gallery'),
    programmes: count('events'),
    registrations: registering.reduce((sum, { registrants }) => sum + registrants.length, 0),
    files,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI

/** The content a command line asks for: a generated site with `--years N`, else the seed's own. */
export function seedContentOf(argv: readonly string[], today = new Date()): SeedContent {
  const at = argv.indexOf('--years');
  return at < 0 ? SEED_CONTENT : generateSite(Number(argv[at + 1]), today);
}

async function main() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  );
  const accountsOnly = process.argv.includes('--accounts-only');
  try {
    const content = seedContentOf(process.argv);
    await seed({ env, accountsOnly, content, log: (line) => console.log(line) });
  } catch (error) {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Is the local stack running? Start it with npm run dev.');
    process.exit(1);
  }
  // The Firebase clients keep timers (token refresh) alive; the work is done.
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
