/**
 * applyWrites on its own: the writes of a commit land in order on a draft, and the rules are
 * asked once for each document the commit writes, with its state before the commit and after
 * all of the commit's writes, the commit time and both views of the database.
 */
import { describe, expect, it } from 'vitest';
import type { Documents, StoredDocument } from './firestoreStore';
import type { Fields, Timestamp } from './firestoreValues';
import { applyWrites, parseWrites, type CommitView } from './firestoreWrites';
import { ApiError } from './http';

const ROOT = 'projects/p/databases/(default)/documents';
const fullName = (path: string) => `${ROOT}/${path}`;
const parseName = (name: unknown) => String(name).slice(ROOT.length + 1);
const COMMIT_TIME: Timestamp = { seconds: 1_750_000_000, nanos: 123_456_000 };
const EARLIER = '2025-01-01T00:00:00Z';

const text = (stringValue: string) => ({ stringValue });
const stored = (fields: Fields): StoredDocument => ({
  fields,
  createTime: EARLIER,
  updateTime: EARLIER,
});

interface Call {
  path: string;
  after: Fields | null;
  before: Fields | null;
  commit: CommitView;
}

/** Applies raw Write messages to a draft of `committed`, recording what the rules are asked. */
function commit(committed: Documents, writes: unknown[], refuse?: (call: Call) => boolean) {
  const draft: Documents = new Map(committed);
  const calls: Call[] = [];
  const results = applyWrites(
    committed,
    draft,
    parseWrites(writes, parseName),
    COMMIT_TIME,
    fullName,
    (path, after, before, view) => {
      const call = { path, after, before, commit: view };
      calls.push(call);
      if (refuse?.(call)) throw new ApiError('PERMISSION_DENIED', `refused ${path}`);
    },
  );
  return { draft, calls, results };
}

describe('applyWrites', () => {
  it('asks once per document: a delete and a set of one document are judged together', () => {
    const committed: Documents = new Map([
      ['members/a', stored({ name: text('Old') })],
      ['members/b', stored({ name: text('B') })],
    ]);
    const { calls, draft } = commit(committed, [
      { delete: fullName('members/a') },
      { update: { name: fullName('members/a'), fields: { name: text('New') } } },
      { update: { name: fullName('members/c'), fields: { name: text('C') } } },
    ]);
    expect(calls.map(({ path, before, after }) => ({ path, before, after }))).toEqual([
      { path: 'members/a', before: { name: text('Old') }, after: { name: text('New') } },
      { path: 'members/c', before: null, after: { name: text('C') } },
    ]);
    // The rules get the commit time and the whole database before and after the commit.
    for (const call of calls) {
      expect(call.commit.time).toEqual(COMMIT_TIME);
      expect(call.commit.before).toBe(committed);
      expect(call.commit.after).toBe(draft);
    }
    expect(committed.get('members/a')?.fields).toEqual({ name: text('Old') });
    expect(draft.get('members/a')?.fields).toEqual({ name: text('New') });
    expect(draft.get('members/b')).toBe(committed.get('members/b'));
  });

  it('judges a create followed by updates as the create of the final document', () => {
    const { calls } = commit(new Map(), [
      { update: { name: fullName('members/n'), fields: { name: text('') } } },
      {
        update: { name: fullName('members/n'), fields: { name: text('Named') } },
        updateMask: { fieldPaths: ['name'] },
        currentDocument: { exists: true },
      },
    ]);
    expect(calls.map(({ path, before, after }) => [path, before, after])).toEqual([
      ['members/n', null, { name: text('Named') }],
    ]);
  });

  it('judges a document absent before and after the commit as the delete of a missing document', () => {
    const { calls, draft } = commit(new Map(), [
      { update: { name: fullName('settings/x'), fields: { open: { booleanValue: true } } } },
      { delete: fullName('settings/x') },
    ]);
    expect(calls.map(({ path, before, after }) => [path, before, after])).toEqual([
      ['settings/x', null, null],
    ]);
    expect(draft.has('settings/x')).toBe(false);
  });

  it('does not ask about a document the commit only verifies', () => {
    const committed: Documents = new Map([['members/a', stored({ name: text('A') })]]);
    const { calls } = commit(committed, [
      { verify: fullName('members/a'), currentDocument: { exists: true } },
    ]);
    expect(calls).toEqual([]);
  });

  it('applies preconditions write by write, against the writes before them', () => {
    expect(() =>
      commit(new Map(), [
        { update: { name: fullName('members/n'), fields: { name: text('A') } } },
        {
          update: { name: fullName('members/n'), fields: { name: text('B') } },
          currentDocument: { exists: false },
        },
      ]),
    ).toThrow(/already exists/);
  });

  // As Google's Firestore emulator answers (measured): the rules first, then the preconditions.
  it('refuses a commit the rules refuse, though a precondition of it fails too', () => {
    const committed: Documents = new Map([['members/a', stored({ name: text('A') })]]);
    const stale = {
      update: { name: fullName('members/a'), fields: { name: text('B') } },
      currentDocument: { updateTime: '2020-01-01T00:00:00Z' },
    };
    expect(() => commit(committed, [stale], () => true)).toThrow(/refused members\/a/);
    expect(() => commit(committed, [stale])).toThrow(/does not match the required base version/);
    const verified = [
      { verify: fullName('members/a'), currentDocument: { exists: false } },
      { update: { name: fullName('settings/no'), fields: { name: text('no') } } },
    ];
    expect(() => commit(committed, verified, () => true)).toThrow(/refused settings\/no/);
    expect(() => commit(committed, verified)).toThrow(/already exists/);
  });

  it('passes a refusal on, whatever the writes before it', () => {
    expect(() =>
      commit(
        new Map(),
        [
          { update: { name: fullName('members/ok'), fields: { name: text('ok') } } },
          { update: { name: fullName('settings/no'), fields: { name: text('no') } } },
        ],
        (call) => call.path.startsWith('settings/'),
      ),
    ).toThrow(/refused settings\/no/);
  });
});
