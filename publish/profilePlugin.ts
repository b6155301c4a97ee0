/**
 * The commission profile (src/config/profile.ts's, or the one a build chooses) in what Vite builds
 * and serves: index.html's title, description, theme colour and icon, written there as
 * %PROFILE_...% placeholders, and the check of its palette, which stops the dev server and the
 * build on a palette short of WCAG AA.
 */
import type { Plugin } from 'vite';
import { PROFILE, type CommissionProfile } from '../src/config/profile.ts';
import { escapeAttribute } from './pageHtml.ts';
import { checkPalette } from './palette.ts';

/** index.html's placeholders and what each becomes for `profile`. */
export function indexHtmlPlaceholders(profile: CommissionProfile): Record<string, string> {
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
    '%PROFILE_FAVICON%': profile.favicon,
  };
}

/** index.html's placeholders and what each becomes for this commission. */
export const INDEX_HTML_PLACEHOLDERS = indexHtmlPlaceholders(PROFILE);

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

/** `profile`: the profile the build is for (publish/profileChoice.ts). */
export function profilePlugin(profile: CommissionProfile = PROFILE): Plugin {
  const placeholders = indexHtmlPlaceholders(profile);
  return {
    name: 'youth-commission:profile',
    configResolved() {
      checkPalette(profile.palette);
    },
    // Before Vite's own %ENV% placeholders, which would warn about ours.
    transformIndexHtml: { order: 'pre', handler: (html) => fillIndexHtml(html, placeholders) },
  };
}
