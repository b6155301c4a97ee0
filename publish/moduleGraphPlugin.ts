/**
 * A build-only Vite plugin that writes dist/.vite/modules.json: which source modules each output
 * chunk holds, and which modules each included module imports dynamically. The Vite manifest
 * names chunks and their imports but not their contents; scripts/checkBudget.ts needs both to
 * prove that no public route downloads Auth, Storage, the cropper, the toasts or admin code.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const MODULE_GRAPH_FILE = '.vite/modules.json';

export interface ModuleGraph {
  /** Ids of the entry modules (the first modules a page runs). */
  entries: string[];
  /** Output chunk file → ids of the modules whose code it contains (root-relative). */
  chunks: Record<string, string[]>;
  /**
   * Module id → the chunk file that stands for it: the chunk an `import()` of that module loads.
   * Needed for re-exporting modules (firebase/analytics) that own no code of their own.
   */
  facades: Record<string, string>;
  /** Module id → ids it imports statically, for every module of the build. */
  imports: Record<string, string[]>;
  /** Module id → ids it imports with `import()`, for the modules that import any. */
  dynamicImports: Record<string, string[]>;
}

/** Root-relative id with forward slashes; virtual ids (`\0…`) and outside paths stay as they are. */
export function relativeModuleId(root: string, id: string): string {
  if (id.startsWith('\0') || !path.isAbsolute(id)) return id;
  const relative = path.relative(root, id.split('?')[0] ?? id);
  return relative.startsWith('..') ? id : relative.split(path.sep).join('/');
}

export function moduleGraphPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'youth-commission:module-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const id = (raw: string) => relativeModuleId(root, raw);
      const graph: ModuleGraph = {
        entries: [],
        chunks: {},
        facades: {},
        imports: {},
        dynamicImports: {},
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.facadeModuleId) {
          graph.facades[id(output.facadeModuleId)] = output.fileName;
          if (output.isEntry) graph.entries.push(id(output.facadeModuleId));
        }
        // Modules that rendered no code (type-only or fully tree-shaken) are not downloaded.
        graph.chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .map(([moduleId]) => id(moduleId));
      }
      // Edges of every module, rendered or not, so that paths through re-exports stay connected.
      for (const moduleId of this.getModuleIds()) {
        const info = this.getModuleInfo(moduleId);
        if (!info) continue;
        if (info.importedIds.length > 0) graph.imports[id(moduleId)] = info.importedIds.map(id);
        if (info.dynamicallyImportedIds.length > 0)
          graph.dynamicImports[id(moduleId)] = info.dynamicallyImportedIds.map(id);
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_GRAPH_FILE,
        source: JSON.stringify(graph, null, 1),
      });
    },
  };
}
