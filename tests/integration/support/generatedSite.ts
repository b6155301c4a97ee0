/**
 * A site of some years' content (seed/generate.ts) written straight into the local backend, as
 * the app stores it but without files (tests that count reads or time the publish need no
 * pictures), with the change marker stamped for every collection: written in commits of 500 as
 * the backend's owner, past the rules, in seconds rather than the minute the seed takes. The
 * programmes that take registrations here get their settings and their people registered, each
 * as the seed's walk-in stores it (takePlace), the places counted one after another.
 */
import { seededRecord, type SeedFiles } from '../../../scripts/seed';
import { SEED_ACCOUNTS, seedProgrammeDates, type SeedProgramme } from '../../../seed/data';
import { generateSite } from '../../../seed/generate';
import { CHANGES_ID, COLLECTIONS } from '../../../src/domain/collections';
import { localDateString } from '../../../src/domain/localDate';
import { NOTICE_VERSION } from '../../../src/domain/registration/notice';
import {
  NO_PLACES_TAKEN,
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  countsAfter,
  expiryOf,
  newPlace,
  newRegistrationId,
} from '../../../src/domain/registration/registrations';
import type { DocMap, DocValue } from '../../../src/domain/schema';
import { STAMPED_COLLECTIONS } from '../../../src/domain/types';
import { dataOrigins, firebaseSettings } from '../../../src/services/firebaseConfig';
import type { Value } from '../../../src/services/firestoreRest';
import { storageUrl } from '../../fixtures/documents';

const settings = firebaseSettings(process.env);
const origin = dataOrigins(settings).firestore;
const documents = `projects/${settings.options.projectId}/databases/(default)/documents`;

/** A stored value as Firestore's REST API writes it. */
function valueOf(value: DocValue): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(valueOf) } };
  return { mapValue: { fields: fieldsOf(value) } };
}

const fieldsOf = (fields: DocMap) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, valueOf(v)]));

/** Writes (or with null, deletes) documents past the rules, as the backend's owner. */
async function asOwner(changes: [path: string, fields: DocMap | null][]): Promise<void> {
  for (let start = 0; start < changes.length; start += 500) {
    const writes = changes
      .slice(start, start + 500)
      .map(([path, fields]) =>
        fields
          ? { update: { name: `${documents}/${path}`, fields: fieldsOf(fields) } }
          : { delete: `${documents}/${path}` },
      );
    const response = await fetch(`${origin}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`owner commit: ${response.status} ${await response.text()}`);
  }
}

/**
 * Deletes every record of the collections the public pages read (those the change marker
 * stamps), whoever wrote them: for a test that counts what a view of the generated site reads,
 * since records other test files left in the shared backend would fill the pages' lists beside
 * the site's. The integration test files run one at a time, so none is using them meanwhile.
 */
export async function clearPublicCollections(): Promise<void> {
  for (const collectionId of STAMPED_COLLECTIONS) {
    const response = await fetch(`${origin}/v1/${documents}:runQuery`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }] } }),
    });
    if (!response.ok) throw new Error(`owner query: ${response.status} ${await response.text()}`);
    const found = (await response.json()) as { document?: { name: string } }[];
    await asOwner(
      found.flatMap(({ document }) =>
        document ? [[document.name.slice(documents.length + 1), null] as [string, null]] : [],
      ),
    );
  }
}

/**
 * The registration of programme `programmeId` on this site and its people registered, as the
 * seed writes them: the settings with no place taken, then each person as a walk-in (consent on
 * paper, added by the owner), taking the next place as takePlace does.
 */
function registrationDocuments(
  programmeId: string,
  { startsIn, days, registration, registrants = [] }: SeedProgramme,
  today: string,
): [string, DocMap][] {
  if (!registration) return [];
  const { closesIn, ...settings } = registration;
  const { startDate, endDate } = seedProgrammeDates({ startsIn, days }, today);
  const expiresAt = expiryOf(endDate || startDate);
  if (!expiresAt) throw new Error(`No expiry for a programme of ${startDate}`);
  let counts = NO_PLACES_TAKEN;
  const people: [string, DocMap][] = registrants.map((details, n) => {
    const id = newRegistrationId(programmeId);
    const place = newPlace(settings.capacity, counts);
    counts = countsAfter(counts, id, null, place.status);
    return [
      `${REGISTRATIONS}/${id}`,
      {
        programmeId,
        account: '',
        email: '',
        ...details,
        consent: 'paper',
        noticeVersion: NOTICE_VERSION,
        noticeLanguage: 'en',
        createdAt: new Date(Date.now() - (registrants.length - n) * 60_000),
        status: place.status,
        waitNumber: place.waitNumber,
        cancelReason: '',
        arrivedAt: null,
        addedBy: SEED_ACCOUNTS.admin.uid,
        expiresAt,
      },
    ];
  });
  const closesOn = seedProgrammeDates({ startsIn: closesIn, days: 1 }, today).startDate;
  return [
    [
      `${REGISTRATION_SETTINGS}/${programmeId}`,
      {
        programmeId,
        ...settings,
        questions: settings.questions.map(({ id, label, kind, options }) => ({
          id,
          label,
          kind,
          options,
        })),
        closesOn,
        ...counts,
      },
    ],
    ...people,
  ];
}

/** The generated site's documents, keyed by path, as the app stores them (no files). */
async function generatedDocuments(years: number): Promise<[string, DocMap][]> {
  const content = generateSite(years, new Date());
  let clock = Date.now();
  const files: SeedFiles = {
    upload: async (path) => storageUrl(path),
    stamp: () => clock++,
    today: localDateString(new Date()),
    // The programmes are written as events/reads-{their place}.
    programmeId: (index) => `reads-${index}`,
  };
  const written: [string, DocMap][] = [];
  for (const collection of Object.keys(content) as (keyof typeof content)[]) {
    const datedByServer = COLLECTIONS[collection].fields.createdAt?.type === 'timestamp';
    let n = 0;
    for (const entry of content[collection]) {
      const { fields, createdAt = new Date() } = await seededRecord(collection, entry, files);
      written.push([
        `${collection}/reads-${n++}`,
        { ...fields, createdAt: datedByServer ? createdAt : createdAt.toISOString() },
      ]);
    }
  }
  for (const [index, programme] of content.events.entries())
    written.push(...registrationDocuments(files.programmeId(index), programme, files.today));
  return written;
}

/**
 * Writes a generated site of `years` and stamps the change marker; resolves with the paths of
 * the records written and a function that deletes them again.
 */
export async function writeGeneratedSite(years: number) {
  const site = await generatedDocuments(years);
  const stamp = new Date();
  const marker: DocMap = Object.fromEntries(STAMPED_COLLECTIONS.map((c) => [c, stamp]));
  await asOwner([...site, [`changes/${CHANGES_ID}`, marker]]);
  const paths = site.map(([path]) => path);
  return {
    paths,
    /** The programmes that take registrations here, by id. */
    registering: paths.flatMap((path) =>
      path.startsWith(`${REGISTRATION_SETTINGS}/`) ? [path.split('/')[1] ?? ''] : [],
    ),
    /** How many people are registered for the programme with this id. */
    registrations: (programmeId: string) =>
      site.filter(
        ([path, fields]) =>
          path.startsWith(`${REGISTRATIONS}/`) && fields.programmeId === programmeId,
      ).length,
    /** How many photos written are of the programme with this id. */
    programmePhotos: (programmeId: string) =>
      site.filter(
        ([path, fields]) => path.startsWith('gallery/') && fields.programmeId === programmeId,
      ).length,
    remove: () => asOwner(paths.map((path) => [path, null])),
  };
}
