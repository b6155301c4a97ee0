/**
 * ID tokens from the Firebase Auth emulator. They are unsigned JWTs, so the claims are checked
 * here (issuer, audience, expiry, issue time) and the emulator is asked whether the account
 * still exists and is enabled. Good answers are cached briefly; the admin claim is read from the
 * token, as security rules read `request.auth.token.admin`.
 */
import { ApiError } from './http';

export interface VerifiedUser {
  uid: string;
  claims: Record<string, unknown>;
}

/** Why a token was refused; the Firestore and Storage front ends turn it into their own errors. */
export class InvalidTokenError extends Error {}

const CACHE_MS = 10_000;
const CACHE_MAX = 500;
const CLOCK_SKEW_S = 5;
const LOOKUP_TIMEOUT_MS = 3_000;

function decodeSegment(segment: string | undefined): Record<string, unknown> | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export class TokenVerifier {
  private readonly cache = new Map<string, { user: VerifiedUser; until: number }>();

  constructor(
    private readonly projectId: string,
    private readonly authEmulatorUrl: string,
  ) {}

  /** Resolves with the user of a valid token; rejects with InvalidTokenError otherwise. */
  async verify(token: string, nowMs = Date.now()): Promise<VerifiedUser> {
    const cached = this.cache.get(token);
    if (cached && cached.until > nowMs) return cached.user;
    this.cache.delete(token);

    const user = this.checkClaims(token, nowMs);
    await this.checkAccount(token);
    const exp = (user.claims.exp as number) * 1000;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(token, { user, until: Math.min(nowMs + CACHE_MS, exp) });
    return user;
  }

  private checkClaims(token: string, nowMs: number): VerifiedUser {
    const [header, payload] = token.split('.').map(decodeSegment);
    if (!header || !payload || token.split('.').length !== 3)
      throw new InvalidTokenError('the ID token is not a JWT');
    const now = nowMs / 1000;
    const { iss, aud, exp, iat, sub } = payload;
    if (iss !== `https://securetoken.google.com/${this.projectId}`)
      throw new InvalidTokenError(
        `the ID token was issued for another project (iss ${String(iss)})`,
      );
    if (aud !== this.projectId)
      throw new InvalidTokenError(`the ID token has the wrong audience (${String(aud)})`);
    if (typeof exp !== 'number' || exp <= now)
      throw new InvalidTokenError('the ID token has expired');
    if (typeof iat !== 'number' || iat > now + CLOCK_SKEW_S)
      throw new InvalidTokenError('the ID token is issued in the future');
    if (typeof sub !== 'string' || sub === '')
      throw new InvalidTokenError('the ID token has no subject');
    return { uid: sub, claims: payload };
  }

  /** accounts:lookup fails for deleted or disabled accounts and for revoked tokens. */
  private async checkAccount(token: string) {
    const url = `${this.authEmulatorUrl.replace(/\/$/, '')}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local-backend`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: token }),
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
    } catch {
      throw new InvalidTokenError(
        `the Auth emulator at ${this.authEmulatorUrl} cannot be reached to check the ID token`,
      );
    }
    const body = (await response.json().catch(() => null)) as {
      users?: { disabled?: boolean }[];
      error?: { message?: string };
    } | null;
    if (!response.ok || !body?.users?.length) {
      throw new InvalidTokenError(
        `the Auth emulator refused the ID token (${body?.error?.message ?? response.status})`,
      );
    }
    if (body.users[0]?.disabled) throw new InvalidTokenError('the account is disabled');
  }
}

/** The outcome of checking a request's credentials for a write. */
export type WriteAccess =
  | { ok: true; user: VerifiedUser }
  | { ok: false; error: ApiError; reason: 'anonymous' | 'invalid' | 'not-admin' };

/**
 * Writes need a valid token whose `admin` claim is true. No token and a non-admin token are
 * refused with 403 (the rules deny them); a bad token with 401, as the services do.
 */
export async function checkWriteAccess(
  verifier: TokenVerifier,
  token: string | null,
): Promise<WriteAccess> {
  if (token === null)
    return {
      ok: false,
      reason: 'anonymous',
      error: new ApiError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions: writes need a signed-in administrator',
      ),
    };
  let user: VerifiedUser;
  try {
    user = await verifier.verify(token);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    return {
      ok: false,
      reason: 'invalid',
      error: new ApiError(
        'UNAUTHENTICATED',
        `Request had invalid authentication credentials: ${error.message}`,
      ),
    };
  }
  if (user.claims.admin !== true)
    return {
      ok: false,
      reason: 'not-admin',
      error: new ApiError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions: the account lacks the admin claim',
      ),
    };
  return { ok: true, user };
}
