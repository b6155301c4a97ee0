/**
 * The commission profile (src/config/profile.ts) in what Vite builds and serves: index.html's
 * title, description, theme colour and icon, written there as %PROFILE_...% placeholders, and the check
 * of its palette, which stops the dev server and the build on a palette short of WCAG AA.
 */
import type { Plugin } from 'vite';
import { PROFILE } from '../src/config/profile.ts';
import { SITE } from '../src/config/site.ts';
import { escapeAttribute } from './pageHtml.ts';
import { checkPalette } from './palette.ts';

const { bishop } = PROFILE.officeHolders;

/**
 * The site's summary for search engines in index.html (the pages rendered at build have their
 * own): here rather than in src/config, so that the browser never downloads it.
 */
const SITE_DESCRIPTION =
  `${SITE.title}: messages from ${bishop.held ? `the ${bishop.adminLabel} and ` : ''}` +
  'the diocesan youth office, commission members by term, photo gallery and contact details.';

/** index.html's placeholders and what each becomes. */
export const INDEX_HTML_PLACEHOLDERS: Record<string, string> = {
  '%PROFILE_TITLE%': SITE.title,
  '%PROFILE_DESCRIPTION%': SITE_DESCRIPTION,
  '%PROFILE_THEME_COLOUR%': PROFILE.palette.brand,
  '%PROFILE_FAVICON%': PROFILE.favicon,
};

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

export function profilePlugin(): Plugin {
  return {
    name: 'youth-commission:profile',
    configResolved() {
      checkPalette(PROFILE.palette);
    },
    // Before Vite's own %ENV% placeholders, which would warn about ours.
    transformIndexHtml: { order: 'pre', handler: (html) => fillIndexHtml(html) },
  };
}
