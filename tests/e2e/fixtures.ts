/**
 * The `test` every e2e spec uses: Playwright's, pointed at the app the global setup serves, with
 * the outside internet replaced (this machine has none, and tests must not depend on it), failing
 * any test during which a page reported a Content-Security-Policy violation, plus small helpers
 * shared by the specs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type ViewportSize,
  type WorkerInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { e2eEnv } from './env';
import { WCAG_TAGS } from './wcagTags';

export { expect };

/** The seeded accounts (scripts/seed.ts). */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin-password' },
  editor: { email: 'editor@example.com', password: 'editor-password' },
} as const;

/** What a stand-in for the embedded map serves, so its frame has real, accessible content. */
const MAP_STUB =
  '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map</p></body></html>';

/**
 * Records the text of every alert that appears (toasts close after 3 s, and on a busy machine
 * a polling assertion could miss one that did show): `expectToast` reads this log.
 */
function recordAlerts() {
  const seen: string[] = [];
  const logged = new WeakMap<Element, string>();
  Object.assign(window, { e2eAlerts: seen });
  new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = alert.textContent?.trim() ?? '';
      if (text && logged.get(alert) !== text) {
        logged.set(alert, text);
        seen.push(text);
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Reports each Content-Security-Policy violation of the page (and of its frames) to the test,
 * through the binding `e2eCspViolation`. Runs before any script of the page, so violations by the
 * HTML itself (a style attribute, say) are seen too.
 */
function reportCspViolations() {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as { e2eCspViolation?: (text: string) => void })
        .e2eCspViolation;
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const sample = event.sample ? ` ("${event.sample}")` : '';
      report?.(
        `${location.pathname}: ${event.effectiveDirective} refused ` +
          `${event.blockedURI || 'inline'}${sample}${where}`,
      );
    },
    true,
  );
}

/** Replaces the outside internet in a browser context (see the `outsideWorld` fixture). */
async function withoutOutsideWorld(context: BrowserContext) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: MAP_STUB })
        : route.abort('internetdisconnected'),
  );
  await context.addInitScript(recordAlerts);
}

/**
 * Sets a context up as every test's own: the outside internet replaced, alerts recorded, and each
 * Content-Security-Policy violation of its pages pushed onto the list it returns.
 */
async function asEveryTestsContext(context: BrowserContext): Promise<string[]> {
  await withoutOutsideWorld(context);
  const violations: string[] = [];
  await context.exposeBinding('e2eCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(reportCspViolations);
  return violations;
}

/**
 * A second person's browser, as on another computer, set up as every test's own (no outside
 * internet, alerts recorded, Content-Security-Policy violations reported): `close` closes it and
 * fails on any violation its pages reported.
 */
export async function anotherBrowser(browser: Browser): Promise<{
  page: Page;
  close: () => Promise<void>;
}> {
  const context = await browser.newContext({ baseURL: e2eEnv('baseURL') });
  const violations = await asEveryTestsContext(context);
  return {
    page: await context.newPage(),
    close: async () => {
      await context.close();
      expect(violations, 'Content-Security-Policy violations in the other browser').toEqual([]);
    },
  };
}

/**
 * A browser context for a device of this width: a phone (touch, the page's viewport meta applied)
 * below 768 px, its screen as large as its viewport. A context given only a viewport keeps the 1920
 * px screen of the configuration's desktop device, and Chromium chooses a picture from `srcset` as
 * that wide a device would before the page's viewport applies: a phone would take the preloaded
 * first pictures in a copy it does not need.
 */
export function deviceContext(
  browser: Browser,
  {
    width,
    height = 800,
    ...options
  }: { width: number; height?: number; deviceScaleFactor?: number; javaScriptEnabled?: boolean },
): Promise<BrowserContext> {
  const phone = width < 768;
  return browser.newContext({
    viewport: { width, height },
    screen: { width, height },
    isMobile: phone,
    hasTouch: phone,
    ...options,
  });
}

/** The address of the app the global setup serves, and the administrator's signed-in state. */
const served = base.extend<object, { adminState: StorageState }>({
  // Playwright reads the fixtures a function needs from its first parameter's pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(e2eEnv('baseURL')),
  /** The administrator's signed-in browser state (Auth keeps it in IndexedDB), once per worker. */
  adminState: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: e2eEnv('baseURL') });
      const page = await context.newPage();
      await signInAsAdmin(page);
      // Auth writes the signed-in user to IndexedDB on its own time: the state is taken once it
      // is there, or a test would start signed out.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('firebaseLocalStorageDb');
                open.onerror = () => resolve(0);
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
                  const count = db
                    .transaction('firebaseLocalStorage')
                    .objectStore('firebaseLocalStorage')
                    .count();
                  count.onsuccess = () => resolve(count.result);
                  count.onerror = () => resolve(0);
                };
              }),
          ),
        )
        .toBeGreaterThan(0);
      const state = await context.storageState({ indexedDB: true });
      await context.close();
      await provide(state);
    },
    { scope: 'worker' },
  ],
});

export const test = served.extend<{
  outsideWorld: void;
  cspViolations: string[];
  noCspViolations: void;
}>({
  outsideWorld: [
    async ({ context }, provide) => {
      await withoutOutsideWorld(context);
      await provide();
    },
    { auto: true },
  ],
  /**
   * The Content-Security-Policy violations pages reported during the test, in order. A test that
   * causes one on purpose takes it out of this list.
   */
  // Playwright reads the fixtures a function needs from its first parameter's pattern.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, provide) => provide([]),
  noCspViolations: [
    async ({ context, cspViolations }, provide) => {
      await context.exposeBinding('e2eCspViolation', (_source, text: string) => {
        cspViolations.push(text);
      });
      await context.addInitScript(reportCspViolations);
      await provide();
      expect(cspViolations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/** A test that starts signed in as the administrator. */
export const adminTest = test.extend({
  storageState: async ({ adminState }, provide) => provide(adminState),
});

/** A tab kept open for a worker's tests, and the Content-Security-Policy violations of its pages. */
interface KeptTab {
  page: Page;
  violations: string[];
}

/**
 * Opens a tab that a worker keeps for all its tests of one kind, in a context made as a test's
 * own would be (the project's `use` options, the outside internet replaced, violations reported),
 * and closes it when the worker ends.
 */
async function keptTab(
  browser: Browser,
  use: WorkerInfo['project']['use'],
  storageState: StorageState | undefined,
  provide: (tab: KeptTab) => Promise<void>,
) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion } = use;
  const context = await browser.newContext({
    baseURL: e2eEnv('baseURL'),
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    reducedMotion,
    storageState,
  });
  const violations = await asEveryTestsContext(context);
  await provide({ page: await context.newPage(), violations });
  await context.close();
}

/**
 * The test's `page` is the worker's kept tab, at the test's viewport; the violations its pages
 * report during the test fail it. (Playwright's screenshot and trace of a failure take in every
 * context of the worker, this one too.)
 */
async function inKeptTab(
  tab: KeptTab,
  viewport: ViewportSize | null | undefined,
  provide: (page: Page) => Promise<void>,
) {
  tab.violations.splice(0);
  // The test before may have left the tab at a phone's width.
  if (viewport) await tab.page.setViewportSize(viewport);
  await provide(tab.page);
  expect(tab.violations, 'Content-Security-Policy violations during the test').toEqual([]);
}

const keptTabs = served.extend<object, { publicTab: KeptTab; adminTab: KeptTab }>({
  publicTab: [
    async ({ browser }, provide, workerInfo) =>
      keptTab(browser, workerInfo.project.use, undefined, provide),
    { scope: 'worker' },
  ],
  adminTab: [
    async ({ browser, adminState }, provide, workerInfo) =>
      keptTab(browser, workerInfo.project.use, adminState, provide),
    { scope: 'worker' },
  ],
});

/**
 * A test that only looks at a page it opens itself (with `page.goto`), and changes nothing that
 * lasts: its `page` is a tab each worker keeps from test to test instead of a context of its own,
 * whose making and closing took a second or two of each look here. A test that signs in, changes
 * data or sets what the tab keeps (a stored flag, a mocked clock, emulated media, a route) must
 * not use it: the next test would find it. A failure still ends the worker, and with it the tab.
 */
export const lookTest = keptTabs.extend({
  page: async ({ publicTab, viewport }, provide) => inKeptTab(publicTab, viewport, provide),
});

/** A `lookTest` signed in as the administrator (its tab starts with adminState). */
export const adminLookTest = keptTabs.extend({
  page: async ({ adminTab, viewport }, provide) => inKeptTab(adminTab, viewport, provide),
});

/**
 * Waits until React has taken the page over (src/app/App.tsx marks <html> data-taken-over) and
 * the reads it then makes are done. A published page's scripts start only after its first paint
 * and its largest picture (src/main.ts), up to three seconds later: the network can be quiet before
 * they are asked for, so a quiet network alone does not say that a tap will be handled.
 */
export async function takenOver(page: Page) {
  await expect(page.locator('html[data-taken-over]')).toBeAttached();
  await page.waitForLoadState('networkidle');
}

/**
 * Opens a page and waits until React has taken it over. Public pages arrive rendered at build
 * time and their scripts come at low priority, so the menu buttons can be on screen a moment
 * before they work; a click in that moment is lost, as a visitor's would be.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await takenOver(page);
}

/**
 * Expects a toast (or another alert) with this text to have appeared on the current page since
 * the last one this function accepted: each appearance is accepted once.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  const pattern =
    typeof text === 'string'
      ? { source: text, literal: true }
      : { source: text.source, literal: false };
  await expect
    .poll(
      () =>
        page.evaluate(({ source, literal }) => {
          const alerts = (window as { e2eAlerts?: string[] }).e2eAlerts ?? [];
          const index = alerts.findIndex((a) =>
            literal ? a.includes(source) : new RegExp(source).test(a),
          );
          if (index >= 0) alerts.splice(index, 1);
          return index >= 0;
        }, pattern),
      { message: `an alert saying ${String(text)}`, timeout },
    )
    .toBe(true);
}

/**
 * Runs axe on the page as it is now and fails with a readable list of any violation; `soft`
 * lets a test check several screens and report them all.
 */
export async function expectNoAxeViolations(page: Page, screen: string, { soft = false } = {}) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    // Legacy mode checks frames through axe's own messaging instead of finishing the run in a
    // new page: a third of the time, and this site's only frame (the map) is stubbed anyway.
    .setLegacyMode(true)
    .analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
  (soft ? expect.soft : expect)(report, `axe violations on ${screen} at ${page.url()}`).toEqual([]);
}

/** Bootstrap's complete stylesheet, every component and utility. */
const BOOTSTRAP_CSS = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/bootstrap/dist/css/bootstrap.css'),
  'utf8',
);

/**
 * Builds keep only the CSS rules whose class names occur in the app's source
 * (publish/unusedCss.ts). A class name the source builds from pieces (`col-md-${n}`) would lose
 * its rules without a word: this fails when a Bootstrap rule that applies to the screen (states
 * such as :hover and pseudo-elements set aside) is among none of the stylesheets it loaded.
 */
export async function expectBootstrapRulesKept(page: Page, screen: string, { soft = false } = {}) {
  const missing = await page.evaluate((bootstrapCss) => {
    const selectorsOf = (rules: CSSRuleList, into: Set<string>) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const selector of rule.selectorText.split(',')) into.add(selector.trim());
        if ('cssRules' in rule) selectorsOf(rule.cssRules as CSSRuleList, into);
      }
      return into;
    };
    const served = new Set<string>();
    for (const sheet of document.styleSheets) selectorsOf(sheet.cssRules, served);
    const bootstrap = new CSSStyleSheet();
    bootstrap.replaceSync(bootstrapCss);
    return [...selectorsOf(bootstrap.cssRules, new Set())].filter((selector) => {
      // The vendor-prefixed copies of the dist file are not in Bootstrap's SCSS, which we build.
      if (served.has(selector) || /::?-(webkit|moz|ms)-/.test(selector)) return false;
      const element = selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim();
      if (!element.includes('.')) return false;
      try {
        return document.querySelector(element) !== null;
      } catch {
        return false;
      }
    });
  }, BOOTSTRAP_CSS);
  (soft ? expect.soft : expect)(missing, `Bootstrap rules missing on ${screen}`).toEqual([]);
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * A JPEG of random noise: noise does not compress, so the file stays large after the browser
 * resizes and re-encodes it (the resumable upload path starts above 256 KiB).
 */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A small smooth picture (a colour gradient) in the given format, for portraits and crops. */
export async function gradientImage(
  size: number,
  format: 'jpeg' | 'png' = 'jpeg',
  hue = 0,
): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      pixels[i] = (hue + (x * 255) / size) % 256;
      pixels[i + 1] = (y * 255) / size;
      pixels[i + 2] = 128;
    }
  const image = sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}
