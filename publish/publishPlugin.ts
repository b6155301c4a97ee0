/**
 * The publish as a Vite plugin: once Vite has written a production build of the site, it renders
 * every public page into it with its content (publish/renderSite.ts), unless the build is one
 * without content (`npm run build -- --no-content`), whose pages the browser then fills.
 *
 * Firebase Hosting serves the written files through `cleanUrls` and a rewrite of other paths to
 * /app.html (firebase.json); `vite preview` is taught the same rules here, so Lighthouse sees what
 * visitors get.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Logger, Plugin } from 'vite';
import { servedFile } from './pageHtml.ts';
import { renderSite } from './renderSite.ts';

/**
 * Set (to anything) in the environment of a build of pages without content, as
 * `npm run build -- --no-content` does.
 */
export const WITHOUT_CONTENT = 'BUILD_WITHOUT_CONTENT';

/** `vite preview` serves the build as Firebase Hosting does (see servedFile). */
function hostingRoutes(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const url = new URL(req.url ?? '/', 'http://preview');
      const file = servedFile(decodeURIComponent(url.pathname), (name) =>
        existsSync(path.join(outDir, name)),
      );
      if (file) req.url = `/${file}${url.search}`;
    }
    next();
  };
}

/** `siteUrl`: the site's public address, which link previews, canonical links and the sitemap use. */
export function publishPlugin({
  siteUrl,
  withContent,
}: {
  siteUrl: string;
  /** Publish the content (read from Firestore) into the pages; without it, the app shell's. */
  withContent: boolean;
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let base = '/';
  let isClientBuild = false;
  let logger: Logger | undefined;
  return {
    name: 'youth-commission:publish',
    configResolved(config) {
      ({ root, mode, base } = config);
      logger = config.logger;
      outDir = path.resolve(config.root, config.build.outDir);
      isClientBuild = config.command === 'build' && !config.build.ssr;
    },
    async closeBundle() {
      if (!isClientBuild) return;
      const started = performance.now();
      const { pages } = await renderSite({ root, outDir, mode, base, siteUrl, withContent });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger?.info(
        `Published ${pages} pages${withContent ? ' with their content' : ''} in ${seconds} s`,
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(hostingRoutes(outDir));
    },
  };
}
