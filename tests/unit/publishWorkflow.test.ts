// @vitest-environment node
/**
 * The scheduled publish (.github/workflows/publish.yml), read as GitHub reads it: it runs
 * `npm run publish` every night at a quiet hour in India and on demand, with the production
 * configuration and a Google sign-in, keyless when Workload Identity Federation is set up; and,
 * each in a job of its own with a Google identity of its own, `npm run prune-accounts`,
 * `npm run count-programmes` and `npm run send-reminders`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NIGHTLY_PUBLISH_INDIA_TIME } from '../../src/domain/publishState';
import { SITE_UTC_OFFSET_MINUTES } from '../../src/domain/siteClock';
import { REQUIRED_PRODUCTION_VARIABLES } from '../../src/services/firebaseConfig';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  needs?: unknown;
  permissions?: unknown;
  steps: Step[];
}
interface Workflow {
  on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const file = path.resolve(import.meta.dirname, '../../.github/workflows/publish.yml');
const workflow = parse(readFileSync(file, 'utf8')) as Workflow;
const publishJob = workflow.jobs.publish;
const steps = publishJob?.steps ?? [];
const indexOf = (find: (step: Step) => boolean) => steps.findIndex(find);

/** The Google sign-in steps of a job: when each runs, and with what. */
const googleSignIns = (jobSteps: Step[]) =>
  jobSteps.filter((s) => s.uses?.startsWith('google-github-actions/auth@'));

/** The time in India (UTC+5:30, no daylight saving) of a daily cron line's minute and hour. */
function indiaTime(cron: string): string {
  const [minute, hour, ...rest] = cron.trim().split(/\s+/);
  if (rest.join(' ') !== '* * *' || !/^\d+$/.test(minute ?? '') || !/^\d+$/.test(hour ?? ''))
    throw new Error(`Not a daily run at one time: ${cron}`);
  const minutes = (Number(hour) * 60 + Number(minute) + SITE_UTC_OFFSET_MINUTES) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

describe('indiaTime', () => {
  it.each([
    ['0 0 * * *', '05:30'],
    ['47 21 * * *', '03:17'],
    ['30 18 * * *', '00:00'],
    ['59 23 * * *', '05:29'],
  ])('%s → %s', (cron, time) => {
    expect(indiaTime(cron)).toBe(time);
  });

  it.each(['0 0 * * 1', '*/5 * * * *', '0 1,13 * * *'])('refuses %s', (cron) => {
    expect(() => indiaTime(cron)).toThrow();
  });
});

describe('the publish workflow', () => {
  it('runs every night at a quiet hour in India (between 1 and 5 in the morning)', () => {
    const times = (workflow.on.schedule ?? []).map(({ cron }) => indiaTime(cron));
    expect(times).toHaveLength(1);
    expect(times[0]! >= '01:00' && times[0]! < '05:00', times[0]).toBe(true);
  });

  it('runs at the time Settings → Publishing tells the team', () => {
    const times = (workflow.on.schedule ?? []).map(({ cron }) => indiaTime(cron));
    expect(times).toEqual([NIGHTLY_PUBLISH_INDIA_TIME]);
  });

  it('can be run on demand', () => {
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('has four jobs, the publish, the prune of sign-in accounts, the count of programmes and the reminders, none waiting for another', () => {
    expect(Object.keys(workflow.jobs)).toEqual([
      'publish',
      'prune-accounts',
      'count-programmes',
      'send-reminders',
    ]);
    for (const job of Object.values(workflow.jobs)) expect(job.needs).toBeUndefined();
  });

  it('publishes in a job that installs with npm ci on Node 20, then runs npm run publish last', () => {
    const setupNode = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(String(setupNode?.with?.['node-version'])).toBe('20');
    expect(indexOf((s) => s.uses?.startsWith('actions/checkout@') ?? false)).toBe(0);
    const install = indexOf((s) => s.run === 'npm ci');
    expect(install).toBeGreaterThan(indexOf((s) => s === setupNode));
    expect(steps.at(-1)?.run).toBe('npm run publish');
    expect(steps.filter((s) => s.run?.includes('publish'))).toHaveLength(1);
  });

  it('gives the build the production configuration from the repository variables', () => {
    const env = publishJob?.env ?? {};
    for (const name of [
      ...REQUIRED_PRODUCTION_VARIABLES,
      'VITE_FIREBASE_APP_ID',
      'VITE_SITE_URL',
      'VITE_PUBLISH_WORKFLOW_URL',
    ])
      expect(env[name], name).toBe(`\${{ vars.${name} }}`);
    expect(Object.keys(env).every((name) => name.startsWith('VITE_'))).toBe(true);
    expect(env).not.toHaveProperty('VITE_USE_EMULATORS');
  });

  it('signs in to Google keylessly when a Workload Identity provider is set, else with a key', () => {
    const auth = googleSignIns(steps);
    expect(auth.map((s) => [s.if, s.with])).toEqual([
      [
        "${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER != '' }}",
        {
          workload_identity_provider: '${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}',
          service_account: '${{ vars.GCP_SERVICE_ACCOUNT }}',
        },
      ],
      [
        "${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER == '' }}",
        { credentials_json: '${{ secrets.GCP_SERVICE_ACCOUNT_KEY }}' },
      ],
    ]);
    // Signed in after the dependencies are installed and before the publish.
    const first = steps.indexOf(auth[0]!);
    expect(first).toBeGreaterThan(indexOf((s) => s.run === 'npm ci'));
    expect(steps.indexOf(auth[1]!)).toBe(steps.length - 2);
    // The keyless sign-in needs GitHub's identity token; nothing else may write.
    expect(workflow.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });
});

/**
 * The jobs beside the publish: each runs one command against the production project, signed in
 * to Google as a service account of its own, and holds no right to deploy.
 */
const SIDE_JOBS = [
  {
    job: 'prune-accounts',
    what: 'the nightly prune of sign-in accounts',
    // The project's accounts and the registrants' tenant's; it deletes: never a dry run here.
    command: 'npm run prune-accounts -- --project "$PROJECT_ID" --tenant "$REGISTRANT_TENANT"',
    env: {
      PROJECT_ID: '${{ vars.VITE_FIREBASE_PROJECT_ID }}',
      REGISTRANT_TENANT: '${{ vars.VITE_REGISTRANT_TENANT }}',
    },
    identity: 'GCP_PRUNE_SERVICE_ACCOUNT',
  },
  {
    job: 'count-programmes',
    what: 'the nightly count of programmes',
    // It writes the counts: never a dry run here.
    command: 'npm run count-programmes -- --project "$PROJECT_ID"',
    env: { PROJECT_ID: '${{ vars.VITE_FIREBASE_PROJECT_ID }}' },
    identity: 'GCP_COUNT_SERVICE_ACCOUNT',
  },
  {
    job: 'send-reminders',
    what: 'the nightly reminders',
    // It sends the e-mails: never a dry run here.
    command: 'npm run send-reminders -- --project "$PROJECT_ID"',
    env: {
      PROJECT_ID: '${{ vars.VITE_FIREBASE_PROJECT_ID }}',
      SITE_URL: '${{ vars.VITE_SITE_URL }}',
    },
    identity: 'GCP_REMIND_SERVICE_ACCOUNT',
    // The SMTP server's password, given to the command alone (npm ci never sees it).
    secrets: { SMTP_URL: '${{ secrets.SMTP_URL }}', MAIL_FROM: '${{ secrets.MAIL_FROM }}' },
  },
] as const;

describe.each(SIDE_JOBS)('$what', (sideJobInfo) => {
  const { job, command, env, identity } = sideJobInfo;
  const sideJob = workflow.jobs[job];
  const sideSteps = sideJob?.steps ?? [];

  it('gives its secrets to the command alone, and none to any other step', () => {
    const secrets = 'secrets' in sideJobInfo ? sideJobInfo.secrets : undefined;
    expect(sideSteps.at(-1)?.env).toEqual(secrets);
    for (const step of sideSteps.slice(0, -1)) expect(step.env).toBeUndefined();
    expect(JSON.stringify(sideJob?.env ?? {})).not.toContain('secrets.');
  });

  it(`installs with npm ci on Node 20, then runs ${command.split(' -- ')[0]} for the production project last`, () => {
    expect(sideSteps[0]?.uses).toMatch(/^actions\/checkout@/);
    const setupNode = sideSteps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(String(setupNode?.with?.['node-version'])).toBe('20');
    expect(sideSteps.findIndex((s) => s.run === 'npm ci')).toBeGreaterThan(
      sideSteps.indexOf(setupNode!),
    );
    expect(sideSteps.at(-1)?.run).toBe(command);
    expect(sideJob?.env).toEqual(env);
    expect(sideSteps.filter((s) => s.run).map((s) => s.run)).toEqual(['npm ci', command]);
  });

  it('signs in to Google as its own service account, keylessly or with its own key', () => {
    const auth = googleSignIns(sideSteps);
    expect(auth.map((s) => [s.if, s.with])).toEqual([
      [
        "${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER != '' }}",
        {
          workload_identity_provider: '${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}',
          service_account: `\${{ vars.${identity} }}`,
        },
      ],
      [
        "${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER == '' }}",
        { credentials_json: `\${{ secrets.${identity}_KEY }}` },
      ],
    ]);
    expect(sideSteps.indexOf(auth[0]!)).toBeGreaterThan(
      sideSteps.findIndex((s) => s.run === 'npm ci'),
    );
    expect(sideSteps.indexOf(auth[1]!)).toBe(sideSteps.length - 2);
  });

  it("holds no deploy rights: not the publish's identity, no deploy, no build, no wider permissions", () => {
    const side = JSON.stringify(sideJob);
    for (const publishIdentity of [
      'vars.GCP_SERVICE_ACCOUNT }}',
      'secrets.GCP_SERVICE_ACCOUNT_KEY',
    ])
      expect(side).not.toContain(publishIdentity);
    for (const deploying of ['publish', 'deploy', 'firebase ', 'build'])
      expect(
        sideSteps.some((s) => s.run?.includes(deploying)),
        deploying,
      ).toBe(false);
    expect(Object.keys(sideJob?.env ?? {}).some((name) => name.startsWith('VITE_'))).toBe(false);
    expect(sideJob?.permissions).toBeUndefined();
    // And no other job holds its identity.
    for (const [name, other] of Object.entries(workflow.jobs))
      if (name !== job) expect(JSON.stringify(other), name).not.toContain(identity);
  });
});
