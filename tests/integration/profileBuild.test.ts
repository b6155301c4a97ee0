/**
 * Another commission's site, built from its profile: the example profile
 * (src/config/profiles/example.ts), built as `npm run build -- --profile <file> --no-content`
 * builds it with no Firestore answering (a build without content reads none), names none of this
 * commission's names, colours or logos anywhere in its output, and its pages pass the same checks
 * as this commission's: the budgets, the Nu Html Checker and axe.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedFile } from '../../publish/pageHtml';
import { buildSteps } from '../../publish/build';
import { svgForInlining } from '../../publish/inlineSvg';
import { PROFILE_VARIABLE, profileFiles } from '../../publish/profileChoice';
import { WITHOUT_CONTENT } from '../../publish/publishPlugin';
import { readBuild } from '../../publish/routeDownload';
import { checkBudgets } from '../../scripts/budget';
import { stackEnv } from '../../scripts/stack';
import {
  ON_DEMAND_BUDGETS,
  budgetRoutes,
  budgetsFor,
  headBuilders,
  routesOfProfile,
} from '../../scripts/checkBudget';
import { prerenderedRoutes, type SiteRoute } from '../../src/app/routes';
import { PROFILE } from '../../src/config/profile';
import EXAMPLE from '../../src/config/profiles/example';
import { WCAG_TAGS } from '../e2e/wcagTags';
import { closedPort } from './support/closedPort';
import { run } from './support/run';

const root = path.resolve(import.meta.dirname, '../..');
const EXAMPLE_FILE = path.join(root, 'src/config/profiles/example.ts');

/** The output's text files: every kind a browser or a crawler reads as text. */
const TEXT_FILE = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;

/** What makes this commission itself, which another commission's site must not show. */
const THIS_COMMISSION = {
  names: [
    PROFILE.names.title,
    PROFILE.names.shortTitle,
    PROFILE.names.formalTitle,
    PROFILE.names.diocese,
    PROFILE.names.dioceseShort,
    PROFILE.names.copyright,
    'Agra',
    ...PROFILE.siteDetails.addressLines,
    PROFILE.siteDetails.phone,
    PROFILE.siteDetails.email,
    PROFILE.siteDetails.secondaryEmail,
  ],
  // The palette, and the colour index.html once wrote beside it. Compared without case.
  colours: [...Object.values(PROFILE.palette), '#7a1f2b'].map((colour) => colour.toLowerCase()),
  logoFiles: Object.values(PROFILE.logos).flatMap((logo) => [
    path.basename(logo.src),
    path.basename(logo.png),
  ]),
};

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** Serves the build as Firebase Hosting does (clean URLs, the app shell for other paths). */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    const name = servedFile(pathname, (file) => existsSync(path.join(dir, file))) ?? pathname;
    const file = path.join(dir, name);
    if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// One production build of the example (about a minute here; ten is the safety net on a machine
// shared by several busy processes).
describe('the site of the example profile', { timeout: 600_000 }, () => {
  let outDir = '';
  let routes: readonly SiteRoute[] = [];
  let built = { code: null as number | null, output: '' };

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'profile-build-'));
    // What `npm run build -- --profile <file> --no-content` runs after its type check (which is
    // `npm test`'s first step).
    const build = buildSteps([
      '--profile',
      EXAMPLE_FILE,
      '--no-content',
      '--mode',
      'emulators',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ]).find((step) => step.args[0] === 'build');
    if (!build) throw new Error('npm run build runs no Vite build');
    expect(build.env).toEqual({ [PROFILE_VARIABLE]: EXAMPLE_FILE, [WITHOUT_CONTENT]: '1' });
    // Nothing answers at the stack's addresses: a build without content reads no Firestore.
    const port = await closedPort();
    built = await run(build.command, build.args, {
      ...process.env,
      ...stackEnv({ authPort: port, firestorePort: port, storagePort: port }),
      // Vitest's 'test' would build React's development bundle, not what visitors get.
      NODE_ENV: 'production',
      ...build.env,
    });
    routes = (await routesOfProfile(profileFiles(EXAMPLE_FILE))) ?? [];
  }, 600_000);

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('builds, with no Firestore answering, the pages without content for the browser to read', async () => {
    expect(built.code, built.output).toBe(0);
    expect(built.output).not.toContain('could not read');
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    // The page and its text, its lists waiting for the browser's read.
    expect(home).toContain(EXAMPLE.names.title);
    expect(home).toContain('Loading...');
    expect(home).not.toContain('id="published-page"');
  });

  it("is the example commission's: its names, palette, logos and offices", async () => {
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain(`<title>${EXAMPLE.names.title}</title>`);
    expect(home).toContain(`<meta name="theme-color" content="${EXAMPLE.palette.brand}" />`);
    // Its crest drawn in the page from its own file, named by its own words.
    const crest = await readFile(path.join(outDir, EXAMPLE.logos.crest.src), 'utf8');
    expect(home).toContain(`aria-label="${EXAMPLE.logos.crest.alt}"`);
    expect(home).toContain(svgForInlining(crest, 'crest', 'logo-crest').markup);
    for (const logo of Object.values(EXAMPLE.logos))
      for (const file of [logo.src, logo.png])
        expect(existsSync(path.join(outDir, file))).toBe(true);
    expect(existsSync(path.join(outDir, EXAMPLE.favicon))).toBe(true);
    const css = (await filesUnder(outDir)).filter((file) => file.endsWith('.css'));
    const styles = (await Promise.all(css.map((f) => readFile(path.join(outDir, f), 'utf8')))).join(
      '',
    );
    expect(styles).toContain(`--yc-brand:${EXAMPLE.palette.brand}`);
    // A Bishop and two office bearers: the third office bearer's page is not built.
    const bishop = await readFile(path.join(outDir, 'bishop.html'), 'utf8');
    expect(bishop).toContain(EXAMPLE.officeHolders.bishop.publicTitle);
    expect(existsSync(path.join(outDir, 'youth-director.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'associate-director.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'lady-animator.html'))).toBe(false);
    expect(routes.map((route) => route.path)).not.toContain('/lady-animator');
  });

  it("names none of this commission's names, colours or logo files in any text file", async () => {
    const files = await filesUnder(outDir);
    const textFiles = files.filter((file) => TEXT_FILE.test(file));
    expect(textFiles.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files)
      for (const logo of THIS_COMMISSION.logoFiles)
        if (path.basename(file) === logo) found.push(`${file} is this commission's logo`);
    for (const file of textFiles) {
      const text = await readFile(path.join(outDir, file), 'utf8');
      const lower = text.toLowerCase();
      for (const name of [...THIS_COMMISSION.names, ...THIS_COMMISSION.logoFiles])
        if (text.includes(name)) found.push(`${file} names '${name}'`);
      for (const colour of THIS_COMMISSION.colours)
        if (lower.includes(colour)) found.push(`${file} has the colour ${colour}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps every page within its budget', () => {
    const { reports, failures } = checkBudgets({
      ...readBuild(outDir),
      routes: budgetRoutes(routes),
      budgets: budgetsFor(routes),
      publishOnly: headBuilders(routes),
      onDemand: ON_DEMAND_BUDGETS,
    });
    expect(reports.map((report) => report.route).sort()).toEqual(
      budgetRoutes(routes)
        .map((route) => route.path)
        .sort(),
    );
    expect(failures).toEqual([]);
  });

  it('writes valid HTML (the Nu Html Checker)', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/checkHtml.ts', outDir],
      { cwd: root, encoding: 'utf8' },
    );
    expect(`${result.stdout}${result.stderr}`).toMatch(/check:html: \d+ pages are valid HTML\./);
    expect(result.status).toBe(0);
  });

  describe('in a browser', () => {
    let browser: Browser;
    let server: Server;

    beforeAll(async () => {
      server = await serve(outDir);
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      });
    });

    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('passes axe (WCAG 2.2 A and AA) on every page rendered at build time', async () => {
      const { port } = server.address() as AddressInfo;
      const page = await browser.newPage();
      const report: string[] = [];
      const paths = prerenderedRoutes(routes).map((route) => route.path);
      expect(paths.length).toBeGreaterThan(10);
      for (const routePath of paths) {
        await page.goto(`http://127.0.0.1:${port}${routePath}`);
        // The page as a visitor sees it once its data came (the integration stack serves it).
        await page.getByRole('main').waitFor();
        await page.waitForFunction(
          () =>
            ![...document.querySelectorAll('[role="status"]')].some((status) =>
              status.textContent?.includes('Loading...'),
            ),
        );
        const { violations } = await new AxeBuilder({ page })
          .withTags(WCAG_TAGS)
          .options({ resultTypes: ['violations'] })
          .setLegacyMode(true)
          .analyze();
        for (const violation of violations)
          report.push(
            `${routePath}: ${violation.id} (${violation.impact}): ` +
              violation.nodes.map((node) => node.target.join(' ')).join(', '),
          );
      }
      await page.close();
      expect(report).toEqual([]);
    });
  });
});
