/**
 * ID tokens from the Firebase Auth emulator. They are unsigned JWTs, so anyone can write one:
 * the claims are checked here (issuer, audience, expiry, issue time, subject), and then the
 * emulator is asked for the account (accounts:lookup), which fails for a deleted or disabled
 * account or a revoked token. The account it returns must be the token's subject. What the rules
 * read of the caller (validation.ts's Caller) comes from both, so that no forged token claims
 * more than the account has:
 * - `admin` from the account's custom claims, never from the token itself;
 * - `email` from the token's `email` claim, as hosted rules read request.auth.token.email;
 * - `emailVerified` from the token's `email_verified` claim, true only when the account agrees
 *   (it is verified, with that address). Like a hosted token, a token issued before the address
 *   was verified still says false until the app refreshes it;
 * - `tenant` from the token's `firebase.tenant` claim (request.auth.token.firebase.tenant), the
 *   account looked up in that tenant, so that no account of the project (or of another tenant)
 *   passes for one of a tenant's.
 * Nothing is cached: a disabled account or a removed claim is refused from the next request on.
 */
import type { IncomingMessage } from 'node:http';
import type { Caller } from '../src/domain/validation';
import { ApiError, authorizationToken } from './http';

/** The caller of a valid token, as the rules see request.auth. */
export interface VerifiedUser extends Caller {
  emailVerified: boolean;
}

/** Why a token was refused; the Firestore and Storage front ends turn it into their own errors. */
export class InvalidTokenError extends Error {}

const CLOCK_SKEW_S = 5;
const LOOKUP_TIMEOUT_MS = 3_000;

/** The account as accounts:lookup returns it (the fields used here). */
interface AccountInfo {
  localId?: unknown;
  disabled?: unknown;
  email?: unknown;
  emailVerified?: unknown;
  /** The custom claims as a JSON string, absent when none were ever set. */
  customAttributes?: unknown;
}

/** What a token's own claims say, once they are checked. */
interface TokenClaims {
  uid: string;
  email?: string;
  emailVerified: boolean;
  /** The Identity Platform tenant the account belongs to; absent for the project's own. */
  tenant?: string;
}

/** The JSON object `text` holds, or null when it holds anything else. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const decodeSegment = (segment: string | undefined) =>
  segment ? jsonObject(Buffer.from(segment, 'base64url').toString('utf8')) : null;

/**
 * The claims of a JWT, or null when `token` is not one: three parts separated by dots, the first
 * two (header and claims) JSON objects in base64url. Nothing is checked yet.
 */
function jwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, claims] = parts.map(decodeSegment);
  return header && claims ? claims : null;
}

/**
 * Whether `token` is a JWT at all, valid or not. Google's Firestore emulator answers a request
 * whose token is not one with 400 (INVALID_ARGUMENT, 'invalid jwt'), whatever it asks.
 */
export const isJwt = (token: string): boolean => jwtClaims(token) !== null;

/** The custom claims of an account; unreadable ones count as none. */
function customClaims(account: AccountInfo): Record<string, unknown> {
  if (typeof account.customAttributes !== 'string') return {};
  return jsonObject(account.customAttributes) ?? {};
}

/** The token says the address is verified, and the account is verified with that address. */
function isVerified(claims: TokenClaims, account: AccountInfo): boolean {
  return (
    claims.emailVerified &&
    claims.email !== undefined &&
    account.emailVerified === true &&
    typeof account.email === 'string' &&
    account.email.toLowerCase() === claims.email.toLowerCase()
  );
}

export class TokenVerifier {
  constructor(
    private readonly projectId: string,
    private readonly authEmulatorUrl: string,
  ) {}

  /** Resolves with the user of a valid token; rejects with InvalidTokenError otherwise. */
  async verify(token: string, nowMs = Date.now()): Promise<VerifiedUser> {
    const claims = this.checkClaims(token, nowMs);
    const { uid, email, tenant } = claims;
    const account = await this.lookUpAccount(token, tenant);
    if (account.localId !== uid)
      throw new InvalidTokenError(
        `the ID token's subject ${uid} is not the account the Auth emulator found for it`,
      );
    if (account.disabled === true) throw new InvalidTokenError('the account is disabled');
    return {
      uid,
      admin: customClaims(account).admin === true,
      ...(email !== undefined ? { email } : {}),
      emailVerified: isVerified(claims, account),
      ...(tenant !== undefined ? { tenant } : {}),
    };
  }

  /** Checks the token's own claims and returns what the rules read of them. */
  private checkClaims(token: string, nowMs: number): TokenClaims {
    const payload = jwtClaims(token);
    if (!payload) throw new InvalidTokenError('the ID token is not a JWT');
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
    const { email, email_verified: emailVerified, firebase } = payload;
    const tenant =
      typeof firebase === 'object' && firebase !== null
        ? (firebase as Record<string, unknown>).tenant
        : undefined;
    if (tenant !== undefined && (typeof tenant !== 'string' || tenant === ''))
      throw new InvalidTokenError('the ID token names a tenant that is not one');
    return {
      uid: sub,
      ...(typeof email === 'string' ? { email } : {}),
      emailVerified: emailVerified === true,
      ...(tenant !== undefined ? { tenant } : {}),
    };
  }

  /**
   * accounts:lookup fails for deleted or disabled accounts and for revoked tokens; a tenant's
   * token is looked up in that tenant, where only the tenant's accounts are.
   */
  private async lookUpAccount(token: string, tenant: string | undefined): Promise<AccountInfo> {
    const url = `${this.authEmulatorUrl.replace(/\/$/, '')}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local-backend`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          idToken: token,
          ...(tenant !== undefined ? { tenantId: tenant } : {}),
        }),
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
    } catch {
      throw new InvalidTokenError(
        `the Auth emulator at ${this.authEmulatorUrl} cannot be reached to check the ID token`,
      );
    }
    const body = (await response.json().catch(() => null)) as {
      users?: AccountInfo[];
      error?: { message?: string };
    } | null;
    const account = body?.users?.[0];
    if (!response.ok || typeof account !== 'object' || account === null) {
      throw new InvalidTokenError(
        `the Auth emulator refused the ID token (${body?.error?.message ?? response.status})`,
      );
    }
    return account;
  }
}

/**
 * The admin access of Google's emulators: a request with exactly this Authorization header passes
 * every security rule of Firestore and of Storage, reads and writes alike, as the emulators let
 * tests and tools set up and inspect data. Only the emulators know it: a hosted project refuses
 * it like any other invalid token.
 */
export const OWNER_CREDENTIAL = 'Bearer owner';

/** Whether a request comes with the emulators' admin access. */
export const isOwnerRequest = (req: IncomingMessage) =>
  req.headers.authorization === OWNER_CREDENTIAL;

/**
 * The signed-in caller of a request, or null when it carries no token (a visitor). A token that
 * is not valid is refused with UNAUTHENTICATED (401), as the hosted services refuse it.
 */
export async function callerOf(
  verifier: TokenVerifier,
  req: IncomingMessage,
): Promise<VerifiedUser | null> {
  const token = authorizationToken(req);
  if (token === null) return null;
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    throw new ApiError(
      'UNAUTHENTICATED',
      `Request had invalid authentication credentials: ${error.message}`,
    );
  }
}
