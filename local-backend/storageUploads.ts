/**
 * Uploads to the Firebase Storage front end (storageApi.ts): multipart, plain and resumable, each
 * checked as storage.rules check a new file (allowed folder, image type, size, never replacing a
 * file) plus a look at its bytes, then stored. The emulators' admin access (`Bearer owner`)
 * passes those checks. Resumable uploads are sessions held in memory: bounded in number and age,
 * one request at a time changing each, their bytes in a temporary file until finalized.
 */
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { checkStorageUpload } from '../src/domain/validation';
import { LIMITS } from '../src/domain/limits';
import { isOwnerRequest } from './auth';
import {
  ApiError,
  badRequest,
  BodyTooLargeError,
  notFound,
  parseJsonObject,
  readBody,
  sendError,
  sendJson,
} from './http';
import { sniffImageType } from './imageSniff';
import { objectJson, type NewObject, type ObjectMetadata, type ObjectStore } from './storageStore';

const METADATA_LIMIT = 64 * 1024;
/** Room for the multipart framing and the metadata part around an image. */
const MULTIPART_LIMIT = LIMITS.maxImageBytes + METADATA_LIMIT;
const CHUNK_GRANULARITY = 256 * 1024;
const SESSION_TTL_MS = 60 * 60 * 1000;
/**
 * Unfinished resumable uploads open at once. The admin screens upload one image (and its
 * thumbnail) at a time, so this leaves room for several tabs and test runs while bounding the
 * temporary files (each under 10 MB); beyond it a start is refused with 429, as hosted Storage
 * answers a client that asks too much.
 */
export const MAX_OPEN_UPLOADS = 32;

export const forbidden = (message: string) => new ApiError('PERMISSION_DENIED', message);

const alreadyStored = (name: string) =>
  forbidden(
    `Permission denied. No WRITE permission: ${name} exists already, and uploads never replace a file.`,
  );

interface UploadSession {
  id: string;
  object: NewObject;
  declaredSize: number | null;
  received: number;
  tempFile: string;
  startedAt: number;
  /** Started with the emulators' admin access: the rules' checks are passed. */
  owner: boolean;
  /** A request is changing the session (chunk, finalize, cancel): others are refused meanwhile. */
  busy: boolean;
  /** Set once finalized: the answer to repeat if the client asks again. */
  final?: { status: number; body: unknown };
}

/** The headers of an answer about a resumable upload. */
function uploadStatus(headers: Record<string, string>, session: UploadSession, value: string) {
  return {
    ...headers,
    'X-Goog-Upload-Status': value,
    'X-Goog-Upload-Size-Received': String(session.received),
  };
}

function customMetadata(raw: unknown): Record<string, string> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('metadata must be an object of strings');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.some(([, v]) => typeof v !== 'string'))
    throw badRequest('metadata values must be strings');
  return entries.length ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
}

/** Splits a multipart/related body into its parts (headers + content). */
function parseMultipart(contentType: string | undefined, body: Buffer) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!contentType?.toLowerCase().startsWith('multipart/') || !boundary)
    throw badRequest('A multipart upload needs a multipart/related Content-Type with a boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: { headers: Record<string, string>; content: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  if (at !== 0) throw badRequest('The multipart body does not start with its boundary');
  for (;;) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) throw badRequest('The multipart body is not terminated');
    const part = body.subarray(start, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (!part.subarray(0, 2).equals(Buffer.from('\r\n')) || headerEnd < 0)
      throw badRequest('A multipart part has no header block');
    const headers: Record<string, string> = {};
    for (const line of part.subarray(2, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    // The content ends before the CRLF that precedes the next boundary.
    const end = part.subarray(-2).equals(Buffer.from('\r\n')) ? part.length - 2 : part.length;
    parts.push({ headers, content: part.subarray(headerEnd + 4, Math.max(headerEnd + 4, end)) });
    at = next;
  }
  if (parts.length !== 2)
    throw badRequest('A multipart upload has a metadata part and a data part');
  return { metadata: parts[0] as (typeof parts)[0], data: parts[1] as (typeof parts)[0] };
}

/** Refuses, by throwing, a caller who may not upload `name`. */
export type RequireUploader = (req: IncomingMessage, name: string) => Promise<void>;

/** The uploads of one bucket store, and the resumable sessions in progress. */
export class StorageUploads {
  private readonly sessions = new Map<string, UploadSession>();

  constructor(
    private readonly store: ObjectStore,
    private readonly requireUploader: RequireUploader,
  ) {}

  /** An upload in one request (multipart or plain), or a resumable upload's start or next step. */
  async upload(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    url: URL,
    bucket: string,
    name: string,
  ) {
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null) return this.continueResumable(req, res, headers, uploadId);
    const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
    await this.requireUploader(req, name);
    if (await this.store.get(bucket, name)) throw alreadyStored(name);
    if (protocol === 'resumable') return this.startResumable(req, res, headers, url, bucket, name);

    let object: NewObject;
    let bytes: Buffer;
    if (protocol === 'multipart') {
      const { metadata, data } = parseMultipart(
        req.headers['content-type'],
        await readBody(req, MULTIPART_LIMIT),
      );
      const meta = metadata.content.length ? parseJsonObject(metadata.content) : {};
      object = {
        bucket,
        name,
        contentType: String(
          meta.contentType ?? data.headers['content-type'] ?? 'application/octet-stream',
        ),
        customMetadata: customMetadata(meta.metadata),
      };
      bytes = Buffer.from(data.content);
    } else {
      // A plain media upload: the body is the file.
      bytes = await readBody(req, LIMITS.maxImageBytes);
      object = {
        bucket,
        name,
        contentType: req.headers['content-type'] ?? 'application/octet-stream',
      };
    }
    const temp = this.store.tempFile();
    await writeSynced(temp, bytes, this.store.durable);
    try {
      const stored = await this.finalize(object, temp, bytes, isOwnerRequest(req));
      sendJson(res, 200, objectJson(stored), headers);
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  /**
   * The checks of storage.rules on the finished file, then the bytes themselves (both passed by the
   * emulators' admin access); then stored.
   */
  private async finalize(
    object: NewObject,
    temp: string,
    bytes: Buffer,
    owner: boolean,
  ): Promise<ObjectMetadata> {
    if (!owner) {
      const reason = checkStorageUpload(object.name, object.contentType, bytes.length);
      if (reason) throw forbidden(`Permission denied. No WRITE permission: ${reason}.`);
      const actual = sniffImageType(bytes);
      if (actual !== object.contentType)
        throw forbidden(
          `Permission denied. No WRITE permission: the file is declared ${object.contentType} but its content is ${actual ?? 'not an image'}.`,
        );
    }
    const stored = await this.store.create(object, temp, bytes);
    if (!stored) throw alreadyStored(object.name);
    return stored;
  }

  private async startResumable(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    url: URL,
    bucket: string,
    name: string,
  ) {
    this.dropStaleSessions();
    if (this.openSessionCount() >= MAX_OPEN_UPLOADS)
      throw new ApiError(
        'RESOURCE_EXHAUSTED',
        `Too many uploads in progress (${MAX_OPEN_UPLOADS}): finish or cancel one first.`,
      );
    const body = await readBody(req, METADATA_LIMIT);
    const meta = body.length ? parseJsonObject(body) : {};
    const sizeHeader = req.headers['x-goog-upload-header-content-length'];
    const declaredSize = sizeHeader === undefined ? null : Number(sizeHeader);
    if (declaredSize !== null && (!Number.isSafeInteger(declaredSize) || declaredSize < 0))
      throw badRequest('X-Goog-Upload-Header-Content-Length must be a byte count');
    const contentType = String(
      req.headers['x-goog-upload-header-content-type'] ??
        meta.contentType ??
        'application/octet-stream',
    );
    const owner = isOwnerRequest(req);
    const reason = owner ? null : checkStorageUpload(name, contentType, declaredSize);
    if (reason) throw forbidden(`Permission denied. No WRITE permission: ${reason}.`);

    const session: UploadSession = {
      id: randomUUID(),
      object: { bucket, name, contentType, customMetadata: customMetadata(meta.metadata) },
      declaredSize,
      received: 0,
      tempFile: this.store.tempFile(),
      startedAt: Date.now(),
      owner,
      busy: false,
    };
    await fs.writeFile(session.tempFile, '');
    this.sessions.set(session.id, session);
    const host = /^[A-Za-z0-9.[\]:-]+$/.test(req.headers.host ?? '')
      ? req.headers.host
      : 'localhost';
    const uploadUrl = new URL(`http://${host}${url.pathname}`);
    uploadUrl.searchParams.set('name', name);
    uploadUrl.searchParams.set('upload_id', session.id);
    uploadUrl.searchParams.set('upload_protocol', 'resumable');
    res.writeHead(200, {
      ...headers,
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl.toString(),
      'X-Goog-Upload-Chunk-Granularity': String(CHUNK_GRANULARITY),
      'X-GUploader-UploadID': session.id,
      'Content-Length': '0',
    });
    res.end();
  }

  private async continueResumable(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    uploadId: string,
  ) {
    const known = this.sessions.get(uploadId);
    if (!known) throw notFound(`Upload ${uploadId} does not exist`);
    await this.requireUploader(req, known.object.name);
    // The upload may have ended while the token was checked.
    const session = this.sessions.get(uploadId);
    if (!session) throw notFound(`Upload ${uploadId} does not exist`);
    const command = String(req.headers['x-goog-upload-command'] ?? '').toLowerCase();
    const commands = command.split(',').map((c) => c.trim());
    const status = (value: string) => uploadStatus(headers, session, value);

    if (session.final) {
      // Finalized already: repeat the answer (a query sees the final size).
      sendJson(res, session.final.status, session.final.body, status('final'));
      return;
    }
    if (commands.includes('query')) {
      res.writeHead(200, { ...status('active'), 'Content-Length': '0' });
      res.end();
      return;
    }
    // One request at a time changes a session, so chunks land in order and within the cap.
    if (session.busy)
      throw new ApiError(
        'ABORTED',
        `Another request of upload ${session.id} is in progress: send the next one after its answer`,
      );
    session.busy = true;
    try {
      await this.runCommands(req, res, headers, session, commands);
    } finally {
      session.busy = false;
    }
  }

  /** Cancel, or upload a chunk and/or finalize, for a session nobody else is changing. */
  private async runCommands(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    session: UploadSession,
    commands: string[],
  ) {
    const status = (value: string) => uploadStatus(headers, session, value);
    if (commands.includes('cancel')) {
      await this.endSession(session);
      res.writeHead(200, {
        ...headers,
        'X-Goog-Upload-Status': 'cancelled',
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    const upload = commands.includes('upload');
    const finalize = commands.includes('finalize');
    if (!upload && !finalize)
      throw badRequest(`Unknown X-Goog-Upload-Command "${commands.join(', ')}"`);

    if (upload) await this.receiveChunk(req, session);
    if (!finalize) {
      res.writeHead(200, { ...status('active'), 'Content-Length': '0' });
      res.end();
      return;
    }
    if (session.declaredSize !== null && session.received !== session.declaredSize)
      throw badRequest(
        `The upload is incomplete: ${session.received} of ${session.declaredSize} bytes received`,
      );
    try {
      const bytes = await fs.readFile(session.tempFile);
      if (this.store.durable) await syncFile(session.tempFile);
      const body = objectJson(
        await this.finalize(session.object, session.tempFile, bytes, session.owner),
      );
      session.final = { status: 200, body };
      sendJson(res, 200, body, status('final'));
    } catch (error) {
      // A refused upload is over: the SDK reports it and does not resume.
      await this.endSession(session);
      if (error instanceof ApiError) {
        sendError(res, error, status('final'));
        return;
      }
      throw error;
    }
  }

  /**
   * Appends one chunk. The room left under the size cap (the declared size, or just under the
   * 10 MB limit) is worked out again for every chunk from the bytes received so far, and no more
   * than that is read; a chunk that would pass it ends the upload.
   */
  private async receiveChunk(req: IncomingMessage, session: UploadSession) {
    const offsetHeader = req.headers['x-goog-upload-offset'];
    if (offsetHeader !== undefined && Number(offsetHeader) !== session.received)
      throw badRequest(
        `X-Goog-Upload-Offset ${String(offsetHeader)} does not match the ${session.received} bytes received`,
      );
    const cap = session.declaredSize ?? LIMITS.maxImageBytes - 1;
    let chunk: Buffer;
    try {
      chunk = await readBody(req, Math.max(0, cap - session.received));
    } catch (error) {
      if (error instanceof BodyTooLargeError) await this.endSession(session);
      throw error;
    }
    await fs.appendFile(session.tempFile, chunk);
    session.received += chunk.length;
  }

  private async endSession(session: UploadSession) {
    this.sessions.delete(session.id);
    await fs.rm(session.tempFile, { force: true });
  }

  /** Uploads started and neither finished nor ended. */
  private openSessionCount(): number {
    let open = 0;
    for (const session of this.sessions.values()) if (!session.final) open++;
    return open;
  }

  private dropStaleSessions() {
    const now = Date.now();
    for (const session of this.sessions.values()) {
      if (now - session.startedAt > SESSION_TTL_MS) void this.endSession(session);
    }
  }

  /** Forgets every upload in progress (the data folder is being cleared). */
  async clearSessions() {
    for (const session of [...this.sessions.values()]) await this.endSession(session);
  }
}

/** Writes `bytes` to `file`, on the disk before it resolves when `durable`. */
async function writeSynced(file: string, bytes: Buffer, durable: boolean) {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(bytes);
    if (durable) await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFile(file: string) {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
