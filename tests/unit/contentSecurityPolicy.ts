/**
 * A Content-Security-Policy read the way a browser reads it, for the sources this project writes:
 * keywords ('self', 'none'), scheme sources (data:, blob:) and https host sources with an optional
 * `*.` wildcard and path. Paths follow CSP Level 3, "path-part matches path": a path ending in `/`
 * matches every URL path below it, segment by segment after percent-decoding (so `/v0/b/site/`
 * matches `/v0/b/site/o/a.jpg` but neither `/v0/b/site-2/o/a.jpg` nor `/v0/b/site`), any other path
 * only itself. Chromium agrees on each of these cases.
 */

export type Directives = Map<string, string[]>;

export function parsePolicy(policy: string): Directives {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Whether `directive` (or default-src when absent) lets a page served from `selfOrigin` load `url`. */
export function cspAllows(
  directives: Directives,
  directive: string,
  url: string,
  selfOrigin: string,
): boolean {
  const sources = directives.get(directive) ?? directives.get('default-src') ?? [];
  const { protocol, host, origin, pathname } = new URL(url);
  return sources.some((source) => {
    if (source === protocol) return true; // scheme sources: data:, blob:
    if (source === "'self'") return origin === selfOrigin;
    const pattern = /^https:\/\/(\*\.)?([^/]+)(\/.*)?$/.exec(source);
    if (!pattern || protocol !== 'https:') return false;
    const [, wildcard, domain, path = ''] = pattern;
    const hostMatches = wildcard ? host.endsWith(`.${domain}`) : host === domain;
    return hostMatches && pathMatches(path, pathname);
  });
}

/** CSP Level 3, 6.7.2.12 "path-part matches path" (for a request that was not redirected). */
function pathMatches(expression: string, path: string): boolean {
  if (expression === '') return true;
  if (expression === '/' && path === '') return true;
  const exact = !expression.endsWith('/');
  const expressionPieces = expression.split('/');
  const pathPieces = path.split('/');
  // Counted before the trailing empty piece goes, so `/a/` does not match `/a`.
  if (expressionPieces.length > pathPieces.length) return false;
  if (exact && expressionPieces.length !== pathPieces.length) return false;
  if (!exact) expressionPieces.pop();
  return expressionPieces.every(
    (piece, i) => percentDecoded(piece) === percentDecoded(pathPieces[i] as string),
  );
}

function percentDecoded(piece: string): string {
  try {
    return decodeURIComponent(piece);
  } catch {
    return piece; // a lone % stays as it is
  }
}
