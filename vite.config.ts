import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { missingProductionVariable, publicSiteUrl } from './src/services/firebaseConfig.ts';
import { moduleGraphPlugin } from './publish/moduleGraphPlugin.ts';
import { paletteProperties } from './publish/palette.ts';
import {
  chosenProfile,
  chosenProfileFiles,
  profileChoicePlugin,
  profileFilesPlugin,
} from './publish/profileChoice.ts';
import { headerLogosPlugin } from './publish/inlineSvg.ts';
import { profilePlugin } from './publish/profilePlugin.ts';
import { WITHOUT_CONTENT, publishPlugin } from './publish/publishPlugin.ts';
import { unusedCssRemover } from './publish/unusedCss.ts';
import { VENDOR_CHUNK_GROUPS } from './publish/vendorChunks.ts';

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteEnv(process.env) };
  if (command === 'build') {
    const missing = missingProductionVariable(env);
    if (missing)
      throw new Error(
        `${missing} is not set. A production build needs the Firebase web configuration ` +
          `(see .env.example), or VITE_USE_EMULATORS=true for a build against local emulators ` +
          `(npm run build -- --mode emulators).`,
      );
  }
  // This commission's profile, or the one COMMISSION_PROFILE names (npm run build -- --profile).
  const profileFiles = chosenProfileFiles();
  const profile = await chosenProfile(profileFiles);
  return {
    plugins: [
      profileChoicePlugin(profileFiles),
      react(),
      profilePlugin(profile, profileFiles),
      headerLogosPlugin(profileFiles),
      profileFilesPlugin(profileFiles),
      moduleGraphPlugin(),
      publishPlugin({
        siteUrl: publicSiteUrl(env),
        // `npm run build -- --no-content` (publish/build.ts) sets it.
        withContent: !process.env[WITHOUT_CONTENT],
      }),
    ],
    // Where the dev server keeps its pre-bundled dependencies: node_modules/.vite, or the folder
    // DEV_DEPS_CACHE_DIR names for a dev server started beside `npm run dev` (the browser tests
    // start one): two servers sharing one folder replace each other's files, and the pages of the
    // one whose files went fail to load (504 Outdated Optimize Dep) until it restarts.
    cacheDir: process.env.DEV_DEPS_CACHE_DIR || undefined,
    server: {
      host: 'localhost',
      port: 5173,
      strictPort: true,
      // Reports, builds and local backend data written while the dev server runs are not source.
      watch: { ignored: ['**/lighthouse-reports/**', '**/.test-data/**', '**/.local-data/**'] },
    },
    preview: { host: 'localhost', port: 4173, strictPort: true },
    css: {
      // The profile's palette where the stylesheets ask for it (publish/palette.ts). Builds keep
      // only the CSS rules the app's source can use (publish/unusedCss.ts), except the naive build
      // Lighthouse compares with (scripts/lighthouse.ts), which keeps every rule.
      postcss: {
        plugins: [
          paletteProperties(profile.palette),
          ...(command === 'build' && !process.env.KEEP_UNUSED_CSS
            ? [unusedCssRemover(import.meta.dirname)]
            : []),
        ],
      },
      preprocessorOptions: {
        // Bootstrap 5.3's SCSS uses @import and global functions that Dart Sass deprecates;
        // those warnings are Bootstrap's to fix, not ours.
        scss: { quietDeps: true, silenceDeprecations: ['import'] },
      },
    },
    // Web workers are bundled apart, with plugins of their own: the same profile as the pages.
    worker: { plugins: () => [profileChoicePlugin(profileFiles)] },
    build: {
      // dist/.vite/manifest.json (+ modules.json from moduleGraphPlugin) feed `npm run budget`.
      manifest: true,
      // Browsers that know <link rel="modulepreload"> (all current ones) need no polyfill; older
      // ones still load every script, only without the head start.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNK_GROUPS } } },
    },
  };
});

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  );
}
