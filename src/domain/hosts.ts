/**
 * Whether a host name (optionally with a port) is the visitor's own machine or a private network,
 * where page views must not be counted (docs/behaviour.md, Analytics).
 */
export function isLocalOrPrivateHost(host: string): boolean {
  const name = hostName(host);
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.endsWith('.local')) return true;
  const ipv4 = parseIPv4(name);
  if (ipv4) {
    const [a = -1, b = -1] = ipv4;
    return (
      a === 127 || // loopback
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) || // link-local
      (a === 0 && ipv4.every((part) => part === 0))
    );
  }
  if (name.includes(':')) {
    // IPv6: loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10).
    return name === '::1' || name === '::' || /^f[cd]/.test(name) || /^fe[89ab]/.test(name);
  }
  return false;
}

/** The host name without port and IPv6 brackets, lower case and without a trailing dot. */
function hostName(host: string): string {
  let name = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(name);
  if (bracketed) name = bracketed[1] ?? '';
  else if (name.split(':').length === 2) name = name.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

function parseIPv4(name: string): number[] | null {
  const parts = name.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}
