/**
 * What `npm run deploy` deploys, made from the committed files and the production configuration.
 * Pure: no files, no processes (publish/deploy.ts reads, writes and runs).
 *
 * The committed firestore.rules and firebase.json are the local emulators' and the browser tests'.
 * The deployed copies differ in five ways only:
 * - firestore.rules' closingOf() takes off the commission profile's offset from UTC (the profile
 *   the deploy is for, publish/profileChoice.ts), and its list of office bearers' roles is
 *   checked against the profile's office holders;
 * - firestore.rules' storageUrlStart() returns the download URL pattern of the project's own
 *   bucket on Firebase Storage's host, instead of the demo bucket on a loopback host;
 * - firestore.rules' registrantTenant() returns the project's registrants' tenant
 *   (VITE_REGISTRANT_TENANT), instead of the local stack's;
 * - the Content-Security-Policy lets images and requests reach that bucket only
 *   (https://firebasestorage.googleapis.com/v0/b/<bucket>/), not every bucket of the host;
 * - with a measurement id, the policy also allows Google Analytics' hosts, which the committed
 *   policy never names (a build without the id loads no analytics);
 * - with an App Check site key, the policy also allows reCAPTCHA Enterprise's and App Check's
 *   hosts, which the registration pages then load (a build without the key loads neither).
 * storage.rules needs no change: rules are released for one bucket, the default bucket of the
 * project deployed to, and `match /b/{bucket}/o` only binds that bucket's name.
 */
import type { CommissionProfile } from '../src/config/profile';
import { storageUrlStart } from '../src/domain/limits';
import { TENANT_ID } from '../src/domain/registration/registrantTenant';
import {
  firebaseSettings,
  isOn,
  missingProductionVariable,
  type Env,
} from '../src/services/firebaseConfig';

/** A refusal to deploy, with a message for the person who ran the command. */
export class DeployRefusal extends Error {
  override name = 'DeployRefusal';
}

/** Where the deploy goes, from the production configuration. */
export interface DeployTarget {
  projectId: string;
  /** The Storage bucket download URLs may name: VITE_FIREBASE_STORAGE_BUCKET. */
  bucket: string;
  /** VITE_REGISTRANT_TENANT: the Identity Platform tenant the public signs in to, to register. */
  registrantTenant: string;
  /** VITE_FIREBASE_MEASUREMENT_ID: the build sends page views, so the policy allows analytics. */
  measurementId?: string;
  /** VITE_APP_CHECK_SITE_KEY: the registration pages load App Check, so the policy allows it. */
  appCheckSiteKey?: string;
}

/** A Firebase project id: 6 to 30 lowercase letters, digits and hyphens, from a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * A Cloud Storage bucket name. Nothing outside these characters can reach the rules' string
 * literal or the policy's source expression (no quote, backslash, space, slash or semicolon).
 */
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * The project and bucket to deploy to, from the VITE_* variables a production build reads.
 * Refuses what would deploy a site that cannot work: a build wired to the local emulators, a
 * missing variable, a demo- project (those exist only on the emulators), malformed names.
 */
export function deployTarget(env: Env): DeployTarget {
  if (isOn(env.VITE_USE_EMULATORS))
    throw new DeployRefusal(
      'VITE_USE_EMULATORS is on, so the build would talk to local emulators. ' +
        'Remove it (or set it to false) in .env.production.local and in your shell to deploy.',
    );
  const missing = missingProductionVariable(env);
  if (missing)
    throw new DeployRefusal(
      `${missing} is not set. A deploy needs the web app's configuration in ` +
        '.env.production.local (see .env.example and docs/operating.md, "Step by step").',
    );
  const settings = firebaseSettings(env);
  const { projectId, storageBucket, measurementId } = settings.options;
  if (projectId.startsWith('demo-'))
    throw new DeployRefusal(
      `VITE_FIREBASE_PROJECT_ID is ${projectId}: demo- projects exist only on the local ` +
        "emulators and cannot be deployed. Set your Firebase project's id.",
    );
  if (!PROJECT_ID.test(projectId))
    throw new DeployRefusal(
      `VITE_FIREBASE_PROJECT_ID "${projectId}" is not a Firebase project id ` +
        '(6 to 30 lowercase letters, digits and hyphens, starting with a letter).',
    );
  if (!BUCKET.test(storageBucket))
    throw new DeployRefusal(
      `VITE_FIREBASE_STORAGE_BUCKET "${storageBucket}" is not a bucket name. Copy it from the ` +
        `web app's settings, such as ${projectId}.firebasestorage.app (no gs:// or https://).`,
    );
  if (!TENANT_ID.test(settings.registrantTenant))
    throw new DeployRefusal(
      `VITE_REGISTRANT_TENANT "${settings.registrantTenant}" is not a tenant id. Copy the id of ` +
        "the registrants' tenant from Identity Platform's Tenants page, such as registrants-a1b2c.",
    );
  const { appCheckSiteKey } = settings;
  if (appCheckSiteKey !== undefined && !/^[A-Za-z0-9_-]{10,100}$/.test(appCheckSiteKey))
    throw new DeployRefusal(
      `VITE_APP_CHECK_SITE_KEY "${appCheckSiteKey}" is not a reCAPTCHA site key. Copy the key ` +
        "of the web app's reCAPTCHA Enterprise provider from the App Check page.",
    );
  return {
    projectId,
    bucket: storageBucket,
    registrantTenant: settings.registrantTenant,
    ...(measurementId ? { measurementId } : {}),
    ...(appCheckSiteKey ? { appCheckSiteKey } : {}),
  };
}

/**
 * firestore.rules with the function `name()`, which must be there exactly once, taking no argument
 * and only returning one string literal, returning `literal` instead; every other byte as
 * committed. So the deploy can never keep the emulators' value silently.
 */
function withReturnedLiteral(rules: string, name: string, literal: string, what: string): string {
  const definitions = rules.match(new RegExp(`\\bfunction\\s+${name}\\b`, 'g'))?.length ?? 0;
  if (definitions !== 1)
    throw new Error(
      `firestore.rules defines ${name}() ${definitions} times; the deploy writes ${what} into ` +
        'exactly one.',
    );
  const returnsOneLiteral = new RegExp(
    `(\\bfunction\\s+${name}\\s*\\(\\s*\\)\\s*\\{\\s*return\\s+)` +
      `('(?:[^'\\\\\\n]|\\\\.)*'|"(?:[^"\\\\\\n]|\\\\.)*")` +
      `(\\s*;\\s*\\})`,
  );
  if (!returnsOneLiteral.test(rules))
    throw new Error(
      `${name}() in firestore.rules must take no argument and only return one ` +
        `string literal (return '...';), which the deploy replaces with ${what}.`,
    );
  if (/['\\\n]/.test(literal)) throw new Error(`${literal} cannot be a rules string.`);
  return rules.replace(returnsOneLiteral, (_, start: string, _literal, end: string) =>
    [start, `'${literal}'`, end].join(''),
  );
}

/**
 * firestore.rules with storageUrlStart() returning the download URLs of `bucket` on Firebase
 * Storage's host; every other byte as committed.
 */
export const rulesForBucket = (rules: string, bucket: string): string =>
  withReturnedLiteral(
    rules,
    'storageUrlStart',
    storageUrlStart({ bucket, emulators: false }),
    "the bucket's pattern",
  );

/**
 * firestore.rules with registrantTenant() returning the project's registrants' tenant; every
 * other byte as committed.
 */
export function rulesForTenant(rules: string, tenant: string): string {
  if (!TENANT_ID.test(tenant)) throw new Error(`${tenant} is not a tenant id.`);
  return withReturnedLiteral(rules, 'registrantTenant', tenant, "the registrants' tenant");
}

/** The office bearers' roles firestore.rules accepts on a message: one list, of literals. */
const OFFICE_BEARER_ROLE_LIST = /\bdata\.role in \[([^\]]*)\]\s*&& isValidMessage\(/g;

/** closingOf(day) and the minutes it takes off the next midnight UTC. */
const CLOSING_OFFSET =
  /(\bfunction\s+closingOf\s*\(\s*day\s*\)\s*\{[^}]*?duration\.value\()(-?\d+)(,\s*'m'\))/g;

/**
 * firestore.rules for the commission `profile`: closingOf() takes off the profile's offset from
 * UTC (the rules know no time zones), and the office bearers' roles it accepts must be the
 * profile's office holders but the bishop, in order; every other byte as committed. Throws,
 * saying what disagrees, when the rules do not read as expected or their roles are not the
 * profile's.
 */
export function rulesForProfile(rules: string, profile: CommissionProfile): string {
  const lists = [...rules.matchAll(OFFICE_BEARER_ROLE_LIST)];
  if (lists.length !== 1)
    throw new Error(
      `firestore.rules has ${lists.length} lists of office bearers' roles ` +
        '(data.role in [...] && isValidMessage(...)); the deploy checks exactly one.',
    );
  const roles = [...(lists[0]?.[1] ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
  const profiled = Object.keys(profile.officeHolders).filter((kind) => kind !== 'bishop');
  if (roles.join() !== profiled.join())
    throw new Error(
      `firestore.rules accepts the office bearers' roles ${roles.join(', ')}, but the ` +
        `commission profile has ${profiled.join(', ')}: make isValidOfficeBearerMessage's list ` +
        "the profile's office holders but the bishop.",
    );
  const offsets = [...rules.matchAll(CLOSING_OFFSET)];
  if (offsets.length !== 1)
    throw new Error(
      "firestore.rules' closingOf(day) must take off one offset, duration.value(<minutes>, 'm'), " +
        "which the deploy sets to the commission profile's.",
    );
  const minutes = profile.clock.utcOffsetMinutes;
  if (!Number.isInteger(minutes) || minutes < -720 || minutes > 840)
    throw new Error(
      `The commission profile's offset from UTC, ${minutes} minutes, is not one a time zone has.`,
    );
  return rules.replace(CLOSING_OFFSET, (_, start: string, _minutes, end: string) =>
    [start, String(minutes), end].join(''),
  );
}

/**
 * What App Check with reCAPTCHA Enterprise needs, and only it: reCAPTCHA's script and frame
 * (Google's _reCAPTCHA Enterprise: CSP_ guidance), and App Check's token exchange.
 */
export const APP_CHECK_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
} as const satisfies Record<string, readonly string[]>;

/** Firebase Storage's host, which the committed policy allows whole. */
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * The source expression of one bucket's files. A path ending in `/` matches every path below it,
 * compared segment by segment (CSP Level 3, "path-part matches path"), so another bucket, or one
 * whose name only starts the same, does not match. Browsers check paths only before a redirect;
 * Storage's download URLs answer without one.
 */
export const bucketSource = (bucket: string) => `${STORAGE_ORIGIN}/v0/b/${bucket}/`;

/** The directives that reach Storage: images in <img>, the SDK's requests. */
const STORAGE_DIRECTIVES = ['img-src', 'connect-src'] as const;

/**
 * What Google Analytics needs, and only it: gtag.js from Tag Manager (a host that serves anyone's
 * scripts, so never allowed without analytics), its beacons, and the Firebase endpoints the
 * Analytics SDK alone calls (the web config and the installation id).
 */
export const ANALYTICS_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The deployed Content-Security-Policy: Storage narrowed to the bucket, and the analytics sources
 * added only with a measurement id. Fails if the committed policy does not read as expected.
 */
export function deployedPolicy(policy: string, target: DeployTarget): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '');
  const sourcesOf = (name: string) => {
    const directive = directives.find(([n]) => n === name);
    if (!directive) throw new Error(`The Content-Security-Policy has no ${name} directive.`);
    return directive;
  };
  const analytics = new Set<string>(Object.values(ANALYTICS_SOURCES).flat());
  const appCheck = new Set<string>(Object.values(APP_CHECK_SOURCES).flat());
  for (const [name, ...sources] of directives)
    for (const source of sources) {
      if (analytics.has(source))
        throw new Error(
          `firebase.json's Content-Security-Policy names ${source} in ${name}: analytics hosts ` +
            'are added by the deploy, only with VITE_FIREBASE_MEASUREMENT_ID.',
        );
      if (appCheck.has(source))
        throw new Error(
          `firebase.json's Content-Security-Policy names ${source} in ${name}: App Check's hosts ` +
            'are added by the deploy, only with VITE_APP_CHECK_SITE_KEY.',
        );
    }
  for (const name of STORAGE_DIRECTIVES) {
    const directive = sourcesOf(name);
    const at = directive.indexOf(STORAGE_ORIGIN);
    if (at === -1)
      throw new Error(`The Content-Security-Policy's ${name} does not name ${STORAGE_ORIGIN}.`);
    directive[at] = bucketSource(target.bucket);
  }
  // Nothing else may open Storage wider than the bucket: another spelling of the host, a copy.
  for (const [name, ...sources] of directives)
    for (const source of sources)
      if (source.includes('firebasestorage.') && source !== bucketSource(target.bucket))
        throw new Error(
          `The Content-Security-Policy's ${name} names ${source}; the deploy narrows only ` +
            `${STORAGE_ORIGIN}, once in each of ${STORAGE_DIRECTIVES.join(' and ')}.`,
        );
  if (target.measurementId)
    for (const [name, sources] of Object.entries(ANALYTICS_SOURCES))
      sourcesOf(name).push(...sources);
  if (target.appCheckSiteKey)
    for (const [name, sources] of Object.entries(APP_CHECK_SOURCES))
      sourcesOf(name).push(...sources.filter((source) => !sourcesOf(name).includes(source)));
  return directives.map((parts) => parts.join(' ')).join('; ');
}

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The parts of firebase.json the deploy reads or writes. */
export interface FirebaseJson {
  firestore: { rules: string; indexes?: string };
  storage: { rules: string };
  hosting: { public: string; headers: HeaderRule[]; [setting: string]: unknown };
  emulators?: unknown;
}

/** Where the generated firebase.json finds what it deploys. */
export interface DeployedFiles {
  /** The rules files and the index file, named relative to the generated firebase.json's folder. */
  firestoreRules: string;
  firestoreIndexes: string;
  storageRules: string;
  /** The built site, as an absolute path. */
  publicDir: string;
}

/**
 * The deployed firebase.json. firebase-tools takes the folder of the file given with --config as
 * the project folder: it reads relative paths from there and refuses one that leaves it ("is
 * outside of project directory"), while it takes absolute paths as they are. So the rules, written
 * beside this file, are named relatively, and the build by its absolute path. The emulators'
 * settings are left out: nothing starts emulators from this file.
 */
export function deployedFirebaseJson(
  committed: FirebaseJson,
  target: DeployTarget,
  files: DeployedFiles,
): FirebaseJson {
  const known = { firestore: ['rules', 'indexes'], storage: ['rules'] } as const;
  for (const service of ['firestore', 'storage'] as const) {
    const settings = Object.keys(committed[service] ?? {});
    if (!settings.includes('rules') || settings.some((s) => !known[service].includes(s as never)))
      throw new Error(
        `firebase.json's ${service} has [${settings.join(', ')}], and the deploy knows only ` +
          `${known[service].map((s) => `"${s}"`).join(' and ')}: teach publish/deployConfig.ts ` +
          'where the other files are.',
      );
  }
  const { hosting } = committed;
  if (!hosting || Array.isArray(hosting) || !Array.isArray(hosting.headers))
    throw new Error("firebase.json's hosting must be one site with headers.");
  let policies = 0;
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key.toLowerCase() !== 'content-security-policy') return header;
      policies++;
      return { ...header, value: deployedPolicy(header.value, target) };
    }),
  }));
  if (policies === 0) throw new Error('firebase.json sets no Content-Security-Policy header.');
  return {
    firestore: {
      rules: files.firestoreRules,
      ...(committed.firestore.indexes ? { indexes: files.firestoreIndexes } : {}),
    },
    storage: { rules: files.storageRules },
    hosting: { ...hosting, public: files.publicDir, headers },
  };
}

/**
 * What is deployed when the command names nothing: Firestore's rules and indexes, the Storage
 * rules and the site.
 */
export const DEFAULT_ONLY = 'firestore,storage,hosting';

/**
 * The targets of --only in the order they must reach the project: Firestore's composite indexes
 * first (`firestore` or `firestore:indexes`), since hosted Firestore refuses a query whose index
 * is missing or still building, and the build and the site deployed after them may make such
 * queries; then the rest (`firestore` standing for its rules alone). Null where there is none.
 */
export function deployOrder(only: string): { indexes: boolean; rest: string | null } {
  const targets = only.split(',');
  const indexes = targets.some((t) => t === 'firestore' || t === 'firestore:indexes');
  const rest = targets
    .filter((t) => t !== 'firestore:indexes')
    .map((t) => (t === 'firestore' ? 'firestore:rules' : t));
  return { indexes, rest: rest.length > 0 ? rest.join(',') : null };
}

/** The services firebase.json configures, which --only may name (with a `:part` or not). */
const SERVICES = ['firestore', 'storage', 'hosting'];

export const USAGE = `Usage: npm run deploy [-- [--only <targets>] [--dry-run]]

  --only <targets>  what to deploy, passed to firebase deploy (default ${DEFAULT_ONLY});
                    Firestore's indexes go first, and the deploy waits until they are built;
                    Hosting is always built first (npm run build)
  --dry-run         write the files into .deploy/ and print the commands without running them
  --help            this text`;

export interface DeployArgs {
  only: string;
  dryRun: boolean;
}

/** The command line of `npm run deploy -- …`; 'help' for --help. */
export function parseDeployArgs(argv: readonly string[]): DeployArgs | 'help' {
  const args: DeployArgs = { only: DEFAULT_ONLY, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value || value.startsWith('-'))
        throw new DeployRefusal(`--only needs a list of targets.\n\n${USAGE}`);
      args.only = value;
    } else throw new DeployRefusal(`Unknown argument ${arg}.\n\n${USAGE}`);
  }
  for (const target of args.only.split(','))
    if (!SERVICES.includes(target.split(':')[0] as string))
      throw new DeployRefusal(
        `--only ${args.only}: "${target}" is not one of ${SERVICES.join(', ')} ` +
          '(optionally with :part, as in firestore:rules).',
      );
  return args;
}

/** Whether the targets include Hosting, which needs a build of the site. */
export const deploysHosting = (only: string) =>
  only.split(',').some((target) => target.split(':')[0] === 'hosting');
