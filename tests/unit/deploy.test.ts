// @vitest-environment node
/**
 * `npm run deploy` end to end, without deploying: on copies of the committed firestore.rules,
 * storage.rules and firebase.json in a temporary project folder with a made-up production
 * configuration (.env.production.local), the files it writes into .deploy/, the commands it runs
 * (recorded, or printed by --dry-run), what it refuses, and how firebase-tools reads the files.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD, GENERATED_DIR, deploy, type Command } from '../../publish/deploy';
import { ANALYTICS_SOURCES, type FirebaseJson } from '../../publish/deployConfig';
import { LOCAL_REGISTRANT_TENANT } from '../../src/domain/registration/registrantTenant';
import { localStorageTarget, storageUrlStart } from '../../src/domain/limits';
import { DEMO_PROJECT_ID } from '../../src/services/firebaseConfig';
import { cspAllows, parsePolicy } from './contentSecurityPolicy';

const repo = path.resolve(import.meta.dirname, '../..');
const COMMITTED_FILES = [
  'firestore.rules',
  'firestore.indexes.json',
  'storage.rules',
  'firebase.json',
];
const PROJECT = 'youth-commission-agra';
const BUCKET = `${PROJECT}.firebasestorage.app`;
const PRODUCTION_ENV = [
  'VITE_FIREBASE_API_KEY=AIzaSy-example',
  `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`,
  `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
  `VITE_FIREBASE_STORAGE_BUCKET=${BUCKET}`,
  'VITE_FIREBASE_APP_ID=1:2:web:3',
  'VITE_REGISTRANT_TENANT=registrants-k3x9p',
].join('\n');
const SITE = `https://${PROJECT}.web.app`;

let tmp = '';
let projects = 0;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'deploy-test-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

// The configuration comes from the project folder's .env files only: none from this process
// (the unit tests run with VITE_USE_EMULATORS=true, which the deploy would rightly refuse).
beforeEach(() => {
  for (const key of Object.keys(process.env))
    if (key.startsWith('VITE_')) vi.stubEnv(key, undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A project folder: the committed files, and `env` as .env.production.local when given. */
async function project(env?: string): Promise<string> {
  const root = path.join(tmp, `project-${++projects}`);
  await mkdir(root);
  for (const file of COMMITTED_FILES) await copyFile(path.join(repo, file), path.join(root, file));
  if (env !== undefined) await writeFile(path.join(root, '.env.production.local'), `${env}\n`);
  return root;
}

const generated = (root: string, file: string) =>
  readFile(path.join(root, GENERATED_DIR, file), 'utf8');
const committed = (file: string) => readFile(path.join(repo, file), 'utf8');

/** The Content-Security-Policy of every response (the `**` rule) of a firebase.json. */
function policyOf(config: FirebaseJson) {
  const value = config.hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
  return parsePolicy(value ?? '');
}

/** What the project's index list says: every index built. */
const INDEXES_BUILT =
  '\u001b[1mCompound Indexes\u001b[22m\n\u001b[32m[READY] \u001b[39m(gallery) -- (createdAt,DESCENDING)\n';

/**
 * Deploys `root` with a runner that records the commands instead of running them, and a reader
 * that says every index is built.
 */
async function recordedDeploy(root: string, options: Parameters<typeof deploy>[0] = {}) {
  const ran: { command: Command; cwd: string }[] = [];
  const lines: string[] = [];
  await deploy({
    root,
    run: async (command, cwd) => {
      ran.push({ command, cwd });
    },
    read: async () => INDEXES_BUILT,
    sleep: async () => {},
    log: (line) => lines.push(line),
    ...options,
  });
  return { ran, lines };
}

describe('the files it deploys', () => {
  it("firestore.rules: the committed rules with the project's bucket in storageUrlStart() and its registrants' tenant in registrantTenant()", async () => {
    const root = await project(PRODUCTION_ENV);
    await recordedDeploy(root);

    const local = `'${storageUrlStart(localStorageTarget(DEMO_PROJECT_ID))}'`;
    const hosted = `'${storageUrlStart({ bucket: BUCKET, emulators: false })}'`;
    const rules = await committed('firestore.rules');
    expect(rules.split(local)).toHaveLength(2);
    expect(rules.split(`'${LOCAL_REGISTRANT_TENANT}'`)).toHaveLength(2);
    const deployed = await generated(root, 'firestore.rules');
    expect(deployed).toBe(
      rules.replace(local, hosted).replace(`'${LOCAL_REGISTRANT_TENANT}'`, "'registrants-k3x9p'"),
    );
    expect(/function storageUrlStart\(\) \{\s*return '([^']*)';/.exec(deployed)?.[1]).toBe(
      `https://firebasestorage[.]googleapis[.]com/v0/b/${PROJECT}[.]firebasestorage[.]app/o/`,
    );
  });

  it('storage.rules: as committed', async () => {
    const root = await project(PRODUCTION_ENV);
    await recordedDeploy(root);
    expect(await generated(root, 'storage.rules')).toBe(await committed('storage.rules'));
  });

  it('firebase.json: the generated rules, the build, and every other setting as committed', async () => {
    const root = await project(PRODUCTION_ENV);
    await recordedDeploy(root);
    const deployed = JSON.parse(await generated(root, 'firebase.json')) as FirebaseJson;
    const original = JSON.parse(await committed('firebase.json')) as FirebaseJson;

    expect(deployed.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
    expect(await generated(root, 'firestore.indexes.json')).toBe(
      await committed('firestore.indexes.json'),
    );
    expect(deployed.storage).toEqual({ rules: 'storage.rules' });
    expect(deployed.hosting.public).toBe(path.join(root, 'dist'));
    expect(deployed).not.toHaveProperty('emulators');
    // Every other hosting setting and header as committed; the policy is checked below.
    const withoutPolicy = (hosting: FirebaseJson['hosting']) => ({
      ...hosting,
      public: 'checked above',
      headers: hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.filter((h) => h.key !== 'Content-Security-Policy'),
      })),
    });
    expect(withoutPolicy(deployed.hosting)).toEqual(withoutPolicy(original.hosting));
  });

  it("firebase.json: a policy that reaches the project's bucket only, and no analytics host", async () => {
    const root = await project(PRODUCTION_ENV);
    const { lines } = await recordedDeploy(root);
    const deployed = policyOf(JSON.parse(await generated(root, 'firebase.json')) as FirebaseJson);
    const original = policyOf(JSON.parse(await committed('firebase.json')) as FirebaseJson);

    const bucketSource = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/`;
    const narrowed = (sources: string[] = []) =>
      sources.map((s) => (s === 'https://firebasestorage.googleapis.com' ? bucketSource : s));
    expect(Object.fromEntries(deployed)).toEqual(
      Object.fromEntries([...original].map(([name, sources]) => [name, narrowed(sources)])),
    );
    const image = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/gallery%2Fgallery_1_a.jpg?alt=media&token=t`;
    const foreign = image.replace(BUCKET, 'someone-else.appspot.com');
    for (const directive of ['img-src', 'connect-src']) {
      expect(cspAllows(deployed, directive, image, SITE), directive).toBe(true);
      expect(cspAllows(deployed, directive, foreign, SITE), directive).toBe(false);
    }
    expect(
      cspAllows(deployed, 'script-src', 'https://www.googletagmanager.com/gtag/js', SITE),
    ).toBe(false);
    expect(lines.join('\n')).toContain(
      'no analytics host (VITE_FIREBASE_MEASUREMENT_ID is not set)',
    );
  });

  it.each([
    ['in .env.production.local', `${PRODUCTION_ENV}\nVITE_FIREBASE_MEASUREMENT_ID=G-ABC123`, {}],
    // A production build takes VITE_* variables of the shell over the files; so does the deploy.
    ['in the environment', PRODUCTION_ENV, { VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123' }],
  ])('firebase.json: Google Analytics allowed with a measurement id %s', async (_, env, shell) => {
    for (const [key, value] of Object.entries(shell)) vi.stubEnv(key, value);
    const root = await project(env);
    const { lines } = await recordedDeploy(root);
    const deployed = policyOf(JSON.parse(await generated(root, 'firebase.json')) as FirebaseJson);

    for (const [directive, sources] of Object.entries(ANALYTICS_SOURCES))
      expect(deployed.get(directive), directive).toEqual(expect.arrayContaining([...sources]));
    expect(
      cspAllows(
        deployed,
        'script-src',
        'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
        SITE,
      ),
    ).toBe(true);
    expect(
      cspAllows(deployed, 'connect-src', 'https://region1.google-analytics.com/g/collect', SITE),
    ).toBe(true);
    expect(lines.join('\n')).toContain('and Google Analytics (G-ABC123)');
  });

  it('firebase-tools finds the rules beside firebase.json and the build in dist/', async () => {
    const root = await project(PRODUCTION_ENV);
    await recordedDeploy(root);
    // firebase-tools' own reading of a file given with --config, as `firebase deploy` does it.
    const { Config } = createRequire(import.meta.url)('firebase-tools/lib/config.js') as {
      Config: {
        load(options: { configPath: string; cwd: string }): {
          src: FirebaseJson;
          path(file: string): string;
        };
      };
    };
    const config = Config.load({
      configPath: path.join(root, GENERATED_DIR, 'firebase.json'),
      cwd: os.tmpdir(),
    });
    expect(config.path(config.src.firestore.rules)).toBe(
      path.join(root, GENERATED_DIR, 'firestore.rules'),
    );
    expect(config.path(config.src.storage.rules)).toBe(
      path.join(root, GENERATED_DIR, 'storage.rules'),
    );
    expect(config.path(config.src.hosting.public)).toBe(path.join(root, 'dist'));
    // Why the build is named by its absolute path: a relative path out of the folder is refused.
    expect(() => config.path('../dist')).toThrow(/outside of project directory/);
  });
});

describe('the commands it runs', () => {
  const firebaseCli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );

  const firebase = (root: string, ...args: string[]): Command => ({
    command: process.execPath,
    args: [
      firebaseCli,
      ...args,
      '--config',
      path.join(root, GENERATED_DIR, 'firebase.json'),
      '--project',
      PROJECT,
    ],
  });

  it("deploys the indexes, then builds the site and deploys the rest, with this project's firebase-tools", async () => {
    const root = await project(PRODUCTION_ENV);
    const { ran, lines } = await recordedDeploy(root);
    expect(ran).toEqual([
      {
        command: firebase(root, 'deploy', '--only', 'firestore:indexes', '--non-interactive'),
        cwd: root,
      },
      { command: BUILD, cwd: root },
      {
        command: firebase(root, 'deploy', '--only', 'firestore:rules,storage,hosting'),
        cwd: root,
      },
    ]);
    expect(lines).toContain('Every index is built.');
    expect(BUILD).toEqual({ command: 'npm', args: ['run', 'build'] });
  });

  it('waits until no index is still being built before it builds and deploys the site', async () => {
    const root = await project(PRODUCTION_ENV);
    const building = '\u001b[33m[CREATING] \u001b[39m(gallery) -- (programmeId,ASCENDING)\n';
    const answers = [building + INDEXES_BUILT, building, INDEXES_BUILT];
    const order: string[] = [];
    const { lines } = await recordedDeploy(root, {
      run: async (command) => {
        order.push(command.args.includes('deploy') ? command.args.slice(2, 4).join(' ') : 'build');
      },
      read: async (command) => {
        expect(command).toEqual(firebase(root, 'firestore:indexes', '--pretty'));
        order.push('list');
        return answers.shift() ?? '';
      },
    });
    expect(order).toEqual([
      '--only firestore:indexes',
      'list',
      'list',
      'list',
      'build',
      '--only firestore:rules,storage,hosting',
    ]);
    expect(lines.filter((line) => line.startsWith('Waiting for 1 index(es)'))).toHaveLength(2);
  });

  it('gives up, deploying nothing more, when the indexes are still building after 30 minutes', async () => {
    const root = await project(PRODUCTION_ENV);
    const ran: Command[] = [];
    const failing = deploy({
      root,
      log: () => {},
      run: async (command) => {
        ran.push(command);
      },
      read: async () => '[CREATING] (gallery) -- (programmeId,ASCENDING)\n',
      sleep: async () => {},
    });
    await expect(failing).rejects.toThrow('1 index(es) still building after 30 minutes');
    expect(ran).toHaveLength(1);
  });

  it('builds nothing and deploys no index when neither Hosting nor the indexes are deployed', async () => {
    const root = await project(PRODUCTION_ENV);
    const { ran } = await recordedDeploy(root, { only: 'firestore:rules,storage' });
    expect(ran.map(({ command }) => command)).toEqual([
      firebase(root, 'deploy', '--only', 'firestore:rules,storage'),
    ]);
  });

  it('builds with the command it is given (a build with content, say)', async () => {
    const root = await project(PRODUCTION_ENV);
    const build = { command: 'npm', args: ['run', 'build:content'] };
    const { ran } = await recordedDeploy(root, { only: 'hosting', build });
    expect(ran.map(({ command }) => command)[0]).toEqual(build);
    expect(ran).toHaveLength(2);
  });

  it('deploys nothing when the build fails', async () => {
    const root = await project(PRODUCTION_ENV);
    const ran: Command[] = [];
    const failing = deploy({
      root,
      log: () => {},
      run: async (command) => {
        ran.push(command);
        if (command === BUILD) throw new Error('stopped with exit code 2');
      },
      read: async () => INDEXES_BUILT,
    });
    await expect(failing).rejects.toThrow('npm run build: stopped with exit code 2');
    expect(ran.at(-1)).toEqual(BUILD);
    expect(ran.filter((command) => command.args.includes('--only'))).toHaveLength(1);
  });

  it.each([
    ['no configuration', undefined, /VITE_FIREBASE_API_KEY is not set/],
    [
      'the demo project',
      PRODUCTION_ENV.replace(`PROJECT_ID=${PROJECT}`, `PROJECT_ID=${DEMO_PROJECT_ID}`),
      /demo- projects exist only on the local emulators/,
    ],
    [
      'a build wired to the emulators',
      `${PRODUCTION_ENV}\nVITE_USE_EMULATORS=true`,
      /VITE_USE_EMULATORS is on/,
    ],
  ])('refuses %s, before writing or running anything', async (_, env, message) => {
    const root = await project(env);
    const run = vi.fn(async () => {});
    await expect(deploy({ root, run, log: () => {} })).rejects.toThrow(message);
    expect(run).not.toHaveBeenCalled();
    expect(existsSync(path.join(root, GENERATED_DIR))).toBe(false);
  });
});

describe('npm run deploy as a person runs it', () => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

  /** `npm run deploy -- …` without npm: the same script, run in the project folder. */
  function command(root: string, args: string[]) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', tsx, path.join(repo, 'publish/deploy.ts'), ...args],
        { cwd: root, env: { PATH: process.env.PATH } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('--dry-run writes the files and prints the commands', async () => {
    const root = await project(PRODUCTION_ENV);
    const { code, stdout, stderr } = await command(root, ['--dry-run', '--only', 'hosting']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`Project ${PROJECT}, bucket ${BUCKET}. Wrote .deploy/:`);
    expect(stdout).toContain('Would run: npm run build\n');
    expect(stdout).toMatch(
      new RegExp(
        'Would run: node \\S+/node_modules/firebase-tools/lib/bin/firebase\\.js deploy ' +
          `--only hosting --config .deploy/firebase.json --project ${PROJECT}\\n`,
      ),
    );
    expect(await generated(root, 'storage.rules')).toBe(await committed('storage.rules'));
  });

  it('says why it refuses, and exits with 1', async () => {
    const root = await project(
      PRODUCTION_ENV.replace(`PROJECT_ID=${PROJECT}`, `PROJECT_ID=${DEMO_PROJECT_ID}`),
    );
    const { code, stdout, stderr } = await command(root, ['--dry-run']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Not deployed: VITE_FIREBASE_PROJECT_ID is demo-youth-commission: /);
    expect(existsSync(path.join(root, GENERATED_DIR))).toBe(false);
  });
});
