// @vitest-environment node
/**
 * `npm run publish`: the site built and deployed to Hosting alone through the deploy script, in a
 * temporary project folder with copies of the committed files and a made-up production
 * configuration; the commands it runs (recorded, or printed by --dry-run) and what it refuses.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD, GENERATED_DIR, type Command } from '../../publish/deploy';
import { PUBLISH_USAGE, parsePublishArgs, publish } from '../../publish/publish';
import { DEMO_PROJECT_ID } from '../../src/services/firebaseConfig';

const repo = path.resolve(import.meta.dirname, '../..');
const PROJECT = 'youth-commission-agra';
const PRODUCTION_ENV = [
  'VITE_FIREBASE_API_KEY=AIzaSy-example',
  `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`,
  `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
  `VITE_FIREBASE_STORAGE_BUCKET=${PROJECT}.firebasestorage.app`,
  'VITE_FIREBASE_APP_ID=1:2:web:3',
  'VITE_REGISTRANT_TENANT=registrants-k3x9p',
].join('\n');

let tmp = '';
let projects = 0;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'publish-test-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});
// The configuration comes from the project folder's .env files only (the unit tests run with
// VITE_USE_EMULATORS=true, which a publish rightly refuses).
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
  for (const file of [
    'firestore.rules',
    'firestore.indexes.json',
    'storage.rules',
    'firebase.json',
  ])
    await copyFile(path.join(repo, file), path.join(root, file));
  if (env !== undefined) await writeFile(path.join(root, '.env.production.local'), `${env}\n`);
  return root;
}

describe('parsePublishArgs', () => {
  it.each<[string[], ReturnType<typeof parsePublishArgs>]>([
    [[], { dryRun: false }],
    [['--dry-run'], { dryRun: true }],
    [['--help'], 'help'],
    [['-h'], 'help'],
    [['--dry-run', '--help'], 'help'],
  ])('%j → %j', (argv, expected) => {
    expect(parsePublishArgs(argv)).toEqual(expected);
  });

  it.each([['--only'], ['--only', 'firestore:rules'], ['hosting']])(
    'refuses %j with the usage (a publish deploys the site alone)',
    (...argv) => {
      expect(() => parsePublishArgs(argv)).toThrow(`Unknown argument ${argv[0]}.`);
      expect(() => parsePublishArgs(argv)).toThrow(PUBLISH_USAGE);
    },
  );
});

describe('publish', () => {
  it('builds the site, then deploys Hosting only, with the deploy script’s firebase.json', async () => {
    const root = await project(PRODUCTION_ENV);
    const ran: { command: Command; cwd: string }[] = [];
    await publish({ root, run: async (command, cwd) => void ran.push({ command, cwd }), log() {} });
    expect(ran.map(({ cwd }) => cwd)).toEqual([root, root]);
    expect(ran[0]?.command).toEqual(BUILD);
    const args = ran[1]?.command.args ?? [];
    expect(args.slice(1)).toEqual([
      'deploy',
      '--only',
      'hosting',
      '--config',
      path.join(root, GENERATED_DIR, 'firebase.json'),
      '--project',
      PROJECT,
    ]);
    expect(args[0]).toMatch(/node_modules\/firebase-tools\/lib\/bin\/firebase\.js$/);
    expect(existsSync(path.join(root, GENERATED_DIR, 'firebase.json'))).toBe(true);
  });

  it('deploys nothing when the build fails', async () => {
    const root = await project(PRODUCTION_ENV);
    const ran: Command[] = [];
    const failing = publish({
      root,
      log() {},
      run: async (command) => {
        ran.push(command);
        if (command === BUILD) throw new Error('stopped with exit code 1');
      },
    });
    await expect(failing).rejects.toThrow('npm run build: stopped with exit code 1');
    expect(ran).toEqual([BUILD]);
  });

  it.each([
    ['no configuration', undefined, /VITE_FIREBASE_API_KEY is not set/],
    [
      'a configuration without the storage bucket',
      PRODUCTION_ENV.replace(/^VITE_FIREBASE_STORAGE_BUCKET=.*$/m, ''),
      /VITE_FIREBASE_STORAGE_BUCKET is not set/,
    ],
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
    await expect(publish({ root, run, log: () => {} })).rejects.toThrow(message);
    expect(run).not.toHaveBeenCalled();
    expect(existsSync(path.join(root, GENERATED_DIR))).toBe(false);
  });
});

describe('npm run publish as a person runs it', () => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

  /** `npm run publish -- …` without npm: the same script, run in the project folder. */
  function command(root: string, args: string[]) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', tsx, path.join(repo, 'publish/publish.ts'), ...args],
        { cwd: root, env: { PATH: process.env.PATH } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('--dry-run prints the build and the Hosting deploy, and runs neither', async () => {
    const root = await project(PRODUCTION_ENV);
    const { code, stdout, stderr } = await command(root, ['--dry-run']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Would run: npm run build\n');
    expect(stdout).toMatch(
      new RegExp(
        'Would run: node \\S+/node_modules/firebase-tools/lib/bin/firebase\\.js deploy ' +
          `--only hosting --config .deploy/firebase.json --project ${PROJECT}\\n`,
      ),
    );
    expect(stdout).not.toContain('Published.');
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('says why it refuses an incomplete configuration, and exits with 1', async () => {
    const root = await project(PRODUCTION_ENV.replace(/^VITE_FIREBASE_AUTH_DOMAIN=.*$/m, ''));
    // A dry run, so that nothing could run even if it did not refuse.
    const { code, stdout, stderr } = await command(root, ['--dry-run']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Not published: VITE_FIREBASE_AUTH_DOMAIN is not set\./);
    expect(existsSync(path.join(root, GENERATED_DIR))).toBe(false);
  });

  it('prints its usage with --help', async () => {
    const { code, stdout } = await command(await project(), ['--help']);
    expect(code).toBe(0);
    expect(stdout).toBe(`${PUBLISH_USAGE}\n`);
  });
});
