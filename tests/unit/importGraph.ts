/**
 * The import graph of a tree of TypeScript modules as the bundler runs it, and the circles in it.
 * An edge is a static import or re-export, a dynamic `import()` of a written path, or a module an
 * `import.meta.glob` pattern matches (Vite turns each into an import). Imports of types only
 * (`import type`, `export type … from`) are left out: they vanish from the build. Read with
 * TypeScript's own parser, so that comments and strings never pass for imports.
 *
 * Paths are POSIX paths relative to the tree's root ('src/app/App.tsx'); a glob written from the
 * root ('/src/pages/*.tsx') is read as Vite reads it, from the project's root.
 */
import path from 'node:path';
import ts from 'typescript';

export type EdgeKind = 'static' | 'dynamic' | 'glob';

export interface ImportEdge {
  to: string;
  kind: EdgeKind;
}

export interface ImportGraph {
  /** Every module's imports of other modules of the tree. */
  edges: ReadonlyMap<string, readonly ImportEdge[]>;
  /**
   * What could not be followed: a relative import of no module of the tree, a dynamic import of
   * a computed path, a glob that matches nothing. Each would hide edges, so a caller fails on it.
   */
  unfollowed: readonly string[];
}

/** Files a module may import that are not modules of the tree (styles, pictures, data). */
const ASSET = /\.(css|scss|sass|svg|png|jpe?g|webp|gif|avif|ico|json|txt|woff2?)$/;

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A glob of Vite's syntax (`*`, `**`, `?`, `{a,b}`) as a regular expression of whole paths. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      // '**/' is any number of whole folders, none included; '**' at the end, anything.
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:[^/]+/)*' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      const end = glob.indexOf('}', i);
      const choices = glob.slice(i + 1, end).split(',');
      source += `(?:${choices.map((c) => c.replace(/[.+^$()|[\]\\]/g, '\\$&')).join('|')})`;
      i = end;
    } else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The module of the tree a relative specifier names from `from`, or null. */
function resolveRelative(from: string, specifier: string, files: { has(file: string): boolean }) {
  const target = path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, ''));
  return CANDIDATES.map((ending) => target + ending).find((file) => files.has(file)) ?? null;
}

/** A literal string argument: 'x' or `x` without substitutions. */
const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

const isImportMetaGlob = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) &&
  call.expression.name.text === 'glob' &&
  ts.isMetaProperty(call.expression.expression) &&
  call.expression.expression.keywordToken === ts.SyntaxKind.ImportKeyword;

/** The modules of the tree a glob call's patterns match, `!pattern` taking matches away. */
function globMatches(from: string, patterns: string[], files: ReadonlyMap<string, string>) {
  const fromRoot = (pattern: string) =>
    pattern.startsWith('/') ? pattern.slice(1) : path.posix.join(path.posix.dirname(from), pattern);
  const take = patterns.filter((p) => !p.startsWith('!')).map((p) => globToRegExp(fromRoot(p)));
  const leave = patterns
    .filter((p) => p.startsWith('!'))
    .map((p) => globToRegExp(fromRoot(p.slice(1))));
  return [...files.keys()].filter(
    (file) => file !== from && take.some((r) => r.test(file)) && !leave.some((r) => r.test(file)),
  );
}

/** The imports of one module, and what of them could not be followed. */
function importsOf(file: string, files: ReadonlyMap<string, string>, outside: ReadonlySet<string>) {
  const edges: ImportEdge[] = [];
  const unfollowed: string[] = [];
  const source = ts.createSourceFile(
    file,
    files.get(file) ?? '',
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const follow = (specifier: string, kind: EdgeKind) => {
    if (!specifier.startsWith('.')) return; // a package
    const to = resolveRelative(file, specifier, files);
    if (to) edges.push({ to, kind });
    else if (resolveRelative(file, specifier, outside))
      return; // a module the graph leaves out
    else if (!ASSET.test(specifier.replace(/\?.*$/, '')))
      unfollowed.push(`${file}: '${specifier}' is no module of the tree`);
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      follow(literal(node.moduleSpecifier) ?? '', 'static');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      follow(literal(node.moduleSpecifier) ?? '', 'static');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = literal(node.arguments[0]);
      if (specifier === null) unfollowed.push(`${file}: import() of a computed path`);
      else follow(specifier, 'dynamic');
    } else if (ts.isCallExpression(node) && isImportMetaGlob(node)) {
      const [first] = node.arguments;
      const written =
        first && ts.isArrayLiteralExpression(first) ? [...first.elements] : first ? [first] : [];
      const patterns = written.map(literal);
      if (patterns.length === 0 || patterns.some((p) => p === null)) {
        unfollowed.push(`${file}: import.meta.glob of a computed pattern`);
      } else {
        const matched = globMatches(file, patterns as string[], files);
        if (matched.length === 0)
          unfollowed.push(`${file}: import.meta.glob(${patterns.join(', ')}) matches no module`);
        for (const to of matched) edges.push({ to, kind: 'glob' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { edges, unfollowed };
}

/**
 * The graph of the modules `files` holds (path → source text). `outside` names modules that are
 * there but left out of the graph (the tests' support): an import of one is no edge, and is not
 * reported as unfollowed.
 */
export function importGraph(
  files: ReadonlyMap<string, string>,
  outside: ReadonlySet<string> = new Set(),
): ImportGraph {
  const edges = new Map<string, ImportEdge[]>();
  const unfollowed: string[] = [];
  for (const file of [...files.keys()].sort()) {
    const found = importsOf(file, files, outside);
    edges.set(file, found.edges);
    unfollowed.push(...found.unfollowed);
  }
  return { edges, unfollowed };
}

/** One circle: its modules, and one way round it from the first of them. */
export interface ImportCycle {
  modules: string[];
  /** From modules[0] back to it, each step with how it imports the next. */
  path: Array<{ from: string; to: string; kind: EdgeKind }>;
}

/** The groups of modules that import one another in a circle (Tarjan's components). */
function circles(edges: ImportGraph['edges']): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const connect = (module: string) => {
    index.set(module, counter);
    low.set(module, counter++);
    stack.push(module);
    onStack.add(module);
    for (const { to } of edges.get(module) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(module, Math.min(low.get(module)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(module, Math.min(low.get(module)!, index.get(to)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    const selfImport = (edges.get(module) ?? []).some(({ to }) => to === module);
    if (group.length > 1 || selfImport) found.push(group.sort());
  };
  for (const module of [...edges.keys()].sort()) if (!index.has(module)) connect(module);
  return found;
}

/** The shortest way from `start` back to itself, inside `group`. */
function wayRound(start: string, group: ReadonlySet<string>, edges: ImportGraph['edges']) {
  const cameFrom = new Map<string, { from: string; kind: EdgeKind }>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift()!;
    for (const { to, kind } of edges.get(module) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const steps = [{ from: module, to, kind }];
        for (let at = module; at !== start;) {
          const step = cameFrom.get(at)!;
          steps.unshift({ from: step.from, to: at, kind: step.kind });
          at = step.from;
        }
        return steps;
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, { from: module, kind });
        queue.push(to);
      }
    }
  }
  return [];
}

/** Every circle of the graph, each once, in the order of their first module. */
export function importCycles(graph: ImportGraph): ImportCycle[] {
  return circles(graph.edges)
    .map((modules) => ({
      modules,
      path: wayRound(modules[0] as string, new Set(modules), graph.edges),
    }))
    .sort((a, b) => (a.modules[0] as string).localeCompare(b.modules[0] as string));
}

const HOW: Record<EdgeKind, string> = { static: '', dynamic: ' (import())', glob: ' (glob)' };

/** A circle as a line to read: 'a.ts → b.ts (import()) → a.ts, of 2 modules'. */
export const cycleText = ({ modules, path: steps }: ImportCycle) =>
  `${[steps[0]?.from, ...steps.map((s) => `${s.to}${HOW[s.kind]}`)].join(' → ')}, ` +
  `in a circle of ${modules.length} module${modules.length === 1 ? '' : 's'}: ${modules.join(', ')}`;
