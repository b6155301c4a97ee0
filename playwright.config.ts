/**
 * End-to-end and accessibility tests in Debian's Chromium (Playwright's own browser download
 * does not work here). tests/e2e/globalSetup.ts starts a private stack on free ports with fresh
 * seeded data, builds and serves the app against it, and stops everything afterwards.
 */
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  outputDir: 'test-results',
  // A failure is printed as it happens, so a run stopped early still says what failed.
  reporter: [['list', { printFailuresInline: true }]],
  // Two cores: one browser per core. Every test is independent (its own context, its own
  // uniquely named records), so tests of one file may run side by side too.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Safety nets against a hang, not a pace: a journey that takes 45 s here takes three or four
  // times as long on a machine half as fast with another job beside it. A stuck step fails sooner,
  // at its own action, navigation or assertion timeout (a dev server's first load of a screen
  // took over 15 s with the machine's two cores shared by six busy processes).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    ...devices['Desktop Chrome'],
    // The base URL is set by the test fixture from what the global setup started (fixtures.ts).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // Carousels stay still and scrolling is instant unless a test asks for motion: the pages
    // settle sooner, and two browsers on two cores are not kept busy repainting slides.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Traces without the screencast: DOM snapshots are enough to debug and cost half as much.
    // Not in CI, which keeps no files of a run: recording them there cost a sixth of the browser
    // tests' processor time for nothing (a11y.spec.ts, two runs each way: 62 CPU-s with, 52
    // without). A failure's message and screenshot still say where to look; run the file again
    // here to get its trace.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
});
