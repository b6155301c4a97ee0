/**
 * The Storage v0 REST subset through the real firebase/storage SDK: small files go multipart,
 * larger ones resumable; download URLs with tokens serve the same bytes and content type;
 * deletes; and the checks of storage.rules plus the look at the bytes.
 */
import {
  deleteObject,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { uploadAsOwner } from '../tests/fixtures/storageRest';
import { MAX_OPEN_UPLOADS } from './storageUploads';
import {
  ADMIN,
  BUCKET,
  EDITOR,
  PDF_BYTES,
  PNG_BYTES,
  answerWithin,
  idToken,
  jpegOfSize,
  post,
  rawRequest,
} from './testSupport';
import { backendForFile } from './testFileBackend';

let admin: FirebaseStorage;
const t = backendForFile({
  onStart: (started) => {
    admin = started.clients(ADMIN).storage;
  },
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'no error';
}

describe('an administrator', () => {
  it('uploads a small image (multipart), reads it back by its download URL, and deletes it', async () => {
    const target = ref(admin, 'gallery/gallery_1_small.png');
    const result = await uploadBytes(target, PNG_BYTES, { contentType: 'image/png' });
    expect(result.metadata).toMatchObject({
      contentType: 'image/png',
      size: PNG_BYTES.length,
      fullPath: 'gallery/gallery_1_small.png',
    });

    const url = await getDownloadURL(target);
    expect(url).toMatch(/\/v0\/b\/.+\/o\/gallery%2Fgallery_1_small\.png\?alt=media&token=/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([
      200,
      String(PNG_BYTES.length),
    ]);

    // A ref made from the download URL resolves to the same object, as deleteImageByUrl does.
    await deleteObject(ref(admin, url));
    expect(await codeOf(getDownloadURL(target))).toBe('storage/object-not-found');
    expect((await fetch(url)).status).toBe(404);
  });

  it('uploads a file over 256 KiB with the resumable protocol, reporting progress', async () => {
    const bytes = jpegOfSize(900 * 1024);
    const task = uploadBytesResumable(ref(admin, 'members/1_cropped.jpeg'), bytes, {
      contentType: 'image/jpeg',
    });
    const progress: number[] = [];
    task.on('state_changed', (s) => progress.push(s.bytesTransferred));
    await task;
    // Chunks of 256 KiB, then 512 KiB: progress stops between the first and the last byte.
    expect(progress.some((n) => n > 0 && n < bytes.length)).toBe(true);
    expect(progress.at(-1)).toBe(bytes.length);
    const response = await fetch(await getDownloadURL(task.snapshot.ref));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('is refused (storage/unauthorized) for files that are not images of their declared type', async () => {
    const pdfAsJpeg = uploadBytes(ref(admin, 'bishops/1_letter.jpg'), PDF_BYTES, {
      contentType: 'image/jpeg',
    });
    expect(await codeOf(pdfAsJpeg)).toBe('storage/unauthorized');
    expect(await codeOf(getMetadata(ref(admin, 'bishops/1_letter.jpg')))).toBe(
      'storage/object-not-found',
    );

    const pdf = uploadBytes(ref(admin, 'bishops/1_letter.pdf'), PDF_BYTES, {
      contentType: 'application/pdf',
    });
    expect(await codeOf(pdf)).toBe('storage/unauthorized');
    const pngAsJpeg = uploadBytes(ref(admin, 'bishops/2_photo.jpg'), PNG_BYTES, {
      contentType: 'image/jpeg',
    });
    expect(await codeOf(pngAsJpeg)).toBe('storage/unauthorized');
    // A large fake goes the resumable way and is refused when it is finalised.
    const bigFake = Buffer.concat([PDF_BYTES, Buffer.alloc(300 * 1024)]);
    expect(
      await codeOf(
        uploadBytes(ref(admin, 'bishops/3_fake.jpg'), bigFake, { contentType: 'image/jpeg' }),
      ),
    ).toBe('storage/unauthorized');
  });

  it('is refused for files of 10 MB or more and for paths outside the image folders', async () => {
    const huge = jpegOfSize(10 * 1024 * 1024);
    expect(
      await codeOf(
        uploadBytes(ref(admin, 'gallery/gallery_1_huge.jpg'), huge, { contentType: 'image/jpeg' }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await codeOf(
        uploadBytes(ref(admin, 'secrets/a.png'), PNG_BYTES, { contentType: 'image/png' }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await codeOf(
        uploadBytes(ref(admin, 'officeBearers/bishop/a.png'), PNG_BYTES, {
          contentType: 'image/png',
        }),
      ),
    ).toBe('storage/unauthorized');
  });

  it("takes a gallery image's thumbnail and medium-size copy beside it, under no other prefix", async () => {
    const upload = (path: string) =>
      codeOf(uploadBytes(ref(admin, path), PNG_BYTES, { contentType: 'image/png' }));
    for (const path of [
      'gallery/gallery_2_copies.png',
      'gallery/thumb_gallery_2_copies.png',
      'gallery/medium_gallery_2_copies.png',
    ])
      expect(await upload(path), path).toBe('no error');
    for (const path of [
      'gallery/large_gallery_2_copies.png',
      'gallery/medium_thumb_gallery_2_copies.png',
      'gallery/medium_2_copies.png',
    ])
      expect(await upload(path), path).toBe('storage/unauthorized');
  });
});

describe('anyone else', () => {
  it('downloads public files, but not with a wrong token nor outside the public folders', async () => {
    const target = ref(admin, 'officeBearers/youth_director/1_portrait.png');
    await uploadBytes(target, PNG_BYTES, { contentType: 'image/png' });
    const url = await getDownloadURL(ref(t.clients(null).storage, target.fullPath));
    expect((await fetch(url)).status).toBe(200);
    const wrong = await fetch(url.replace(/token=[^&]+/, 'token=not-the-token'));
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 403 } });
    const privateFile = await fetch(
      `${t.storageUrl}/v0/b/${BUCKET}/o/${encodeURIComponent('secrets/x.png')}?alt=media`,
    );
    expect(privateFile.status).toBe(403);
  });

  it('may not upload or delete: storage/unauthorized without a token or off the team, storage/unauthenticated with a bad token', async () => {
    const target = 'gallery/gallery_1_kept.png';
    await uploadBytes(ref(admin, target), PNG_BYTES, { contentType: 'image/png' });
    const anonymous = t.clients(null).storage;
    const editor = t.clients(EDITOR).storage;
    const expired = t.clients({ ...ADMIN!, expired: true }).storage;
    const upload = (s: FirebaseStorage) =>
      uploadBytes(ref(s, 'gallery/gallery_1_x.png'), PNG_BYTES, { contentType: 'image/png' });
    expect(await codeOf(upload(anonymous))).toBe('storage/unauthorized');
    expect(await codeOf(upload(expired))).toBe('storage/unauthenticated');
    expect(await codeOf(upload(editor))).toBe('storage/unauthorized');
    expect(await codeOf(deleteObject(ref(anonymous, target)))).toBe('storage/unauthorized');
    expect(await codeOf(deleteObject(ref(editor, target)))).toBe('storage/unauthorized');
    expect((await getMetadata(ref(admin, target))).size).toBe(PNG_BYTES.length);
  });
});

describe("the emulators' admin access (Bearer owner)", () => {
  it("stores what no caller may: a name outside the site's patterns, bytes that are no image", async () => {
    for (const [path, bytes, type] of [
      ['gallery/rally.jpg', jpegOfSize(2048), 'image/jpeg'],
      ['bishops/notes.jpg', PDF_BYTES, 'image/jpeg'],
    ] as const) {
      const answer = await uploadAsOwner(t.storageUrl, BUCKET, path, bytes, type);
      expect(answer.status, path).toBe(200);
      expect((await getMetadata(ref(admin, path))).size).toBe(bytes.length);
      // The site's team may still delete it, as the rules allow.
      await deleteObject(ref(admin, path));
    }
    // An administrator of the site may store neither.
    expect(
      await codeOf(
        uploadBytes(ref(admin, 'gallery/rally.jpg'), jpegOfSize(2048), {
          contentType: 'image/jpeg',
        }),
      ),
    ).toBe('storage/unauthorized');
  });

  it('is that header exactly: anything like it is a token, and refused', async () => {
    for (const authorization of [
      'Bearer owner2',
      'Firebase owner',
      'bearer owner',
      'Bearer  owner',
    ]) {
      const answer = await fetch(`${t.storageUrl}/v0/b/${BUCKET}/o?name=gallery%2Frally.jpg`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'image/jpeg' },
        body: new Uint8Array(jpegOfSize(2048)),
      });
      expect([401, 403], authorization).toContain(answer.status);
    }
    expect(await codeOf(getMetadata(ref(admin, 'gallery/rally.jpg')))).toBe(
      'storage/object-not-found',
    );
  });
});

describe('the REST protocol', () => {
  const auth = () => ({ Authorization: `Firebase ${idToken(ADMIN!)}` });

  it('says why a multipart upload is refused (the Node SDK drops the server text)', async () => {
    const boundary = 'b0undary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n`),
      Buffer.from(JSON.stringify({ name: 'bishops/4_letter.jpg', contentType: 'image/jpeg' })),
      Buffer.from(`\r\n--${boundary}\r\nContent-Type: image/jpeg\r\n\r\n`),
      PDF_BYTES,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    const answer = await fetch(`${t.storageUrl}/v0/b/${BUCKET}/o?name=bishops%2F4_letter.jpg`, {
      method: 'POST',
      headers: {
        ...auth(),
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
      },
      body: new Uint8Array(body),
    });
    expect(answer.status).toBe(403);
    const json = (await answer.json()) as { error: { message: string } };
    expect(json.error.message).toMatch(/declared image\/jpeg but its content is not an image/);
  });

  it('answers query with the bytes received, refuses a wrong offset, and finalises', async () => {
    const bytes = jpegOfSize(1000);
    const start = await post(
      `${t.storageUrl}/v0/b/${BUCKET}/o?name=${encodeURIComponent('gallery/gallery_1_r.jpg')}`,
      '{}',
      {
        ...auth(),
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(bytes.length),
        'X-Goog-Upload-Header-Content-Type': 'image/jpeg',
      },
    );
    expect(start.status).toBe(200);
    expect(start.headers.get('x-goog-upload-status')).toBe('active');
    const uploadUrl = start.headers.get('x-goog-upload-url') as string;
    expect(uploadUrl).toMatch(/upload_id=/);

    const send = (body: Buffer, command: string, offset: number) =>
      fetch(uploadUrl, {
        method: 'POST',
        headers: {
          ...auth(),
          'X-Goog-Upload-Command': command,
          'X-Goog-Upload-Offset': String(offset),
        },
        body: new Uint8Array(body),
      });
    expect((await send(bytes.subarray(0, 400), 'upload', 0)).status).toBe(200);
    const status = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...auth(), 'X-Goog-Upload-Command': 'query' },
    });
    expect(status.headers.get('x-goog-upload-size-received')).toBe('400');
    expect((await send(bytes.subarray(400), 'upload, finalize', 100)).status).toBe(400);
    const done = await send(bytes.subarray(400), 'upload, finalize', 400);
    expect(done.status).toBe(200);
    expect(done.headers.get('x-goog-upload-status')).toBe('final');
    expect(await done.json()).toMatchObject({
      name: 'gallery/gallery_1_r.jpg',
      size: '1000',
      contentType: 'image/jpeg',
    });
  });

  it('answers CORS preflights and exposes the upload headers', async () => {
    const preflight = await fetch(`${t.storageUrl}/v0/b/${BUCKET}/o`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-command',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-goog-upload-command',
    );
    const answer = await fetch(`${t.storageUrl}/v0/b/${BUCKET}/o/x`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/X-Goog-Upload-URL/);
  });
});

describe('reading', () => {
  it('gets a known path, but refuses to list a folder or the bucket (403)', async () => {
    const path = 'gallery/gallery_1700000000001_listed.png';
    await uploadBytes(ref(admin, path), PNG_BYTES, { contentType: 'image/png' });
    const anonymous = t.clients(null).storage;
    expect((await getMetadata(ref(anonymous, path))).size).toBe(PNG_BYTES.length);
    for (const query of ['', '?prefix=gallery%2F&delimiter=%2F', '?prefix=']) {
      const answer = await fetch(`${t.storageUrl}/v0/b/${BUCKET}/o${query}`);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ error: { code: 403 } });
    }
    expect(await codeOf(listAll(ref(anonymous, 'gallery')))).toBe('storage/unauthorized');
    expect(await codeOf(listAll(ref(admin, 'gallery')))).toBe('storage/unauthorized');
  });
});

describe('uploads create objects, never overwrite them', () => {
  it('refuses an upload to the path of an existing object, multipart or resumable, leaving it as it was', async () => {
    const small = ref(admin, 'gallery/gallery_1700000000002_once.png');
    await uploadBytes(small, PNG_BYTES, { contentType: 'image/png' });
    const url = await getDownloadURL(small);
    expect(await codeOf(uploadBytes(small, jpegOfSize(1000), { contentType: 'image/jpeg' }))).toBe(
      'storage/unauthorized',
    );
    const resumable = uploadBytesResumable(small, jpegOfSize(300 * 1024), {
      contentType: 'image/jpeg',
    });
    expect(await codeOf(resumable.then())).toBe('storage/unauthorized');
    const kept = await fetch(url);
    expect(kept.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await kept.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    await deleteObject(small);
    await expect(
      uploadBytes(small, PNG_BYTES, { contentType: 'image/png' }),
    ).resolves.toBeDefined();
  });

  it('refuses the second of two resumable uploads to one new path when it finalises', async () => {
    const name = 'gallery/gallery_1700000000003_race.jpg';
    const bytes = jpegOfSize(1000);
    const first = await startUpload(name, bytes.length);
    const second = await startUpload(name, bytes.length);
    expect((await sendChunk(first, bytes, 'upload, finalize', 0)).status).toBe(200);
    const refused = await sendChunk(second, bytes, 'upload, finalize', 0);
    expect(refused.status).toBe(403);
  });
});

const authHeaders = () => ({ Authorization: `Firebase ${idToken(ADMIN!)}` });

/** Starts a resumable upload session and returns its upload URL. */
async function startUpload(name: string, size?: number): Promise<string> {
  const answer = await post(
    `${t.storageUrl}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`,
    '{}',
    {
      ...authHeaders(),
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Type': 'image/jpeg',
      ...(size === undefined ? {} : { 'X-Goog-Upload-Header-Content-Length': String(size) }),
    },
  );
  expect(answer.status).toBe(200);
  return answer.headers.get('x-goog-upload-url') as string;
}

function sendChunk(uploadUrl: string, body: Buffer, command: string, offset: number) {
  return fetch(uploadUrl, {
    method: 'POST',
    headers: {
      ...authHeaders(),
      'X-Goog-Upload-Command': command,
      'X-Goog-Upload-Offset': String(offset),
    },
    body: new Uint8Array(body),
  });
}

function uploadCommand(uploadUrl: string, command: string) {
  return fetch(uploadUrl, {
    method: 'POST',
    headers: { ...authHeaders(), 'X-Goog-Upload-Command': command },
  });
}

describe('resumable upload sessions', () => {
  it('take one chunk at a time: a chunk sent while another is arriving is refused', async () => {
    const bytes = jpegOfSize(2000);
    const uploadUrl = await startUpload('gallery/gallery_1700000000004_chunks.jpg', bytes.length);
    const lookups = t.auth.lookups;
    const first = rawRequest(uploadUrl, {
      method: 'POST',
      headers: { ...authHeaders(), 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
      body: bytes.subarray(0, 500),
      declaredLength: 1000,
    });
    // Once the first chunk's token has been checked, the server is reading its body.
    for (let waited = 0; t.auth.lookups === lookups && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const concurrent = await sendChunk(uploadUrl, bytes.subarray(0, 1000), 'upload', 0);
    expect(concurrent.status).toBe(409);
    expect(await concurrent.json()).toMatchObject({ error: { status: 'ABORTED' } });

    first.finish(bytes.subarray(500, 1000));
    expect((await first.answer).status).toBe(200);
    const done = await sendChunk(uploadUrl, bytes.subarray(1000), 'upload, finalize', 1000);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ size: '2000' });
  });

  it('end a session as soon as a chunk would pass its declared size', async () => {
    const uploadUrl = await startUpload('gallery/gallery_1700000000005_big.jpg', 2000);
    expect((await sendChunk(uploadUrl, jpegOfSize(1500), 'upload', 0)).status).toBe(200);
    const tooMuch = await sendChunk(uploadUrl, jpegOfSize(1000), 'upload', 1500);
    expect(tooMuch.status).toBe(413);
    expect((await uploadCommand(uploadUrl, 'query')).status).toBe(404);
  });

  it(`are at most ${MAX_OPEN_UPLOADS} open at once; beyond that a start is refused (429)`, async () => {
    const open: string[] = [];
    try {
      for (let i = 0; i < MAX_OPEN_UPLOADS; i++)
        open.push(await startUpload(`gallery/gallery_1700000000006_${i}.jpg`, 1000));
      const refused = await post(
        `${t.storageUrl}/v0/b/${BUCKET}/o?name=${encodeURIComponent('gallery/gallery_1700000000006_x.jpg')}`,
        '{}',
        {
          ...authHeaders(),
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Type': 'image/jpeg',
          'X-Goog-Upload-Header-Content-Length': '1000',
        },
      );
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ error: { status: 'RESOURCE_EXHAUSTED' } });

      expect((await uploadCommand(open.pop() as string, 'cancel')).status).toBe(200);
      open.push(await startUpload('gallery/gallery_1700000000006_y.jpg', 1000));
    } finally {
      for (const uploadUrl of open) await uploadCommand(uploadUrl, 'cancel');
    }
  });

  it('answer an anonymous upload with 403 before its body has arrived', async () => {
    const request = rawRequest(
      `${t.storageUrl}/v0/b/${BUCKET}/o?name=${encodeURIComponent('gallery/gallery_1700000000007_a.png')}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'image/png' },
        body: PNG_BYTES,
        declaredLength: 5 * 1024 * 1024,
      },
    );
    const answer = await answerWithin(request.answer, 3000);
    request.abort();
    expect(answer).toMatchObject({ status: 403 });
  });
});
