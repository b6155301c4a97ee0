/**
 * Small HTTP plumbing shared by the Firestore and Storage stand-ins: Google-style JSON errors,
 * the loopback Host and local-origin checks, CORS for the browser app on another origin, and
 * request bodies read with a hard size cap.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The canonical RPC status names the Google APIs put beside the HTTP code. */
export type RpcStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'ABORTED'
  | 'RESOURCE_EXHAUSTED'
  | 'UNIMPLEMENTED'
  | 'INTERNAL';

const HTTP_CODE: Record<RpcStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
};

/** A refusal that becomes `{"error":{"code","message","status"}}` with the matching HTTP code. */
export class ApiError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly status: RpcStatus,
    message: string,
    httpStatus?: number,
  ) {
    super(message);
    this.httpStatus = httpStatus ?? HTTP_CODE[status];
  }
}

export const badRequest = (message: string) => new ApiError('INVALID_ARGUMENT', message);
export const notFound = (message: string) => new ApiError('NOT_FOUND', message);

/** A body larger than the cap: answered with 413 and the connection closed, not read to the end. */
export class BodyTooLargeError extends ApiError {
  constructor(limit: number) {
    super('INVALID_ARGUMENT', `Request body larger than the limit of ${limit} bytes`, 413);
  }
}

export function sendJson(
  res: ServerResponse,
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(httpStatus, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  error: ApiError,
  headers: Record<string, string> = {},
) {
  const closing = error instanceof BodyTooLargeError;
  sendJson(
    res,
    error.httpStatus,
    { error: { code: error.httpStatus, message: error.message, status: error.status } },
    closing ? { ...headers, Connection: 'close' } : headers,
  );
  // Stop reading an oversized upload: close the socket once the answer is out.
  if (closing) res.on('finish', () => res.req.destroy());
}

/** Headers the Storage SDK must be able to read from a cross-origin answer. */
const EXPOSED_HEADERS = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-GUploader-UploadID',
  'Content-Type',
  'Content-Length',
  'Content-Disposition',
  'Content-Range',
  'ETag',
].join(', ');

const LOOPBACK_NAME = '(?:127\\.0\\.0\\.1|localhost|\\[::1\\])';
const PORT = '(?::\\d{1,5})?';

/** A Host header naming this machine's loopback interface, with or without a port. */
const LOOPBACK_HOST = new RegExp(`^${LOOPBACK_NAME}${PORT}$`, 'i');

/**
 * The pages that may call the backend from a browser: the Vite dev server (localhost:5173) and
 * the builds the tests serve on 127.0.0.1 with free ports; http on a loopback name, any port.
 */
const LOCAL_ORIGIN = new RegExp(`^http://${LOOPBACK_NAME}${PORT}$`, 'i');

/**
 * The URL of a request as the routes read it, parsed in one place so that the checks below see
 * the very path the routes act on: a path only (an absolute URL or `*` is a 400), with its dot
 * segments resolved (`/./a` and `/b/../a` are `/a`) and a leading `//` kept as part of the path.
 */
export function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '';
  if (target.startsWith('/')) {
    try {
      return new URL(`http://localhost${target}`);
    } catch {
      // Not a URL at all: refused below.
    }
  }
  throw badRequest(`The request target must be a path, not ${JSON.stringify(target)}`);
}

/**
 * Whether a path leads to the data-clearing endpoints however it is spelled: percent-encoded,
 * with doubled slashes, in capitals. Broader than the routes on purpose.
 */
function isDataClearingPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed encoding: judged as written.
  }
  return decoded.replace(/\/+/g, '/').toLowerCase().startsWith('/emulator/');
}

/**
 * Why a request must not be served at all, or null. The Host must be a loopback name, so a page
 * whose domain resolves to 127.0.0.1 (DNS rebinding) is not answered; an Origin, when a browser
 * sends one, must be a local page; and the data-clearing endpoint is for local tools only, which
 * send no Origin.
 */
export function refusalOfRequest(req: IncomingMessage): ApiError | null {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host))
    return new ApiError(
      'PERMISSION_DENIED',
      `The local backend answers only requests addressed to 127.0.0.1, localhost or [::1], not ${JSON.stringify(host)}`,
    );
  let url: URL;
  try {
    url = requestUrl(req);
  } catch (error) {
    return error as ApiError;
  }
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  if (isDataClearingPath(url.pathname))
    return new ApiError(
      'PERMISSION_DENIED',
      'The data of the local backend is not cleared for a web page',
    );
  if (!LOCAL_ORIGIN.test(origin))
    return new ApiError(
      'PERMISSION_DENIED',
      `The local backend answers only pages served from http://localhost or http://127.0.0.1, not ${JSON.stringify(origin)}`,
    );
  return null;
}

/**
 * The CORS headers of every answer; the app runs on another origin (Vite's port). A local origin
 * is echoed; refusalOfRequest has turned every other one away before.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    ...(origin && LOCAL_ORIGIN.test(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/** Answers a CORS preflight: any method the SDKs use, and whichever headers they ask for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested.length > 0
        ? requested
        : 'Authorization, Content-Type, X-Goog-Upload-Protocol, X-Goog-Upload-Command',
    'Access-Control-Max-Age': '3600',
  });
  res.end();
}

/**
 * Reads a whole request body, refusing (BodyTooLargeError) as soon as it would pass `limit`:
 * nothing is buffered beyond the cap, whatever the client declares or streams.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      req.removeListener('data', onData);
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        fail(new BodyTooLargeError(limit));
        req.pause();
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks, size));
    });
    req.on('error', fail);
    req.on('close', () => {
      if (!req.complete) fail(badRequest('The request was aborted'));
    });
  });
}

/** Parses a JSON body; anything that is not a JSON object is a 400. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('Invalid JSON payload received: the body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('Invalid JSON payload received: expected a JSON object');
  }
  return value as Record<string, unknown>;
}

/** The bearer-style token of an Authorization header (`Bearer x` or `Firebase x`), or null. */
export function authorizationToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^(?:Bearer|Firebase)\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}
