/**
 * Which commission a build is for. `src/config/profile.ts` names the site's profile by its imports
 * of it (./profiles/agra.ts) and of its companions (agraHindi.ts, its names in Hindi, agraPages.ts,
 * its pages' texts, and agraParishes.ts, its starting parish list). A build for another commission names that one's
 * file in the environment variable COMMISSION_PROFILE (`npm run build -- --profile <file>` sets
 * it), and this module is the one place that reads it:
 * - in what Vite builds and serves (the pages, their web workers, the admin area, the publish's
 *   render server), `profileChoicePlugin` resolves profile.ts's three imports to the chosen file
 *   and its companions beside it (`<name>Hindi.ts`, `<name>Pages.ts` and `<name>Parishes.ts`
 *   beside `<name>.ts`),
 *   and `profileFilesPlugin` serves and copies the profile's own files (its logos and favicon, in
 *   the folder `<name>/` beside it) at the site's root, as Vite does public/;
 * - the Node-run parts that need the profile's values (the palette, index.html's placeholders,
 *   the deploy's rules) read them from `chosenProfile`.
 * Node code that imports profile.ts directly (the configuration's own imports, the seed, the unit
 * tests) keeps the site's own profile, and without the variable nothing here changes a byte of
 * the build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { PROFILE, type CommissionProfile } from '../src/config/profile.ts';

/** The environment variable that names another commission's profile file. */
export const PROFILE_VARIABLE = 'COMMISSION_PROFILE';

const root = path.resolve(import.meta.dirname, '..');

/** The module that names the site's profile. */
export const PROFILE_MODULE = path.join(root, 'src/config/profile.ts');

/**
 * The specifiers of profile.ts's imports of its profile and companions, which a choice replaces:
 * read from its source, so that pointing those imports at another profile makes that one the
 * site's in every command, this module included.
 */
export function profileImports(source: string = readFileSync(PROFILE_MODULE, 'utf8')) {
  const find = (pattern: RegExp, what: string) => {
    const specifier = pattern.exec(source)?.[1];
    if (!specifier)
      throw new Error(
        `src/config/profile.ts no longer imports ${what} as publish/profileChoice.ts reads it.`,
      );
    return specifier;
  };
  return {
    profile: find(/^import THIS_COMMISSION from '(\.\/profiles\/[^']+\.ts)';$/m, 'its profile'),
    hindi: find(/\bimport\('(\.\/profiles\/[^']+Hindi\.ts)'\)/, 'its names in Hindi'),
    pages: find(/\bimport\('(\.\/profiles\/[^']+Pages\.ts)'\)/, "its pages' texts"),
    parishes: find(/\bimport\('(\.\/profiles\/[^']+Parishes\.ts)'\)/, 'its parish list'),
  };
}

/** The profile file profile.ts imports: the site's when no build chooses another. */
export const DEFAULT_PROFILE_FILE = path.join(root, 'src/config', profileImports().profile);

/**
 * A chosen profile: its module, its names in Hindi, its pages' texts, its parishes, the folder of
 * its own files.
 */
export interface ProfileFiles {
  profile: string;
  hindi: string;
  pages: string;
  parishes: string;
  /** Served at the site's root beside public/: its logos and favicon. */
  publicDir: string;
}

/** The files of the profile module `file`, checked to exist (relative paths from `base`). */
export function profileFiles(file: string, base: string = process.cwd()): ProfileFiles {
  const profile = path.resolve(base, file);
  const extension = path.extname(profile);
  if (extension !== '.ts')
    throw new Error(`The commission profile ${file} is not a TypeScript module (name.ts).`);
  const stem = profile.slice(0, -extension.length);
  const files = {
    profile,
    hindi: `${stem}Hindi.ts`,
    pages: `${stem}Pages.ts`,
    parishes: `${stem}Parishes.ts`,
    publicDir: stem,
  };
  if (!existsSync(profile)) throw new Error(`The commission profile ${file} does not exist.`);
  for (const [what, companion] of [
    ['names in Hindi', files.hindi],
    ["pages' texts", files.pages],
    ['starting parish list', files.parishes],
  ] as const)
    if (!existsSync(companion))
      throw new Error(
        `The commission profile ${file} has no ${what} beside it: ` +
          `${path.relative(base, companion)} is missing.`,
      );
  if (!existsSync(files.publicDir) || !statSync(files.publicDir).isDirectory())
    throw new Error(
      `The commission profile ${file} has no folder of its logos and favicon beside it: ` +
        `${path.relative(base, files.publicDir)}/ is missing.`,
    );
  return files;
}

/** The profile the environment chooses: COMMISSION_PROFILE's, or this commission's. */
export function chosenProfileFiles(env: NodeJS.ProcessEnv = process.env): ProfileFiles {
  const file = env[PROFILE_VARIABLE];
  return profileFiles(file ? file : DEFAULT_PROFILE_FILE, root);
}

/** Whether `files` are this commission's, which profile.ts imports without a choice. */
const isDefault = (files: ProfileFiles) => files.profile === DEFAULT_PROFILE_FILE;

/** The chosen profile's values, for the parts of the build that run in Node. */
export async function chosenProfile(
  files: ProfileFiles = chosenProfileFiles(),
): Promise<CommissionProfile> {
  if (isDefault(files)) return PROFILE;
  const { module } = await runnerImport<{ default?: CommissionProfile }>(files.profile, {
    root,
    logLevel: 'error',
  });
  if (!module.default)
    throw new Error(`The commission profile ${files.profile} has no default export.`);
  return module.default;
}

const withoutQuery = (id: string) => id.replace(/[?#].*$/, '');

/**
 * Resolves profile.ts's imports of this commission's profile and its companions to the chosen
 * profile's. A build with a choice fails if profile.ts no longer imports them as this expects.
 */
export function profileChoicePlugin(files: ProfileFiles = chosenProfileFiles()): Plugin {
  const imports = profileImports();
  const targets: Record<string, string> = {
    [imports.profile]: files.profile,
    [imports.hindi]: files.hindi,
    [imports.pages]: files.pages,
    [imports.parishes]: files.parishes,
  };
  const replaced = new Set<string>();
  let sawProfileModule = false;
  return {
    name: 'youth-commission:profile-choice',
    enforce: 'pre',
    resolveId(source, importer) {
      if (isDefault(files) || !importer || withoutQuery(importer) !== PROFILE_MODULE) return null;
      sawProfileModule = true;
      const target = targets[source];
      if (target === undefined) return null;
      replaced.add(source);
      return target;
    },
    buildEnd(error) {
      if (error || !sawProfileModule) return;
      const missed = Object.keys(targets).filter((source) => !replaced.has(source));
      if (missed.length > 0)
        this.error(
          `src/config/profile.ts no longer imports ${missed.join(' and ')}, which a build for ` +
            `another commission replaces (publish/profileChoice.ts).`,
        );
    },
  };
}

/** The kinds of file a profile's folder holds, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The profile's own files (its folder beside it) at the site's root, as Vite serves and copies
 * public/: served by the dev server, copied into the build. They must not share a path with a
 * file of public/.
 */
export function profileFilesPlugin(files: ProfileFiles = chosenProfileFiles()): Plugin {
  let outDir = 'dist';
  let publicDir = '';
  let isClientBuild = false;
  return {
    name: 'youth-commission:profile-files',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
      isClientBuild = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const name = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
        const file = path.join(files.publicDir, name);
        const type = CONTENT_TYPES[path.extname(file)];
        if (!type || !file.startsWith(files.publicDir + path.sep) || !existsSync(file))
          return next();
        res.setHeader('Content-Type', type);
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
    async writeBundle() {
      if (!isClientBuild) return;
      for (const name of await filesUnder(files.publicDir)) {
        if (!CONTENT_TYPES[path.extname(name)])
          this.error(`${name} in ${files.publicDir} is not an image the dev server serves.`);
        if (publicDir && existsSync(path.join(publicDir, name)))
          this.error(`${name} is both in public/ and in the profile's folder ${files.publicDir}.`);
        await mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
        await copyFile(path.join(files.publicDir, name), path.join(outDir, name));
      }
    },
  };
}
