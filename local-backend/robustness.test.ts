/**
 * Bad input gets a 400 (or 404, 413) with a JSON message and never takes the backend down; data
 * survives a restart; the CLI starts, reports its ports and stops on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDoc, doc } from 'firebase/firestore/lite';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { startLocalBackend } from './server';
import { ADMIN, BUCKET, HOST, PNG_BYTES, PROJECT_ID, idToken, post } from './testSupport';
import { backendForFile } from './testFileBackend';
import { addStamped, stampedWrites } from './testStamps';

const t = backendForFile();

const authorized = () => ({ Authorization: `Bearer ${idToken(ADMIN!)}` });
const docName = (p: string) => `projects/${PROJECT_ID}/databases/(default)/documents/${p}`;

/** The backend still answers a normal query. */
async function stillServing() {
  const answer = await post(`${t.documentsUrl}:runQuery`, {
    structuredQuery: { from: [{ collectionId: 'members' }] },
  });
  expect(answer.status).toBe(200);
}

describe('malformed Firestore requests', () => {
  const cases: [string, string, unknown, number, RegExp][] = [
    ['bad JSON', ':runQuery', '{"structuredQuery": ', 400, /not valid JSON/],
    ['a JSON array body', ':commit', '[]', 400, /expected a JSON object/],
    ['no structured query', ':runQuery', {}, 400, /needs a structuredQuery/],
    [
      'no collection',
      ':runQuery',
      { structuredQuery: { from: [] } },
      400,
      /exactly one collection/,
    ],
    [
      'an unknown operator',
      ':runQuery',
      {
        structuredQuery: {
          from: [{ collectionId: 'members' }],
          where: {
            fieldFilter: { field: { fieldPath: 'a' }, op: 'LIKE', value: { stringValue: 'x' } },
          },
        },
      },
      400,
      /unknown value "LIKE"/,
    ],
    [
      'a bad field path',
      ':runQuery',
      {
        structuredQuery: {
          from: [{ collectionId: 'members' }],
          orderBy: [{ field: { fieldPath: 'a..b' } }],
        },
      },
      400,
      /Invalid field path/,
    ],
    [
      'a negative limit',
      ':runQuery',
      { structuredQuery: { from: [{ collectionId: 'members' }], limit: -1 } },
      400,
      /limit must be a non-negative integer/,
    ],
    [
      'a bad value encoding',
      ':commit',
      {
        writes: [
          { update: { name: docName('members/x'), fields: { a: { integerValue: 'ten' } } } },
        ],
      },
      400,
      /invalid integerValue/,
    ],
    [
      'an unknown value type',
      ':commit',
      { writes: [{ update: { name: docName('members/x'), fields: { a: { fooValue: 1 } } } }] },
      400,
      /unknown value type fooValue/,
    ],
    [
      'a collection name where a document belongs',
      ':commit',
      { writes: [{ delete: docName('members') }] },
      400,
      /names a collection/,
    ],
    [
      'a document of another project',
      ':batchGet',
      { documents: ['projects/other/databases/(default)/documents/members/x'] },
      400,
      /is not a document of/,
    ],
    ['an unknown method', ':listen', {}, 404, /Unknown method/],
  ];
  it.each(cases)('answers %s with a JSON error', async (_what, method, body, status, message) => {
    const answer = await post(`${t.documentsUrl}${method}`, body, authorized());
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({
      error: { code: status, message: expect.stringMatching(message) },
    });
    await stillServing();
  });

  it('answers unknown routes, other databases and missing documents with 404', async () => {
    expect((await fetch(`${t.firestoreUrl}/nowhere`)).status).toBe(404);
    const badEncoding = await post(
      `${t.firestoreUrl}/v1/projects/%E0%A4/databases/(default)/documents:runQuery`,
      {},
    );
    expect(badEncoding.status).toBe(400);
    const other = await post(
      `${t.firestoreUrl}/v1/projects/other/databases/(default)/documents:runQuery`,
      {},
    );
    expect(other.status).toBe(404);
    const missing = await fetch(`${t.documentsUrl}/members/absent`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  it('refuses a body over the limit with 413 without reading it all, and keeps serving', async () => {
    const answer = await post(
      `${t.documentsUrl}:commit`,
      'x'.repeat(12 * 1024 * 1024),
      authorized(),
    );
    expect(answer.status).toBe(413);
    await stillServing();
  });

  it('survives bytes that are not HTTP', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(t.backend.firestorePort, HOST, () =>
        socket.write('\x00\x01 not http at all\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await stillServing();
  });
});

describe('malformed Storage requests', () => {
  const storage = () => `${t.storageUrl}/v0/b/${BUCKET}/o`;

  it('answers a broken multipart body, a missing name and unknown routes with errors', async () => {
    const broken = await post(`${storage()}?name=gallery%2Fa.png`, 'not multipart', {
      ...authorized(),
      'X-Goog-Upload-Protocol': 'multipart',
      'Content-Type': 'multipart/related; boundary=xyz',
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ error: { code: 400 } });
    const nameless = await post(storage(), '', {
      ...authorized(),
      'X-Goog-Upload-Protocol': 'multipart',
    });
    expect(nameless.status).toBe(400);
    expect((await fetch(`${storage()}/${encodeURIComponent('gallery/none.png')}`)).status).toBe(
      404,
    );
    expect((await post(`${t.storageUrl}/elsewhere`, '')).status).toBe(404);
    expect(
      (await post(`${storage()}?upload_id=unknown&name=gallery%2Fa.png`, '', authorized())).status,
    ).toBe(404);
  });

  it('refuses an oversized upload body with 413', async () => {
    const answer = await post(`${storage()}?name=gallery%2Fbig.png`, 'x'.repeat(11 * 1024 * 1024), {
      Authorization: `Firebase ${idToken(ADMIN!)}`,
      'Content-Type': 'image/png',
    });
    expect(answer.status).toBe(413);
  });
});

// Durable is `npm run dev`'s backend (each write waits for the disk); the tests' own skip the wait.
describe.each([true, false])('persistence, durable: %s', (durable) => {
  const t = backendForFile({ durable });

  it('keeps documents and files across a restart, and leaves no temporary files', async () => {
    const before = t.clients(ADMIN);
    const added = await addStamped(before.db, 'members', {
      name: 'Persisted',
      role: 'Member',
      startYear: 2020,
      endYear: 2021,
      imageUrl: '',
      createdAt: new Date().toISOString(),
    });
    const file = ref(before.storage, 'gallery/gallery_1_persisted.png');
    await uploadBytes(file, PNG_BYTES, { contentType: 'image/png' });
    const url = await getDownloadURL(file);

    await t.restart();
    const after = t.clients(null);
    expect((await getDoc(doc(after.db, 'members', added.id))).get('name')).toBe('Persisted');
    const newUrl = url.replace(/:\d+\//, `:${t.backend.storagePort}/`);
    const bytes = Buffer.from(await (await fetch(newUrl)).arrayBuffer());
    expect(bytes.equals(PNG_BYTES)).toBe(true);

    const stored = JSON.parse(
      await readFile(path.join(t.dataDir, 'firestore', 'documents.json'), 'utf8'),
    ) as {
      documents: Record<string, unknown>;
    };
    expect(Object.keys(stored.documents)).toContain(`members/${added.id}`);
    const leftovers = [
      ...(await readdir(path.join(t.dataDir, 'firestore'))),
      ...(await readdir(path.join(t.dataDir, 'storage', 'objects'))),
    ].filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
});

describe('temp files left by a killed backend', () => {
  /** The pid of a process that has exited. */
  const deadPid = () =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.once('error', reject);
      child.once('exit', () => resolve(child.pid as number));
    });
  const hex = () => randomBytes(6).toString('hex');

  it('are removed at the next start: those of processes gone; real data and other files stay', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-leftovers-'));
    const start = () =>
      startLocalBackend({
        firestorePort: 0,
        storagePort: 0,
        dataDir,
        projectId: PROJECT_ID,
        authEmulatorUrl: t.auth.url,
        log: () => {},
      });
    let backend = await start();
    try {
      const firestore = `http://${HOST}:${backend.firestorePort}`;
      const documents = `${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
      const written = await post(
        `${documents}:commit`,
        {
          writes: stampedWrites([
            {
              update: {
                name: docName('members/survivor'),
                fields: {
                  name: { stringValue: 'Survivor' },
                  role: { stringValue: 'Member' },
                  createdAt: { stringValue: new Date().toISOString() },
                },
              },
            },
          ]),
        },
        authorized(),
      );
      expect(written.status).toBe(200);
      const object = `${BUCKET}/o/${encodeURIComponent('gallery/gallery_1_survivor.png')}`;
      const upload = await fetch(
        `http://${HOST}:${backend.storagePort}/v0/b/${BUCKET}/o?name=${encodeURIComponent('gallery/gallery_1_survivor.png')}`,
        {
          method: 'POST',
          headers: { ...authorized(), 'Content-Type': 'image/png' },
          body: PNG_BYTES,
        },
      );
      expect(upload.status).toBe(200);
      await backend.close();

      // What kill -9 in the middle of writes leaves: full-size temp files and upload folders.
      const dead = await deadPid();
      const firestoreDir = path.join(dataDir, 'firestore');
      const objectsDir = path.join(dataDir, 'storage', 'objects');
      const uploadsDir = path.join(dataDir, 'storage', 'uploads');
      const big = Buffer.alloc(256 * 1024, 'x');
      const leftovers = [
        path.join(firestoreDir, `.documents.json.${dead}-${hex()}.tmp`),
        path.join(firestoreDir, `.documents.json.${hex()}.tmp`),
        path.join(objectsDir, `.${'a'.repeat(64)}.json.${dead}-${hex()}.tmp`),
        path.join(uploadsDir, `${dead}-${randomUUID()}`, `${randomUUID()}.part`),
        path.join(uploadsDir, randomUUID(), `${randomUUID()}.part`),
      ];
      // A running process's (this one's) temp files, and files that are not temp files.
      const kept = [
        path.join(firestoreDir, `.documents.json.${process.pid}-${hex()}.tmp`),
        path.join(uploadsDir, `${process.pid}-${randomUUID()}`, `${randomUUID()}.part`),
        path.join(firestoreDir, 'notes.tmp'),
        path.join(firestoreDir, '.documents.json.bak'),
        path.join(objectsDir, `.${'b'.repeat(64)}.json.${dead}-${hex()}.tmp.keep`),
      ];
      for (const file of [...leftovers, ...kept]) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, big);
      }

      backend = await start();
      const exists = (file: string) =>
        stat(file).then(
          () => true,
          () => false,
        );
      for (const file of leftovers) expect(await exists(file), file).toBe(false);
      for (const dir of leftovers.filter((f) => f.endsWith('.part')).map(path.dirname))
        expect(await exists(dir), dir).toBe(false);
      for (const file of kept) expect(await exists(file), file).toBe(true);

      const member = await fetch(
        `http://${HOST}:${backend.firestorePort}/v1/projects/${PROJECT_ID}/databases/(default)/documents/members/survivor`,
      );
      expect(((await member.json()) as { fields: unknown }).fields).toMatchObject({
        name: { stringValue: 'Survivor' },
      });
      const bytes = await fetch(`http://${HOST}:${backend.storagePort}/v0/b/${object}?alt=media`);
      expect(Buffer.from(await bytes.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    } finally {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('clearing the data', () => {
  it('empties documents and files through clearData() and the emulator endpoint, refusing browsers', async () => {
    const admin = t.clients(ADMIN);
    const member = {
      name: 'Temporary',
      role: 'Member',
      startYear: 2020,
      endYear: 2021,
      imageUrl: '',
      createdAt: new Date().toISOString(),
    };
    const first = await addStamped(admin.db, 'members', member);
    await uploadBytes(ref(admin.storage, 'gallery/gallery_1_temporary.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    await t.backend.clearData();
    expect((await getDoc(first)).exists()).toBe(false);
    const file = `${t.storageUrl}/v0/b/${BUCKET}/o/${encodeURIComponent('gallery/gallery_1_temporary.png')}`;
    expect((await fetch(file)).status).toBe(404);

    const second = await addStamped(admin.db, 'members', member);
    const clearUrl = `${t.firestoreUrl}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
    const preflight = await fetch(clearUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(clearUrl, { method: 'DELETE' })).status).toBe(200);
    expect((await getDoc(second)).exists()).toBe(false);
  });
});

describe('npm run backend', () => {
  it('prints where it listens, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-cli-'));
    const cli = path.join(import.meta.dirname, 'main.ts');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--data',
        dataDir,
        '--firestore-port',
        '0',
        '--storage-port',
        '0',
        '--project',
        PROJECT_ID,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let output = '';
      const ports = await new Promise<number[]>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = [...output.matchAll(/on http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) =>
            Number(m[1]),
          );
          if (found.length === 2) resolve(found);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const answer = await fetch(`http://${HOST}:${ports[0]}/`);
      expect(await answer.text()).toBe('Ok\n');
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
