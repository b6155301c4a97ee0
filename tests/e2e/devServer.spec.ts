/**
 * The site as `npm run dev` serves it: Vite's dev server, where React's StrictMode runs every
 * effect twice. This spec starts its own dev server, pointed at the suite's seeded stack, with a
 * folder of pre-bundled dependencies of its own (a developer's `npm run dev` may be running beside
 * it).
 * - The admin area's guard checks one sign-in twice at the same moment (as two tabs open at
 *   sign-in do in production): an invitee registers under another name than the invitation's,
 *   and her first sign-in there lands on the dashboard as an editor, with no failed check of her
 *   access; the owner's team list names her as the invitation does.
 * - The photo viewer's effect opens it, closes it in its clean-up and opens it again: a photo of
 *   a programme opens, by a click on a computer, by a tap on a phone and by Enter, as in the build.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { collectOutput, freePorts } from '../../scripts/stack';
import { e2eEnv } from './env';
import {
  anotherBrowser,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAsAdmin,
  test,
} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const DEV_SERVER_START_MS = 120_000;

/**
 * Starts Vite's dev server as `npm run dev` does (its config, development mode), on a free port,
 * talking to the suite's stack; resolves with its address and a stop function.
 */
async function startDevServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  await mkdir(path.join(root, '.test-data'), { recursive: true });
  const cacheDir = await mkdtemp(path.join(root, '.test-data', 'dev-deps-'));
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no free port');
  const child = spawn(
    process.execPath,
    [vite, '--port', String(port), '--strictPort', '--clearScreen', 'false'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(JSON.parse(e2eEnv('buildEnv')) as Record<string, string>),
        DEV_DEPS_CACHE_DIR: cacheDir,
      },
    },
  );
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (running()) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(cacheDir, { recursive: true, force: true });
  };

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + DEV_SERVER_START_MS;
  while (running() && Date.now() < deadline) {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) }).catch(
      () => null,
    );
    if (response?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const why = running() ? `did not answer within ${DEV_SERVER_START_MS} ms` : 'exited';
  await stop();
  throw new Error(`The Vite dev server ${why}.\n--- its output ---\n${output()}`);
}

/** Opens the verification link the Auth emulator would have e-mailed to `email`. */
async function openVerificationLink(page: Page, email: string) {
  const codes =
    `http://127.0.0.1:${e2eEnv('authPort')}/emulator/v1/projects/` +
    `${e2eEnv('projectId')}/oobCodes`;
  let link = '';
  await expect
    .poll(async () => {
      const { oobCodes = [] } = (await (await page.request.get(codes)).json()) as {
        oobCodes?: { email: string; requestType: string; oobLink: string }[];
      };
      link =
        oobCodes.findLast((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')?.oobLink ??
        '';
      return link;
    })
    .not.toBe('');
  expect((await page.request.get(link)).ok()).toBe(true);
}

/** The suite's tests, with `page` on this spec's dev server instead of the published build. */
const devServerTest = test.extend<object, { devServer: string }>({
  devServer: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startDevServer();
      await provide(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: DEV_SERVER_START_MS + 30_000 },
  ],
  baseURL: async ({ devServer }, provide) => provide(devServer),
});

devServerTest(
  "an invitee's first sign-in on the dev server joins her once, under the invitation's name",
  async ({ page, browser }) => {
    // The first visit waits for Vite to pre-bundle the dependencies and transform the modules.
    devServerTest.slow();
    const stamp = Date.now().toString(36);
    const invitedName = `E2E ${stamp} Invited Name`;
    const registeredName = `E2E ${stamp} Registered Name`;
    const email = `e2e-dev-invitee-${stamp}@example.com`;
    const password = 'invitee-password';

    // The owner invites her, on the published site.
    const owner = await anotherBrowser(browser);
    await signInAsAdmin(owner.page);
    await owner.page.goto('/admin/settings/team');
    const team = owner.page.getByRole('region', { name: 'Team' });
    const invite = team.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Name').fill(invitedName);
    await invite.getByLabel('E-mail address').fill(email);
    await invite.getByLabel('Role').selectOption({ label: 'Editor' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expectToast(owner.page, `Invitation saved for ${email}`);

    // She registers on the dev server under a name of her own, and opens the link.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/admin/signup');
    await page.getByLabel('Name').fill(registeredName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Check your e-mail: open the link we sent to ${email}, then sign in.`,
    );
    await openVerificationLink(page, email);

    // Her first sign-in: both checks of StrictMode find her an editor, and neither failed.
    await signIn(page, { email, password });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Editor', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Your access could not be checked.')).toHaveCount(0);
    expect(consoleErrors.filter((text) => text.includes('Could not check the access'))).toEqual([]);
    await expectNoAxeViolations(page, 'the dashboard at an invitee’s first sign-in (dev server)');

    // The owner's team list names her as the invitation did.
    await owner.page.reload();
    const row = team.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(invitedName);
    await expect(row).not.toContainText(registeredName);
    await owner.close();
  },
);

devServerTest(
  "a programme's photo opens in the viewer on the dev server, by click, by tap and by Enter",
  async ({ page, browser }) => {
    devServerTest.slow();
    const programme = 'Youth Sunday at the Cathedral';
    const openProgramme = async (on: Page) => {
      await on.goto('/programmes');
      await on.getByRole('link', { name: programme, exact: true }).first().click();
      await expect(on.getByRole('heading', { level: 1, name: programme })).toBeVisible();
      return on.getByRole('button', { name: /^Open photo \d+ of \d+: / }).first();
    };
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    // A computer: a click, then Escape; Enter on the thumbnail.
    await page.setViewportSize({ width: 1280, height: 800 });
    const thumbnail = await openProgramme(page);
    const title = ((await thumbnail.getAttribute('aria-label')) ?? '').replace(/^[^:]+: /, '');
    const viewer = page.getByRole('dialog');
    await thumbnail.click();
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAccessibleName(title);
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbnail).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // A phone: a tap.
    const phone = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const onPhone = await phone.newPage();
    const tapped = await openProgramme(onPhone);
    await tapped.tap();
    await expect(onPhone.getByRole('dialog')).toBeVisible();
    await phone.close();
    expect(consoleErrors).toEqual([]);
  },
);
