/**
 * The render server: Vite, without a browser to serve, loading the app's modules for Node the way
 * it serves them in development (their `import.meta.env` is the build mode's VITE_* variables,
 * their `import.meta.glob` resolved), so that the publish renders and reads with the app's own
 * code.
 */
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { headerLogosPlugin } from './inlineSvg.ts';
import { chosenProfileFiles, profileChoicePlugin, type ProfileFiles } from './profileChoice.ts';

export interface RenderServer {
  /** The module at `id`, a path from the project's folder ('/src/app/prerender.tsx'). */
  load<T>(id: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * Keeps the render server's dependency optimizer off (no discovery, nothing included). Left on,
 * it would pre-bundle into the cache a running `npm run dev` uses (node_modules/.vite) and replace
 * that server's files, whose pages then fail (504 Outdated Optimize Dep) until it restarts. A
 * plugin rather than a setting: plugin-react adds React to `optimizeDeps.include`, and the lists
 * of config hooks are merged, so only a hook that runs after it can empty the list.
 */
const withoutPreBundling: Plugin = {
  name: 'render-server-without-pre-bundling',
  enforce: 'post',
  config(config) {
    config.optimizeDeps = { noDiscovery: true, include: [] };
  },
};

/**
 * Starts a render server for the project in `root`, in the build's `mode`, for the commission
 * profile the build is for (the environment's choice unless `profile` says).
 */
export async function startRenderServer(
  root: string,
  mode: string,
  profile: ProfileFiles = chosenProfileFiles(),
): Promise<RenderServer> {
  const server = await createServer({
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    // The commission profile the build is for, as the build's own configuration chooses it, and
    // the header's logos from its files.
    plugins: [
      profileChoicePlugin(profile),
      headerLogosPlugin(profile),
      react(),
      withoutPreBundling,
    ],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  return {
    load: <T>(id: string) => server.ssrLoadModule(id) as Promise<T>,
    close: () => server.close(),
  };
}
