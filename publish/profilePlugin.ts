/**
 * The commission profile (src/config/profile.ts's, or the one a build chooses) in what Vite builds
 * and serves: index.html's title, description, theme colour and icon (the favicon's file written
 * into the page as a `data:` address, so that no request for it shares a phone's connection with
 * the page's first picture), written there as %PROFILE_...% placeholders, and the check of its
 * palette, which stops the dev server and the build on a palette short of WCAG AA.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PROFILE, type CommissionProfile } from '../src/config/profile.ts';
import { faviconDataUri } from './inlineSvg.ts';
import { DEFAULT_PROFILE_FILE, profileFiles, type ProfileFiles } from './profileChoice.ts';
import { escapeAttribute } from './pageHtml.ts';
import { checkPalette } from './palette.ts';

/** The favicon file of `profile`, from its folder of files (`files`). */
export const faviconSource = (profile: CommissionProfile, files: ProfileFiles) =>
  readFileSync(path.join(files.publicDir, profile.favicon), 'utf8');

/**
 * index.html's placeholders and what each becomes for `profile`, whose favicon file holds
 * `favicon`.
 */
export function indexHtmlPlaceholders(
  profile: CommissionProfile,
  favicon: string,
): Record<string, string> {
  const { title } = profile.names;
  const { bishop } = profile.officeHolders;
  return {
    '%PROFILE_TITLE%': title,
    // The site's summary for search engines (the pages rendered at build have their own): here
    // rather than in src/config, so that the browser never downloads it.
    '%PROFILE_DESCRIPTION%':
      `${title}: messages from ${bishop.held ? `the ${bishop.adminLabel} and ` : ''}` +
      'the diocesan youth office, commission members by term, photo gallery and contact details.',
    '%PROFILE_THEME_COLOUR%': profile.palette.brand,
    '%PROFILE_FAVICON%': faviconDataUri(favicon),
  };
}

/** index.html's placeholders and what each becomes for this commission. */
export const INDEX_HTML_PLACEHOLDERS = indexHtmlPlaceholders(
  PROFILE,
  faviconSource(PROFILE, profileFiles(DEFAULT_PROFILE_FILE)),
);

/** index.html with its placeholders filled in; throws on one it does not know. */
export function fillIndexHtml(
  html: string,
  values: Record<string, string> = INDEX_HTML_PLACEHOLDERS,
): string {
  return html.replace(/%PROFILE_[A-Z_]+%/g, (placeholder) => {
    const value = values[placeholder];
    if (value === undefined) throw new Error(`index.html names an unknown ${placeholder}`);
    return escapeAttribute(value);
  });
}

/** `profile`: the profile the build is for, with its folder of files (publish/profileChoice.ts). */
export function profilePlugin(profile: CommissionProfile, files: ProfileFiles): Plugin {
  const placeholders = indexHtmlPlaceholders(profile, faviconSource(profile, files));
  return {
    name: 'youth-commission:profile',
    configResolved() {
      checkPalette(profile.palette);
    },
    // Before Vite's own %ENV% placeholders, which would warn about ours.
    transformIndexHtml: { order: 'pre', handler: (html) => fillIndexHtml(html, placeholders) },
  };
}
