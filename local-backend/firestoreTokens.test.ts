/**
 * Requests without a valid token on the Firestore front end, with the security rules on: a commit
 * is refused before its body is read, a token that is not a JWT at all is refused as Google's
 * Firestore emulator answers it, and the body of a request without a valid token is bounded.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, PROJECT_ID, answerWithin, idToken, post, rawRequest } from './testSupport';
import { backendForFile } from './testFileBackend';

const t = backendForFile();

describe('a commit without a valid token is refused before its body is read', () => {
  it.each([
    ['an anonymous', {}, 403],
    ['an expired', { Authorization: `Bearer ${idToken({ ...ADMIN!, expired: true })}` }, 401],
    ['a malformed', { Authorization: 'Bearer not-a-token' }, 400],
  ])('answers %s commit while its body is still coming', async (_who, headers, status) => {
    const request = rawRequest(`${t.documentsUrl}:commit`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"writes": [',
      declaredLength: 5 * 1024 * 1024,
    });
    const answer = await answerWithin(request.answer, 3000);
    request.abort();
    expect(answer).toMatchObject({ status });
  });
});

describe('a token that is not a JWT at all, as Google’s Firestore emulator answers it', () => {
  const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const REQUESTS: Array<[string, (headers: Record<string, string>) => Promise<Response>]> = [
    [
      'a query of a public collection',
      (headers) =>
        fetch(`${t.documentsUrl}:runQuery`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'members' }] } }),
        }),
    ],
    ['a get of a public document', (headers) => fetch(`${t.documentsUrl}/events/x`, { headers })],
    [
      'a batchGet of public documents',
      (headers) =>
        fetch(`${t.documentsUrl}:batchGet`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ documents: [`${documents}/members/x`] }),
        }),
    ],
    ["a query of the team's collection", (headers) => fetch(`${t.documentsUrl}/team`, { headers })],
    [
      'a commit',
      (headers) =>
        fetch(`${t.documentsUrl}:commit`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ writes: [] }),
        }),
    ],
  ];
  const jwtPart = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

  describe.each([
    ['a word', 'Bearer not-a-token'],
    ['three parts that are not JSON', 'Bearer abc.def.ghi'],
    ['a JWT without its third part', `Bearer ${idToken(ADMIN!).replace(/\.$/, '')}`],
    ['a JWT whose claims are a list', `Bearer ${jwtPart({ alg: 'none' })}.${jwtPart([1])}.`],
  ])('(%s)', (_what, authorization) => {
    it.each(REQUESTS)('refuses %s with 400 invalid jwt', async (_request, send) => {
      const answer = await send({ Authorization: authorization, 'Content-Type': 'text/plain' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: { code: 400, message: 'invalid jwt', status: 'INVALID_ARGUMENT' },
      });
    });
  });

  it.each([
    ['no token', null],
    ['a valid JWT', `Bearer ${idToken(EDITOR!)}`],
    ['an expired JWT', `Bearer ${idToken({ ...ADMIN!, expired: true })}`],
    ['a JWT of another project', `Bearer ${idToken({ uid: 'ghost' }, { aud: 'another-project' })}`],
  ])(
    'leaves alone the public reads with %s: no JWT is checked there',
    async (_what, authorization) => {
      const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
      if (authorization !== null) headers.Authorization = authorization;
      for (const [request, send] of REQUESTS.slice(0, 3)) {
        const answer = await send(headers);
        expect([request, answer.status]).toEqual([
          request,
          request.startsWith('a get') ? 404 : 200,
        ]);
      }
    },
  );
});

describe('the body of a request without a valid token', () => {
  /** A query for a member of a very long name: a body of about `size` bytes. */
  const query = (size: number) =>
    JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'members' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'name' },
            op: 'EQUAL',
            value: { stringValue: 'x'.repeat(size - 200) },
          },
        },
      },
    });
  const ONE_MIB = 1024 * 1024;
  const answered = (answer: { status: number; json: unknown }) => {
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([{ readTime: expect.any(String) }]);
  };

  it('is read up to 1 MiB: a visitor’s query of just under it is answered', async () => {
    answered(await post(`${t.documentsUrl}:runQuery`, query(ONE_MIB - 100)));
  });

  it.each([
    ['no token', {}],
    ['a token of no account', { Authorization: `Bearer ${idToken({ uid: 'ghost' })}` }],
    ['an expired token', { Authorization: `Bearer ${idToken({ ...ADMIN!, expired: true })}` }],
  ])('is refused beyond 1 MiB with 413 (%s)', async (_who, headers) => {
    const answer = await post(`${t.documentsUrl}:runQuery`, query(2 * ONE_MIB), headers);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ error: { message: expect.stringMatching(/1048576/) } });
  });

  it('is refused beyond 1 MiB when its length is not announced (chunked)', async () => {
    const body = Buffer.from(query(ONE_MIB + 200));
    const request = rawRequest(`${t.documentsUrl}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      declaredLength: 'chunked',
    });
    // Answered as soon as the cap is passed, although the body has not ended.
    const answer = await answerWithin(request.answer, 3000);
    request.abort();
    expect(answer).toMatchObject({ status: 413 });
  });

  it.each([
    ['a signed-in account', `Bearer ${idToken(EDITOR!)}`],
    ['the emulator’s owner', 'Bearer owner'],
  ])('keeps the larger cap for %s', async (_who, authorization) => {
    answered(
      await post(`${t.documentsUrl}:runQuery`, query(2 * ONE_MIB), {
        Authorization: authorization,
      }),
    );
  });
});
