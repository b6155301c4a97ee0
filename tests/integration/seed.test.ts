/**
 * `npm run seed` end to end: the command, run as a person would, against a private local backend
 * (so the seeded content meets no other test) and the test stack's Auth emulator. What it wrote is
 * read back over the backend's REST API, images included, and a second run changes nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';
import {
  SEED_ACCOUNTS,
  SEED_GALLERY,
  SEED_MEMBERS,
  SEED_MESSAGES,
  SEED_PARISH_LIST,
  SEED_PROGRAMMES,
  mediumOf,
} from '../../seed/data';
import { siteSize } from '../../seed/generate';
import { loadBuiltInPages } from '../../src/config/profile';
import { localDateString } from '../../src/domain/programmes';

const root = path.resolve(import.meta.dirname, '../..');
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-youth-commission';

let backend: LocalBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
  backend = await startLocalBackend({
    firestorePort: 0,
    storagePort: 0,
    dataDir,
    projectId,
    authEmulatorUrl: `http://${authHost}`,
  });
});

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function runSeed(
  args: string[] = [],
  on: LocalBackend = backend,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const [host, authPort] = authHost.split(':');
  const env = {
    PATH: process.env.PATH,
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_EMULATOR_HOST: host,
    VITE_AUTH_EMULATOR_PORT: authPort,
    VITE_FIRESTORE_EMULATOR_PORT: String(on.firestorePort),
    VITE_STORAGE_EMULATOR_PORT: String(on.storagePort),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed.ts', ...args],
      { cwd: root, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

type Fields = Record<
  string,
  {
    stringValue?: string;
    integerValue?: string;
    nullValue?: null;
    arrayValue?: { values?: Array<{ stringValue?: string }> };
  }
>;

/**
 * Every document of a collection, through the Firestore REST API the SDK uses, with the
 * emulators' admin access (the team is not public).
 */
async function documents(collectionId: string, on: LocalBackend = backend): Promise<Fields[]> {
  const response = await fetch(
    `http://127.0.0.1:${on.firestorePort}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }] } }),
    },
  );
  const rows = (await response.json()) as Array<{ document?: { fields: Fields } }>;
  return rows.flatMap((row) => (row.document ? [row.document.fields] : []));
}

const text = (fields: Fields, key: string) => fields[key]?.stringValue ?? '';
const texts = (fields: Fields, key: string) =>
  (fields[key]?.arrayValue?.values ?? []).map((value) => value.stringValue);

async function idTokenClaims(account: { email: string; password: string }) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('npm run seed', () => {
  it('creates the accounts and seeds an empty backend through the SDKs', async () => {
    const run = await runSeed();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `seeded ${SEED_MEMBERS.length} members, ${SEED_MESSAGES.length} messages, ` +
        `${SEED_GALLERY.length} gallery images, ${SEED_PROGRAMMES.length} programmes`,
    );
    const seededParishes = SEED_PARISH_LIST.flatMap((group) => group.parishes).length;
    expect(run.stdout).toContain(
      `seeded the parish list: ${seededParishes} parishes in ${SEED_PARISH_LIST.length} groups`,
    );

    const adminToken = await idTokenClaims(SEED_ACCOUNTS.admin);
    const volunteerToken = await idTokenClaims(SEED_ACCOUNTS.volunteer);
    expect(adminToken).toMatchObject({ admin: true, email_verified: true });
    expect(volunteerToken).toMatchObject({ email_verified: true, name: 'Anita' });
    expect(volunteerToken).not.toHaveProperty('admin');
    expect(await idTokenClaims(SEED_ACCOUNTS.editor)).not.toHaveProperty('admin');

    // The team, made as people make it: the owner by the claim, and the volunteer by invitation.
    const team = await documents('team');
    const member = (email: string) => team.find((m) => text(m, 'email') === email) ?? {};
    expect(team).toHaveLength(2);
    expect(text(member(SEED_ACCOUNTS.admin.email), 'role')).toBe('owner');
    expect(text(member(SEED_ACCOUNTS.admin.email), 'addedBy')).toBe(adminToken.sub);
    expect(text(member(SEED_ACCOUNTS.volunteer.email), 'role')).toBe('editor');
    expect(text(member(SEED_ACCOUNTS.volunteer.email), 'name')).toBe('Anita');
    expect(text(member(SEED_ACCOUNTS.volunteer.email), 'addedBy')).toBe(adminToken.sub);
    expect(await documents('invites')).toEqual([]);

    const members = await documents('members');
    expect(members.map((m) => text(m, 'name')).sort()).toEqual(
      SEED_MEMBERS.map((m) => m.name).sort(),
    );
    const terms = new Set(members.map((m) => m.startYear?.integerValue ?? 'none'));
    expect([...terms].sort()).toEqual(['2019', '2022', '2025', 'none']);
    expect(members.filter((m) => text(m, 'imageUrl') === '').length).toBe(
      SEED_MEMBERS.filter((m) => !m.image).length,
    );

    const bishop = await documents('bishopMessages');
    const officeBearers = await documents('officeBearerMessages');
    expect(bishop).toHaveLength(SEED_MESSAGES.filter((m) => m.kind === 'bishop').length);
    for (const role of ['youth_director', 'associate_director', 'lady_animator'])
      expect(officeBearers.filter((m) => text(m, 'role') === role).length).toBeGreaterThanOrEqual(
        2,
      );
    expect(text(bishop[0] ?? {}, 'fullMessage')).toContain('\n\n');

    const gallery = await documents('gallery');
    expect(gallery.map((g) => text(g, 'title')).sort()).toEqual(
      SEED_GALLERY.map((g) => g.title).sort(),
    );
    expect(gallery.every((g) => text(g, 'thumbUrl').includes('thumb_gallery_'))).toBe(true);
    expect(gallery.every((g) => text(g, 'mediumUrl').includes('medium_gallery_'))).toBe(true);
    expect(
      gallery.every((g) => text(g, 'mediumFileName') === `medium_${text(g, 'fileName')}`),
    ).toBe(true);
    // The photos of a programme are of one programme (the e2e tests find them on its page).
    const ofProgrammes = gallery.filter((g) => text(g, 'programmeId') !== '');
    expect(ofProgrammes.map((g) => text(g, 'title')).sort()).toEqual(
      SEED_GALLERY.filter((g) => g.programme !== undefined)
        .map((g) => g.title)
        .sort(),
    );
    expect(new Set(ofProgrammes.map((g) => text(g, 'programmeId'))).size).toBe(1);

    // Every record is signed by the owner who seeded it.
    for (const record of [...members, ...bishop, ...officeBearers, ...gallery])
      expect(text(record, 'createdBy')).toBe(adminToken.sub);
  });

  it('seeds six programmes around the day of seeding, two with posters', async () => {
    const today = localDateString(new Date());
    const programmes = await documents('events');
    expect(programmes.map((p) => text(p, 'title')).sort()).toEqual(
      SEED_PROGRAMMES.map((p) => p.title).sort(),
    );
    // A programme of one day is stored ending on the day it starts, as the service stores it.
    for (const p of programmes) expect(text(p, 'endDate') >= text(p, 'startDate')).toBe(true);
    const upcoming = programmes.filter((p) => text(p, 'endDate') >= today);
    expect(upcoming).toHaveLength(3);
    expect(upcoming.filter((p) => text(p, 'endDate') !== text(p, 'startDate'))).toHaveLength(1);
    expect(programmes.filter((p) => text(p, 'imageUrl') !== '')).toHaveLength(2);
    expect(
      programmes.filter((p) => text(p, 'registrationUrl').startsWith('https://')),
    ).toHaveLength(1);
    expect(programmes.every((p) => text(p, 'description').includes('\n\n'))).toBe(true);
  });

  it('keeps the counts of the two programmes gone by that say who had a place, naming nobody', async () => {
    const counts = await documents('programmeCounts');
    const number = (fields: Fields, key: string) => Number(fields[key]?.integerValue);
    expect(
      counts.map((c) => [text(c, 'title'), number(c, 'confirmed'), number(c, 'arrived')]).sort(),
    ).toEqual([
      ['Bible Quiz and Fellowship Weekend', 9, 8],
      ['Youth Sunday at the Cathedral', 18, 15],
    ]);
    const youthSunday = counts.find((c) => text(c, 'title') === 'Youth Sunday at the Cathedral')!;
    // Its deaneries: the seed list's groups, people by age band (under 15, 15-17, 18-24, 25+).
    expect(texts(youthSunday, 'deaneries')).toEqual([
      'Agra district\t12\t2\t5\t4\t1\t10',
      'Aligarh district\t2\t0\t2\t0\t0\t2',
      'Mathura district\t3\t0\t1\t1\t1\t2',
      'Noida\t1\t0\t0\t1\t0\t1',
    ]);
    for (const c of counts) expect(Object.keys(c).sort()).not.toContain('name');
  });

  it("saves the archdiocese's parish list, as the owner", async () => {
    const lists = await documents('parishes');
    expect(lists).toHaveLength(1);
    const [list = {}] = lists;
    expect(texts(list, 'parishes')).toEqual(SEED_PARISH_LIST.flatMap((group) => group.parishes));
    expect(texts(list, 'deaneries')).toEqual(
      SEED_PARISH_LIST.flatMap((group) => group.parishes.map(() => group.name)),
    );
    const owner = await idTokenClaims(SEED_ACCOUNTS.admin);
    expect(text(list, 'updatedBy')).toBe(owner.sub);
  });

  it('saves the six editable pages with today’s texts, each kept as its first version', async () => {
    const pages = await documents('pages');
    const versions = await documents('pageVersions');
    const owner = await idTokenClaims(SEED_ACCOUNTS.admin);
    expect(pages).toHaveLength(6);
    expect(versions).toHaveLength(6);
    for (const [id, { title, description, body }] of Object.entries(await loadBuiltInPages())) {
      const page = pages.find((p) => text(p, 'title') === title) ?? {};
      expect(page, id).toMatchObject({
        description: { stringValue: description },
        body: { stringValue: body },
        version: { integerValue: '1' },
        updatedBy: { stringValue: owner.sub },
      });
      const version = versions.find((v) => text(v, 'page') === id) ?? {};
      expect(version, id).toMatchObject({
        title: { stringValue: title },
        body: { stringValue: body },
        version: { integerValue: '1' },
        savedAt: page.updatedAt,
      });
    }
  });

  it('stores every image under its own path, byte for byte, the large one included', async () => {
    const all = [
      ...(await documents('members')),
      ...(await documents('bishopMessages')),
      ...(await documents('officeBearerMessages')),
      ...(await documents('gallery')),
      ...(await documents('events')),
    ];
    const urls = all
      .flatMap((d) => [text(d, 'imageUrl'), text(d, 'thumbUrl'), text(d, 'mediumUrl')])
      .filter(Boolean);
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const storedPath = decodeURIComponent(new URL(url).pathname.split('/o/')[1] ?? '');
      expect(storedPath).toMatch(
        /^(members\/\d+_cropped\.jpeg|bishops\/\d+_[\w.-]+|officeBearers\/(youth_director|associate_director|lady_animator)\/\d+_[\w.-]+|gallery\/(thumb_|medium_)?gallery_\d+_[\w.-]+|events\/\d+_[\w.-]+)$/,
      );
    }

    // The one seed photograph over 256 KiB went through the SDK's resumable upload.
    const vigil = (await documents('gallery')).find((g) => text(g, 'title').includes('Vigil'));
    const original = await readFile(path.join(root, 'seed/images/gallery/candlelight-vigil.webp'));
    expect(original.byteLength).toBeGreaterThan(256 * 1024);
    const response = await fetch(text(vigil ?? {}, 'imageUrl'));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
    // Its medium-size copy is the committed one.
    const medium = await readFile(
      path.join(root, 'seed/images', mediumOf('gallery/candlelight-vigil.webp')),
    );
    const mediumResponse = await fetch(text(vigil ?? {}, 'mediumUrl'));
    expect(Buffer.from(await mediumResponse.arrayBuffer()).equals(medium)).toBe(true);

    const camp = (await documents('events')).find((p) =>
      text(p, 'title').includes('Leadership Camp'),
    );
    const poster = await readFile(path.join(root, 'seed/images/events/youth-leadership-camp.jpg'));
    const posterUrl = text(camp ?? {}, 'imageUrl');
    expect(decodeURIComponent(posterUrl)).toMatch(/\/o\/events\/\d+_youth-leadership-camp\.jpg\?/);
    expect(Buffer.from(await (await fetch(posterUrl)).arrayBuffer()).equals(poster)).toBe(true);
  });

  it('leaves a seeded backend as it is on a second run', async () => {
    const run = await runSeed();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('members already present');
    expect(run.stdout).not.toContain('team ready');
    expect(run.stdout).not.toContain('seeded the parish list');
    expect(await documents('team')).toHaveLength(2);
    expect(await documents('members')).toHaveLength(SEED_MEMBERS.length);
    expect(await documents('gallery')).toHaveLength(SEED_GALLERY.length);
    expect(await documents('events')).toHaveLength(SEED_PROGRAMMES.length);
    expect(await documents('parishes')).toHaveLength(1);
    expect(await documents('pageVersions')).toHaveLength(6);
  });
});

describe('npm run seed -- --years 1', () => {
  let young: LocalBackend;
  let youngData: string;
  beforeAll(async () => {
    youngData = await mkdtemp(path.join(tmpdir(), 'seed-years-test-'));
    young = await startLocalBackend({
      firestorePort: 0,
      storagePort: 0,
      dataDir: youngData,
      projectId,
      authEmulatorUrl: `http://${authHost}`,
    });
  });
  afterAll(async () => {
    await young?.close();
    await rm(youngData, { recursive: true, force: true });
  });

  it('fills an empty backend with a made-up site a year old, through the same rules', async () => {
    const size = siteSize(1);
    const run = await runSeed(['--years', '1'], young);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `seeded ${size.members} members, ${size.messages} messages, ` +
        `${size.gallery} gallery images, ${size.programmes} programmes`,
    );
    expect(await documents('members', young)).toHaveLength(size.members);
    const gallery = await documents('gallery', young);
    expect(gallery).toHaveLength(size.gallery);
    const photo = await fetch(text(gallery[0] ?? {}, 'thumbUrl'));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses an age that is not a number of years', async () => {
    const run = await runSeed(['--years', 'ten'], young);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--years takes a whole number from 1 to 30');
  });
});
