/**
 * The rules of `npm run deploy` that need no files (publish/deployConfig.ts): which configurations
 * it refuses, how it writes the project's bucket into firestore.rules and the
 * Content-Security-Policy, when it adds Google Analytics' hosts, and its command line.
 * tests/unit/deploy.test.ts runs the whole command on the committed files.
 */
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SOURCES,
  DEFAULT_ONLY,
  deployOrder,
  DeployRefusal,
  bucketSource,
  deployTarget,
  deployedFirebaseJson,
  deployedPolicy,
  deploysHosting,
  parseDeployArgs,
  rulesForBucket,
  rulesForTenant,
  APP_CHECK_SOURCES,
  type DeployTarget,
  type FirebaseJson,
} from '../../publish/deployConfig';
import { storageUrlStart } from '../../src/domain/limits';
import type { Env } from '../../src/services/firebaseConfig';
import { cspAllows, parsePolicy } from './contentSecurityPolicy';

const PROJECT = 'youth-commission-agra';
const BUCKET = `${PROJECT}.firebasestorage.app`;
const PRODUCTION: Env = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-example',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_REGISTRANT_TENANT: 'registrants-k3x9p',
};
const TARGET: DeployTarget = {
  projectId: PROJECT,
  bucket: BUCKET,
  registrantTenant: 'registrants-k3x9p',
};
const WITH_ANALYTICS: DeployTarget = { ...TARGET, measurementId: 'G-ABC123' };

describe('deployTarget: what the production configuration deploys to', () => {
  it.each<[string, Env, DeployTarget]>([
    ['the project and its bucket', PRODUCTION, TARGET],
    [
      'the measurement id, trimmed',
      { ...PRODUCTION, VITE_FIREBASE_MEASUREMENT_ID: ' G-ABC123 ' },
      WITH_ANALYTICS,
    ],
    ['no measurement id when blank', { ...PRODUCTION, VITE_FIREBASE_MEASUREMENT_ID: '  ' }, TARGET],
    [
      'an appspot.com bucket',
      { ...PRODUCTION, VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT}.appspot.com` },
      { ...TARGET, bucket: `${PROJECT}.appspot.com` },
    ],
    ['emulators off', { ...PRODUCTION, VITE_USE_EMULATORS: 'false' }, TARGET],
    [
      'the App Check site key',
      { ...PRODUCTION, VITE_APP_CHECK_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_' },
      { ...TARGET, appCheckSiteKey: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_' },
    ],
  ])('%s', (_, env, target) => {
    expect(deployTarget(env)).toEqual(target);
  });

  it.each<[string, Env, RegExp]>([
    [
      'a build wired to the emulators',
      { ...PRODUCTION, VITE_USE_EMULATORS: 'true' },
      /^VITE_USE_EMULATORS is on/,
    ],
    [
      'no configuration at all',
      {},
      /^VITE_FIREBASE_API_KEY is not set\. .*\.env\.production\.local/,
    ],
    [
      'no API key',
      { ...PRODUCTION, VITE_FIREBASE_API_KEY: undefined },
      /^VITE_FIREBASE_API_KEY is not set/,
    ],
    [
      'a blank auth domain',
      { ...PRODUCTION, VITE_FIREBASE_AUTH_DOMAIN: ' ' },
      /^VITE_FIREBASE_AUTH_DOMAIN is not set/,
    ],
    [
      'no project id',
      { ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: '' },
      /^VITE_FIREBASE_PROJECT_ID is not set/,
    ],
    [
      'no bucket',
      { ...PRODUCTION, VITE_FIREBASE_STORAGE_BUCKET: undefined },
      /^VITE_FIREBASE_STORAGE_BUCKET is not set/,
    ],
    [
      'the demo project of the emulators',
      { ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: 'demo-youth-commission' },
      /demo-youth-commission: demo- projects exist only on the local emulators/,
    ],
    [
      'a project id with capitals',
      { ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: 'Youth-Agra' },
      /"Youth-Agra" is not a Firebase project id/,
    ],
    [
      'a bucket written as a gs:// address',
      { ...PRODUCTION, VITE_FIREBASE_STORAGE_BUCKET: `gs://${BUCKET}` },
      /"gs:\/\/youth-commission-agra.firebasestorage.app" is not a bucket name/,
    ],
    [
      'a bucket name with a quote',
      { ...PRODUCTION, VITE_FIREBASE_STORAGE_BUCKET: "x'.appspot.com" },
      /is not a bucket name/,
    ],
    [
      'a bucket name with a path',
      { ...PRODUCTION, VITE_FIREBASE_STORAGE_BUCKET: `${BUCKET}/o` },
      /is not a bucket name/,
    ],
    [
      'an App Check site key with a quote',
      { ...PRODUCTION, VITE_APP_CHECK_SITE_KEY: "6Lc'; script-src *" },
      /is not a reCAPTCHA site key/,
    ],
    [
      "no registrants' tenant",
      { ...PRODUCTION, VITE_REGISTRANT_TENANT: undefined },
      /^VITE_REGISTRANT_TENANT is not set/,
    ],
    [
      'a tenant id with a quote',
      { ...PRODUCTION, VITE_REGISTRANT_TENANT: "registrants-x'" },
      /"registrants-x'" is not a tenant id/,
    ],
    [
      'a tenant written as its resource name',
      { ...PRODUCTION, VITE_REGISTRANT_TENANT: `projects/${PROJECT}/tenants/registrants-k3x9p` },
      /is not a tenant id/,
    ],
  ])('refuses %s', (_, env, message) => {
    expect(() => deployTarget(env)).toThrow(DeployRefusal);
    expect(() => deployTarget(env)).toThrow(message);
  });
});

describe("rulesForBucket: firestore.rules with the project's bucket", () => {
  const local = storageUrlStart({ bucket: 'demo-youth-commission.appspot.com', emulators: true });
  const hosted = storageUrlStart({ bucket: BUCKET, emulators: false });
  const rules = (body: string) =>
    `service cloud.firestore {\n  // storageUrlStart() below\n${body}\n  function isImage() { return storageUrlStart() + 'x'; }\n}\n`;

  it.each([
    ['single', `    function storageUrlStart() {\n      return '${local}';\n    }`],
    ['double', `    function storageUrlStart() {\n      return "${local}";\n    }`],
    ['on one line', `function storageUrlStart(){return '${local}';}`],
  ])('replaces the one literal (%s quotes) and nothing else', (_, body) => {
    const expected = rules(body.replace(/(['"]).*\1/, `'${hosted}'`));
    expect(rulesForBucket(rules(body), BUCKET)).toBe(expected);
    expect(expected).toContain(`'https://firebasestorage[.]googleapis[.]com/v0/b/${PROJECT}[.]`);
  });

  it.each([
    [
      'no such function',
      `function storageUrl() { return '${local}'; }`,
      /defines storageUrlStart\(\) 0 times/,
    ],
    [
      'two of them',
      `function storageUrlStart() { return '${local}'; }\nfunction storageUrlStart() { return 'x'; }`,
      /defines storageUrlStart\(\) 2 times/,
    ],
    [
      'a concatenation',
      `function storageUrlStart() { return 'http://' + 'x/o/'; }`,
      /must take no argument and only return one string literal/,
    ],
    [
      'a parameter',
      `function storageUrlStart(host) { return '${local}'; }`,
      /only return one string literal/,
    ],
    [
      'no literal',
      `function storageUrlStart() { return base(); }`,
      /only return one string literal/,
    ],
    [
      'more than the return',
      `function storageUrlStart() { let x = 1; return '${local}'; }`,
      /only return one string literal/,
    ],
  ])('refuses rules with %s', (_, body, message) => {
    expect(() => rulesForBucket(rules(body), BUCKET)).toThrow(message);
  });
});

describe("rulesForTenant: firestore.rules with the project's registrants' tenant", () => {
  const rules = (body: string) =>
    `service cloud.firestore {\n${body}\n  function isRegistrant() { return registrantTenant() == 't'; }\n}\n`;

  it('replaces the one literal and nothing else', () => {
    const body = `    function registrantTenant() {\n      return 'registrants-local';\n    }`;
    expect(rulesForTenant(rules(body), 'registrants-k3x9p')).toBe(
      rules(body.replace('registrants-local', 'registrants-k3x9p')),
    );
  });

  it.each([
    [
      'no such function',
      `function tenant() { return 'x'; }`,
      /defines registrantTenant\(\) 0 times/,
    ],
    [
      'a concatenation',
      `function registrantTenant() { return 'registrants-' + 'local'; }`,
      /only return one string literal/,
    ],
  ])('refuses rules with %s', (_, body, message) => {
    expect(() => rulesForTenant(rules(body), 'registrants-k3x9p')).toThrow(message);
  });

  it('refuses a tenant id that is not one', () => {
    const body = `function registrantTenant() { return 'registrants-local'; }`;
    expect(() => rulesForTenant(rules(body), "x' || true || '")).toThrow('is not a tenant id');
  });
});

/** The committed policy's shape, with the hosts that matter here. */
const COMMITTED =
  "default-src 'self'; script-src 'self'; img-src 'self' data: blob: https://firebasestorage.googleapis.com; " +
  "connect-src 'self' https://firestore.googleapis.com https://firebasestorage.googleapis.com; " +
  "object-src 'none'";
const SITE = 'https://youth-commission.web.app';

describe('deployedPolicy: the Content-Security-Policy deployed', () => {
  const own = (name: string) =>
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${name}?alt=media&token=t`;

  it.each([
    ['without a measurement id', TARGET],
    ['with a measurement id', WITH_ANALYTICS],
  ])("lets images and requests reach the project's bucket only, %s", (_, target) => {
    const policy = parsePolicy(deployedPolicy(COMMITTED, target));
    for (const directive of ['img-src', 'connect-src']) {
      const allows = (url: string) => cspAllows(policy, directive, url, SITE);
      expect(allows(own('members%2F1_cropped.jpeg')), directive).toBe(true);
      expect(
        allows(`https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o?name=gallery%2Fa.jpg`),
      ).toBe(true);
      for (const url of [
        'https://firebasestorage.googleapis.com/v0/b/other-project.appspot.com/o/a.jpg?alt=media',
        `https://firebasestorage.googleapis.com/v0/b/${BUCKET}x/o/a.jpg?alt=media`,
        `https://firebasestorage.googleapis.com/v0/b/${BUCKET}`,
        'https://firebasestorage.googleapis.com/v0/b/',
      ])
        expect(allows(url), `${directive} ${url}`).toBe(false);
    }
  });

  it('narrows Storage and leaves every other source as committed', () => {
    expect(Object.fromEntries(parsePolicy(deployedPolicy(COMMITTED, TARGET)))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', bucketSource(BUCKET)],
      'connect-src': ["'self'", 'https://firestore.googleapis.com', bucketSource(BUCKET)],
      'object-src': ["'none'"],
    });
  });

  it('adds the analytics hosts only with a measurement id', () => {
    const deployed = parsePolicy(deployedPolicy(COMMITTED, WITH_ANALYTICS));
    expect(deployed.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    for (const [directive, sources] of Object.entries(ANALYTICS_SOURCES))
      expect(deployed.get(directive)).toEqual(expect.arrayContaining([...sources]));
    const allows = (directive: string, url: string) => cspAllows(deployed, directive, url, SITE);
    expect(allows('script-src', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123')).toBe(true);
    expect(allows('connect-src', 'https://region1.google-analytics.com/g/collect')).toBe(true);
    expect(allows('connect-src', 'https://region1.analytics.google.com/g/collect')).toBe(true);
    expect(allows('img-src', 'https://www.google-analytics.com/collect')).toBe(true);
    expect(allows('connect-src', 'https://firebaseinstallations.googleapis.com/v1/x')).toBe(true);
    expect(allows('object-src', 'https://www.googletagmanager.com/gtag/js')).toBe(false);

    const without = parsePolicy(deployedPolicy(COMMITTED, TARGET));
    for (const [directive, sources] of Object.entries(ANALYTICS_SOURCES))
      for (const source of sources) expect(without.get(directive)).not.toContain(source);
  });

  it("adds App Check's and reCAPTCHA's hosts only with a site key", () => {
    const committed = `${COMMITTED}; frame-src https://www.google.com`;
    const target = { ...TARGET, appCheckSiteKey: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789' };
    const deployed = parsePolicy(deployedPolicy(committed, target));
    for (const [directive, sources] of Object.entries(APP_CHECK_SOURCES))
      expect(deployed.get(directive)).toEqual(expect.arrayContaining([...sources]));
    const allows = (directive: string, url: string) => cspAllows(deployed, directive, url, SITE);
    expect(allows('script-src', 'https://www.google.com/recaptcha/enterprise.js?render=k')).toBe(
      true,
    );
    expect(
      allows('script-src', 'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js'),
    ).toBe(true);
    expect(
      allows(
        'connect-src',
        'https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken',
      ),
    ).toBe(true);
    expect(allows('script-src', 'https://www.google.com/maps/api/js')).toBe(false);

    const without = parsePolicy(deployedPolicy(committed, TARGET));
    for (const [directive, sources] of Object.entries(APP_CHECK_SOURCES))
      for (const source of sources) expect(without.get(directive)).not.toContain(source);
  });

  it.each([
    [
      'an App Check host',
      COMMITTED.replace(
        "script-src 'self'",
        "script-src 'self' https://www.gstatic.com/recaptcha/",
      ),
      /names https:\/\/www.gstatic.com\/recaptcha\/ in script-src: App Check's hosts are added by the deploy/,
    ],
    [
      'an analytics host',
      COMMITTED.replace("script-src 'self'", "script-src 'self' https://www.googletagmanager.com"),
      /names https:\/\/www.googletagmanager.com in script-src: analytics hosts are added by the deploy/,
    ],
    ['no img-src', COMMITTED.replace(/img-src [^;]*; /, ''), /has no img-src directive/],
    [
      'no Storage in connect-src',
      COMMITTED.replace(
        'https://firestore.googleapis.com https://firebasestorage.googleapis.com',
        'https://firestore.googleapis.com',
      ),
      /connect-src does not name https:\/\/firebasestorage.googleapis.com/,
    ],
    [
      'Storage spelt another way as well',
      COMMITTED.replace('blob:', 'blob: https://firebasestorage.googleapis.com/'),
      /img-src names https:\/\/firebasestorage.googleapis.com\/; the deploy narrows only/,
    ],
    [
      'Storage twice',
      COMMITTED.replace('blob:', 'blob: https://firebasestorage.googleapis.com'),
      /img-src names https:\/\/firebasestorage.googleapis.com;/,
    ],
  ])('refuses a committed policy with %s', (_, policy, message) => {
    expect(() => deployedPolicy(policy, WITH_ANALYTICS)).toThrow(message);
  });
});

describe('deployedFirebaseJson: the firebase.json deployed', () => {
  const committed = (): FirebaseJson => ({
    firestore: { rules: 'firestore.rules' },
    storage: { rules: 'storage.rules' },
    emulators: { ui: { enabled: false } },
    hosting: {
      public: 'dist',
      cleanUrls: true,
      headers: [
        { source: '**', headers: [{ key: 'Content-Security-Policy', value: COMMITTED }] },
        { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
      ],
    },
  });
  const files = {
    firestoreRules: 'firestore.rules',
    firestoreIndexes: 'firestore.indexes.json',
    storageRules: 'storage.rules',
    publicDir: '/home/volunteer/site/dist',
  };

  it('names the generated rules, the index file and the build, and narrows the policy', () => {
    const config = committed();
    config.firestore.indexes = 'firestore.indexes.json';
    expect(deployedFirebaseJson(config, TARGET, files)).toEqual({
      firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
      storage: { rules: 'storage.rules' },
      hosting: {
        public: '/home/volunteer/site/dist',
        cleanUrls: true,
        headers: [
          {
            source: '**',
            headers: [{ key: 'Content-Security-Policy', value: deployedPolicy(COMMITTED, TARGET) }],
          },
          { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
        ],
      },
    });
  });

  it('names no index file when the committed one names none', () => {
    expect(deployedFirebaseJson(committed(), TARGET, files).firestore).toEqual({
      rules: 'firestore.rules',
    });
  });

  it.each<[string, (config: FirebaseJson) => unknown, RegExp]>([
    [
      'Firestore settings besides the rules and the indexes',
      (config) => Object.assign(config.firestore, { location: 'asia-south1' }),
      /firestore has \[rules, location\], and the deploy knows only "rules" and "indexes"/,
    ],
    [
      'no Storage rules',
      (config) => Object.assign(config, { storage: {} }),
      /storage has \[\], and the deploy knows only "rules"/,
    ],
    [
      'several sites',
      (config) => Object.assign(config, { hosting: [config.hosting] }),
      /hosting must be one site/,
    ],
    [
      'no Content-Security-Policy',
      (config) => config.hosting.headers.splice(0, 1),
      /sets no Content-Security-Policy header/,
    ],
  ])('refuses a firebase.json with %s', (_, change, message) => {
    const config = committed();
    change(config);
    expect(() => deployedFirebaseJson(config, TARGET, files)).toThrow(message);
  });
});

describe('the command line', () => {
  it.each<[string[], ReturnType<typeof parseDeployArgs>]>([
    [[], { only: DEFAULT_ONLY, dryRun: false }],
    [['--dry-run'], { only: DEFAULT_ONLY, dryRun: true }],
    [['--only', 'hosting'], { only: 'hosting', dryRun: false }],
    [
      ['--only=firestore:rules,storage', '--dry-run'],
      { only: 'firestore:rules,storage', dryRun: true },
    ],
    [['--only', 'hosting:youth-site'], { only: 'hosting:youth-site', dryRun: false }],
    [['--help'], 'help'],
  ])('%j', (argv, args) => {
    expect(parseDeployArgs(argv)).toEqual(args);
  });

  it.each([
    [['--only'], /--only needs a list of targets/],
    [['--only', '--dry-run'], /--only needs a list of targets/],
    [['--force'], /Unknown argument --force/],
    [['--only', 'functions'], /"functions" is not one of firestore, storage, hosting/],
    [['--only', 'hosting,'], /"" is not one of/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDeployArgs(argv)).toThrow(DeployRefusal);
    expect(() => parseDeployArgs(argv)).toThrow(message);
  });

  it.each([
    [DEFAULT_ONLY, true],
    ['hosting', true],
    ['hosting:youth-site', true],
    ['firestore:rules,storage', false],
    ['firestore', false],
  ])('%s builds the site first: %s', (only, builds) => {
    expect(deploysHosting(only)).toBe(builds);
  });

  it.each<[string, ReturnType<typeof deployOrder>]>([
    [DEFAULT_ONLY, { indexes: true, rest: 'firestore:rules,storage,hosting' }],
    ['firestore', { indexes: true, rest: 'firestore:rules' }],
    ['firestore:indexes', { indexes: true, rest: null }],
    ['firestore:indexes,hosting', { indexes: true, rest: 'hosting' }],
    ['firestore:rules,storage', { indexes: false, rest: 'firestore:rules,storage' }],
    ['hosting', { indexes: false, rest: 'hosting' }],
  ])('%s deploys the indexes first, then the rest', (only, order) => {
    expect(deployOrder(only)).toEqual(order);
  });
});
