/**
 * The Firebase Storage v0 REST front end: routes, object metadata with download tokens, media
 * download by token, delete, and uploads (storageUploads.ts) — with the checks of storage.rules
 * (writes by the site's team, allowed folders, image types, size, no listing, uploads create new
 * objects only) plus a look at the bytes. The emulators' admin access (`Bearer owner`) passes
 * those checks, as on Google's Storage emulator, so that tests can store what no caller may.
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkStorageWriter, isPublicStoragePath, type Documents } from '../src/domain/validation';
import { callerOf, isOwnerRequest, type TokenVerifier } from './auth';
import { badRequest, notFound, requestUrl, sendJson } from './http';
import { objectJson, type ObjectMetadata, type ObjectStore } from './storageStore';
import { StorageUploads, forbidden } from './storageUploads';

const OBJECTS_URL = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?\/?$/;
const BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,221}$/;

function objectName(raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw === '')
    throw badRequest('The object name is missing');
  if (Buffer.byteLength(raw) > 1024) throw badRequest('The object name is longer than 1024 bytes');
  if (/[\r\n\0]/.test(raw) || raw === '.' || raw === '..') throw badRequest('Invalid object name');
  return raw;
}

export class StorageApi {
  private readonly uploads: StorageUploads;

  /**
   * `documents` reads Firestore's documents as they are stored (the caller's team document), as
   * storage.rules' firestore.get() does: on every write, so that a change of role counts from
   * the very next upload.
   */
  constructor(
    private readonly store: ObjectStore,
    private readonly verifier: TokenVerifier,
    private readonly documents: () => Documents,
  ) {
    this.uploads = new StorageUploads(store, (req, name) =>
      this.requireWriter(req, name, 'uploads'),
    );
  }

  async handle(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) {
    const url = requestUrl(req);
    if (req.method === 'GET' && url.pathname === '/') {
      sendJson(res, 200, { emulator: 'storage', server: 'local-backend' }, headers);
      return;
    }
    const m = OBJECTS_URL.exec(url.pathname);
    if (!m) throw notFound(`Unknown path ${url.pathname}`);
    let bucket: string;
    let pathName: string | null;
    try {
      bucket = decodeURIComponent(m[1] as string);
      pathName = m[2] === undefined ? null : decodeURIComponent(m[2]);
    } catch {
      throw badRequest('The path is not valid URL encoding');
    }
    if (!BUCKET.test(bucket)) throw badRequest(`Invalid bucket name ${bucket}`);

    if (req.method === 'POST' || req.method === 'PUT') {
      return this.uploads.upload(
        req,
        res,
        headers,
        url,
        bucket,
        objectName(pathName ?? url.searchParams.get('name')),
      );
    }
    if (pathName === null) {
      // Objects are read by path; the rules allow no listing of a folder or the bucket.
      if (req.method === 'GET' || req.method === 'HEAD')
        throw forbidden('Permission denied. No LIST permission: objects are read by their path.');
      throw notFound(`Unknown route ${req.method} ${url.pathname}`);
    }
    const name = objectName(pathName);
    if (req.method === 'GET' || req.method === 'HEAD')
      return this.download(req, res, headers, url, bucket, name);
    if (req.method === 'DELETE') {
      await this.requireWriter(req, name, 'deletes');
      if (!(await this.store.delete(bucket, name))) throw notFound(`Object ${name} does not exist`);
      res.writeHead(204, headers);
      res.end();
      return;
    }
    throw notFound(`Unknown route ${req.method} ${url.pathname}`);
  }

  /**
   * Writes need the site's team: an owner by the admin claim, or an owner or editor by their
   * team document. No token, or an account not on the team → 403 (storage/unauthorized), as the
   * rules deny them; a bad token → 401 (storage/unauthenticated). Only the public folders exist.
   */
  private async requireWriter(req: IncomingMessage, name: string, what: 'uploads' | 'deletes') {
    if (isOwnerRequest(req)) return;
    const caller = await callerOf(this.verifier, req);
    if (!caller)
      throw forbidden(
        `Permission denied. No WRITE permission: writes need a signed-in member of the site's team (${name}).`,
      );
    const reason = checkStorageWriter(name, what, { caller, documents: this.documents() });
    if (reason) throw forbidden(`Permission denied. No WRITE permission: ${reason} (${name}).`);
  }

  private async download(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    url: URL,
    bucket: string,
    name: string,
  ) {
    if (!isPublicStoragePath(name))
      throw forbidden(`Permission denied. No READ permission for ${name}.`);
    const meta = await this.store.get(bucket, name);
    if (!meta) throw notFound(`Object ${name} does not exist`);
    const token = url.searchParams.get('token');
    if (token !== null && !meta.downloadTokens.includes(token))
      throw forbidden(`Permission denied. The download token of ${name} is not valid.`);
    if (url.searchParams.get('alt') !== 'media') {
      sendJson(res, 200, objectJson(meta), headers);
      return;
    }
    await this.sendMedia(req, res, headers, meta);
  }

  private async sendMedia(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    meta: ObjectMetadata,
  ) {
    let start = 0;
    let end = meta.size - 1;
    let status = 200;
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2]) && meta.size > 0) {
      if (range[1]) {
        start = Number(range[1]);
        end = range[2] ? Math.min(Number(range[2]), meta.size - 1) : meta.size - 1;
      } else {
        start = Math.max(0, meta.size - Number(range[2]));
      }
      if (start > end || start >= meta.size) {
        res.writeHead(416, { ...headers, 'Content-Range': `bytes */${meta.size}` });
        res.end();
        return;
      }
      status = 206;
    }
    const fileName = meta.name.split('/').pop() ?? meta.name;
    res.writeHead(status, {
      ...headers,
      'Content-Type': meta.contentType,
      'Content-Length': String(meta.size === 0 ? 0 : end - start + 1),
      'Content-Disposition': `inline; filename*=utf-8''${encodeURIComponent(fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      ETag: `"${meta.md5Hash}"`,
      'Cache-Control': 'private, max-age=0',
      ...(status === 206 ? { 'Content-Range': `bytes ${start}-${end}/${meta.size}` } : {}),
    });
    if (meta.size === 0 || req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(this.store.dataPath(meta), { start, end });
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  /** Forgets every upload in progress (the data folder is being cleared). */
  clearSessions() {
    return this.uploads.clearSessions();
  }
}
