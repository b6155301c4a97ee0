/**
 * firebase.json hosting: the SPA rewrite (which leaves the asset folders alone, so a missing file
 * is a 404), cache headers, and a Content-Security-Policy that lets the app reach exactly the
 * origins it uses. Headers are resolved as Firebase Hosting does (and its emulator, superstatic):
 * every matching rule applies in order, so a later rule's value of the same header wins. The
 * browser tests run the same file in firebase-tools' Hosting emulator (tests/e2e/hosting.spec.ts).
 * `npm run deploy` deploys a copy whose policy reaches the project's own bucket only, plus Google
 * Analytics' hosts when the build has a measurement id (tests/unit/deployConfig.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE } from '../../publish/pageHtml';
import { mapEmbedUrl } from '../../src/config/site';
import { cspAllows as policyAllows, parsePolicy } from './contentSecurityPolicy';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface Hosting {
  public: string;
  ignore: string[];
  cleanUrls: boolean;
  rewrites: { source: string; destination: string }[];
  headers: HeaderRule[];
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: Hosting;
  firestore: unknown;
  storage: unknown;
  emulators: unknown;
};
const hosting = config.hosting;

/**
 * Whether a Hosting glob matches `path`, for the syntax this config uses: `**` any path, `*` one
 * path segment, `@(a|b)` either word, and a leading `!` for every path the rest does not match.
 */
function globMatches(glob: string, path: string): boolean {
  const negated = glob.startsWith('!');
  const segment = (text: string) =>
    text
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
  const source = (negated ? glob.slice(1) : glob)
    .split('**')
    .map((part) =>
      part
        .split(/@\(([^)]*)\)/)
        .map((piece, i) =>
          i % 2 ? `(?:${piece.split('|').map(segment).join('|')})` : segment(piece),
        )
        .join(''),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(path) !== negated;
}

/** The headers a response for `path` carries: all matching rules in order, the last one wins. */
function headersFor(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of hosting.headers) {
    if (!globMatches(rule.source, path)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

const csp = headersFor('/').get('content-security-policy') ?? '';
const directives = parsePolicy(csp);

/** Where the tests pretend the site is served, for 'self'. */
const SITE_ORIGIN = 'https://youth-commission.web.app';

/** Whether a CSP directive (or default-src when absent) lets the page load `url`. */
const cspAllows = (directive: string, url: string) =>
  policyAllows(directives, directive, url, SITE_ORIGIN);

describe('firebase.json hosting', () => {
  it('keeps the rules and emulator settings beside hosting', () => {
    expect(config.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
    expect(config.storage).toEqual({ rules: 'storage.rules' });
    expect(config.emulators).toBeTruthy();
  });

  it('serves the build without dotfiles such as .vite/', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.ignore).toContain('**/.*');
  });

  it('serves each rendered page at its path, and the app shell at other paths', () => {
    // /about-us → about-us.html, as publish/renderSite.ts writes it and `vite preview` serves it.
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites).toHaveLength(1);
    expect(hosting.rewrites[0]?.destination).toBe(`/${APP_SHELL_FILE}`);
  });

  // Rewrites apply only where no file matches. A script of an older deploy must be a 404, or the
  // browser would get the app shell as JavaScript, cached for a year by the /assets/** header.
  const rewritten = (path: string) => hosting.rewrites.some((r) => globMatches(r.source, path));

  it.each([
    '/',
    '/admin',
    '/admin/members',
    '/gallery/2024',
    '/no-such-page',
    '/assetsy',
    '/images-old/a.png',
    '/publishedx',
  ])('%s, if no file is there, gets the app shell', (path) => {
    expect(rewritten(path)).toBe(true);
  });

  it.each([
    '/assets/GalleryPage-B01d4ZPF.js',
    '/assets/index-Cq1w2e3r.css',
    '/images/banners/gone.webp',
    '/images/a/b/c.svg',
    // A page's published content: a page never published must read live, not parse HTML.
    '/published/programmes/added-since.json',
  ])('%s, if missing, is a 404 and never the app shell', (path) => {
    expect(rewritten(path)).toBe(false);
  });

  it.each(['/', '/index.html', '/about-us', '/admin/members', '/published/about-us.json'])(
    '%s (a page, or its published content) is revalidated on every visit',
    (path) => {
      expect(headersFor(path).get('cache-control')).toBe('no-cache');
    },
  );

  it.each([
    '/assets/index-B3xQ9f2a.js',
    '/assets/index-Cq1w2e3r.css',
    '/assets/logo-D4f5g6h7.webp',
  ])('%s (hashed by Vite) is cached for a year', (path) => {
    expect(headersFor(path).get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches the unhashed site images for a day, not forever', () => {
    expect(headersFor('/images/banners/prayer-1280.webp').get('cache-control')).toBe(
      'public, max-age=86400',
    );
  });

  it('serves the calendar feed as a calendar, cached for an hour (it changes at every publish)', () => {
    const headers = headersFor('/programmes.ics');
    expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each([
    '/',
    '/gallery',
    '/assets/index-B3xQ9f2a.js',
    '/images/logos/emblem.svg',
    '/programmes.ics',
  ])('%s carries the security headers', (path) => {
    const headers = headersFor(path);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(headers.get('content-security-policy')).toBe(csp);
  });
});

describe('the Content-Security-Policy', () => {
  it('forbids eval, inline scripts and styles, plugins, framing and foreign base URLs', () => {
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    // Inline styles only by hash (tests/components/cspStyles.test.tsx checks the hashes).
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
  });

  it('has no catch-all sources', () => {
    for (const [name, sources] of directives) {
      for (const broad of ['*', 'https:', 'http:', 'https://*.com', 'https://*.googleapis.com'])
        expect(sources, name).not.toContain(broad);
    }
  });

  it('lets the browser reach Firestore, Storage and Auth (SDK hosts)', () => {
    for (const url of [
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery',
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o?name=gallery%2Fa.jpg',
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      'https://securetoken.googleapis.com/v1/token',
    ])
      expect(cspAllows('connect-src', url), url).toBe(true);
  });

  it('shows images from Storage download URLs and crop previews (data: and blob:)', () => {
    for (const url of [
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/members%2F1_cropped.jpeg?alt=media&token=t',
      'data:image/jpeg;base64,AAAA',
      `blob:${SITE_ORIGIN}/0b5c2f4e`,
      `${SITE_ORIGIN}/images/placeholders/member.svg`,
    ])
      expect(cspAllows('img-src', url), url).toBe(true);
  });

  it('embeds the contact map of src/config/site.ts', () => {
    expect(cspAllows('frame-src', mapEmbedUrl("Archbishop's House, Agra"))).toBe(true);
  });

  // Only a build with a measurement id loads Analytics, and only `npm run deploy` knows whether
  // the deployed build has one (publish/deployConfig.ts adds these hosts then). Tag Manager
  // serves anyone's scripts, so allowing it without need would let injected markup run them.
  it.each([
    'https://www.googletagmanager.com/gtag/js?id=G-XYZ',
    'https://www.google-analytics.com/g/collect',
    'https://region1.google-analytics.com/g/collect',
    'https://region1.analytics.google.com/g/collect',
    'https://firebase.googleapis.com/v1alpha/projects/-/apps/1:2:web:3/webConfig',
    'https://firebaseinstallations.googleapis.com/v1/projects/p/installations',
  ])('allows no Google Analytics request anywhere: %s', (url) => {
    for (const directive of directives.keys())
      expect(cspAllows(directive, url), directive).toBe(false);
  });

  it('names no analytics host at all', () => {
    expect(csp).not.toMatch(
      /googletagmanager|google-analytics|analytics\.google|firebase\.googleapis|firebaseinstallations/,
    );
  });

  it('refuses the Auth popup helpers: the app signs in by password only (initializeAuth)', () => {
    expect(cspAllows('script-src', 'https://apis.google.com/js/api.js')).toBe(false);
    expect(
      cspAllows('frame-src', 'https://demo-youth-commission.firebaseapp.com/__/auth/iframe'),
    ).toBe(false);
  });

  it('refuses anything else', () => {
    expect(cspAllows('script-src', 'https://evil.example.com/x.js')).toBe(false);
    expect(cspAllows('connect-src', 'https://evil.example.com/steal')).toBe(false);
    expect(cspAllows('frame-src', 'https://evil.example.com/')).toBe(false);
    expect(cspAllows('img-src', 'http://firebasestorage.googleapis.com/x')).toBe(false);
  });
});
