/**
 * `npm test`: every check of the project, in order (a step that mostly waits beside the one before
 * it), stopping at the first failure, then a summary with each step's time. Steps that belong to
 * optional parts run only when the file that makes them meaningful exists, and the summary says
 * when one was skipped and why. A step that needs
 * something this machine may lack (firestore.rules on Google's engine needs Java 21+ and the
 * emulator's jar) is skipped where it is missing, loudly, and never counted as passed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { KEEP_BUILD_IN } from '../tests/e2e/env.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Run only when this file exists (relative to the project root). */
  onlyIf?: string;
  /** What this machine lacks for the step, if anything: then it is skipped, loudly. */
  lacks?: () => Promise<{ missing: string[]; explanation: string } | undefined>;
  /** What a skip leaves unchecked, said with the skip. */
  unchecked?: string;
  /** Variables added to the step's environment. */
  env?: Record<string, string>;
  /**
   * Runs at the same time as the step before it, its output held until it ends: a step that
   * mostly waits (a Java emulator starting, one test file at a time) leaves the other core free.
   */
  alongside?: boolean;
}

/** Google's Firestore emulator is found (or not) only when its step comes. */
async function firestoreEmulatorLacks() {
  const { findFirestoreEmulator } = await import('./firestoreEmulator');
  const found = await findFirestoreEmulator();
  return 'missing' in found ? found : undefined;
}

/** The integration test that times the publish of a large site: it runs alone. */
const PUBLISH_AT_SCALE = 'tests/integration/publishAtScale.test.ts';

const STEPS: Step[] = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings', '0'], alongside: true },
  {
    name: 'prettier',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
    alongside: true,
  },
  { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] },
  {
    name: 'component tests',
    command: bin('vitest'),
    args: ['run', '--project', 'components'],
  },
  {
    name: "firestore.rules on Google's engine",
    command: bin('vitest'),
    args: ['run', '--project', 'rules'],
    lacks: firestoreEmulatorLacks,
    unchecked:
      "firestore.rules were NOT checked by Google's own rules engine in this run: only by " +
      'their TypeScript mirror (src/domain/validation.ts) and the local backend.',
  },
  {
    name: 'e2e (Playwright)',
    command: bin('playwright'),
    args: ['test'],
    onlyIf: 'playwright.config.ts',
    // The site the browser tests publish against their seeded stack is the one checked next.
    env: { [KEEP_BUILD_IN]: 'dist' },
  },
  {
    // Each has a stack of its own, and each mostly waits on its single-threaded servers (measured:
    // the browser tests keep about one core busy, the integration tests, one file at a time, one).
    name: 'integration tests',
    command: bin('vitest'),
    args: ['run', '--project', 'integration', '--exclude', PUBLISH_AT_SCALE],
    alongside: true,
  },
  {
    // A wall-clock target (a site of ten years published within 60 s): measured with nothing
    // beside it. Beside the browser tests the same publish took 65 s where alone it takes 30 s.
    name: 'the publish at scale, alone',
    command: bin('vitest'),
    args: ['run', '--project', 'integration', PUBLISH_AT_SCALE],
  },
  {
    name: 'budget',
    command: 'npm',
    args: ['run', '--silent', 'budget'],
    onlyIf: 'scripts/checkBudget.ts',
  },
  { name: 'valid HTML', command: 'npm', args: ['run', '--silent', 'check:html'] },
];

/**
 * A safety net, not a pace: a step that runs longer than this is stopped and fails, so a hang
 * cannot stall CI. Hangs are caught sooner by each test's own timeout; this only has to let a
 * healthy suite finish on a machine half as fast as ours with another job beside it (the browser
 * tests' step took 900 s here with one core busy: three times that, within CI's 90 minutes).
 */
const STEP_TIMEOUT_MS = 45 * 60_000;

/**
 * Runs a step in its own process group, so a timeout or Ctrl-C also ends what it started. A held
 * step's output is kept and printed in one piece when it ends, so steps run side by side do not
 * interleave their lines.
 */
function run(step: Step, held = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
      detached: true,
      env: { ...process.env, ...step.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const forward = (signal: NodeJS.Signals) => signalGroup(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const timer = setTimeout(() => {
      console.error(
        `\n${step.name}: still running after ${STEP_TIMEOUT_MS / 60_000} min, stopping it`,
      );
      signalGroup('SIGTERM');
      setTimeout(() => signalGroup('SIGKILL'), 5_000).unref();
    }, STEP_TIMEOUT_MS);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (held) {
        console.log(`\n▶ ${step.name} (ran alongside the step before it):`);
        process.stdout.write(Buffer.concat(output));
      }
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** A skip that must not go unnoticed in a long log (on stdout, in order with the rest). */
function announceSkip(step: Step, explanation: string) {
  const rule = '!'.repeat(100);
  console.log(
    [
      '',
      rule,
      `!!! SKIPPED: ${step.name}`,
      ...(step.unchecked ? [`!!! ${step.unchecked}`] : []),
      rule,
      explanation,
      rule,
    ].join('\n'),
  );
}

const results: { name: string; outcome: string; seconds?: number }[] = [];
const lacking: string[] = [];
const started = performance.now();
let failed: string | undefined;

/** Whether a step runs, and if not why; a lack is announced loudly. */
async function skipReason(step: Step): Promise<string | undefined> {
  if (step.onlyIf && !existsSync(path.join(root, step.onlyIf)))
    return `skipped (no ${step.onlyIf})`;
  const lacks = await step.lacks?.();
  if (!lacks) return undefined;
  announceSkip(step, lacks.explanation);
  const lack = `no ${lacks.missing.join(', no ')} on this machine`;
  lacking.push(`${step.name} (${lack})`);
  return `SKIPPED: ${lack}`;
}

/** Runs a step and records its outcome; resolves with whether it passed. */
async function runStep(step: Step, held: boolean): Promise<boolean> {
  const skipped = await skipReason(step);
  if (skipped) {
    results.push({ name: step.name, outcome: skipped });
    return true;
  }
  if (!held) console.log(`\n▶ ${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}`);
  const stepStarted = performance.now();
  const code = await run(step, held);
  const seconds = (performance.now() - stepStarted) / 1000;
  results.push({
    name: step.name,
    outcome: code === 0 ? 'passed' : `FAILED (exit ${code})`,
    seconds,
  });
  if (code !== 0) failed ??= step.name;
  return code === 0;
}

// Steps run in order, each with those marked to run alongside it; the first failure stops the rest.
for (let i = 0; i < STEPS.length && !failed;) {
  const group = [STEPS[i]!];
  while (STEPS[i + group.length]?.alongside) group.push(STEPS[i + group.length]!);
  i += group.length;
  await Promise.all(group.map((step, index) => runStep(step, index > 0)));
}

const total = (performance.now() - started) / 1000;
const width = Math.max(...STEPS.map((s) => s.name.length));
console.log('\nSummary');
const order = (name: string) => STEPS.findIndex((s) => s.name === name);
for (const r of results.sort((a, b) => order(a.name) - order(b.name))) {
  const time = r.seconds === undefined ? '' : `${r.seconds.toFixed(1)} s`;
  console.log(`  ${r.name.padEnd(width)} ${time.padStart(8)}  ${r.outcome}`);
}
const notRun = STEPS.filter((s) => !results.some((r) => r.name === s.name)).map((s) => s.name);
if (notRun.length) console.log(`  not run after the failure: ${notRun.join(', ')}`);
console.log(`  ${'total'.padEnd(width)} ${`${total.toFixed(1)} s`.padStart(8)}`);
if (failed) console.log(`\nnpm test failed at: ${failed}`);
else if (lacking.length) console.log(`\nnpm test passed, but SKIPPED: ${lacking.join('; ')}`);
else console.log('\nnpm test passed');
process.exit(failed ? 1 : 0);
