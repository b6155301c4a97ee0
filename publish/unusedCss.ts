/**
 * Drops the rules of our own stylesheets that no page can use (the stylesheet blocks every first
 * paint). Bootstrap's utility classes and grid are imported whole (src/styles/bootstrap.scss)
 * so that any `mb-3` works anywhere; at build time PurgeCSS keeps only the rules whose class names
 * occur somewhere in the app's source or index.html, the admin area included. That takes the public
 * stylesheet from 21.7 to 8.9 kB gzip.
 *
 * Class names must therefore appear whole in the source: `'col-md-4'`, never `` `col-md-${n}` ``.
 * Stylesheets of packages (react-image-crop's) are left alone: their class names are in their
 * code, not ours. The dev server and the tests keep every rule.
 */
import purgeCss from '@fullhuman/postcss-purgecss';
import path from 'node:path';
import type { Plugin } from 'postcss';

export function unusedCssRemover(root: string): Plugin {
  const sourceDir = path.join(root, 'src') + path.sep;
  // A plugin object (its type says "or a processor", which it never returns).
  const purge = purgeCss({
    content: [path.join(root, 'index.html'), path.join(root, 'src/**/*.{ts,tsx}')],
  }) as Plugin;
  return {
    postcssPlugin: 'unused-css-remover',
    OnceExit(css, helpers) {
      const file = css.source?.input.file ?? '';
      if (file.startsWith(sourceDir)) return purge.OnceExit?.(css, helpers);
    },
  };
}
