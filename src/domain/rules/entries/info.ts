/**
 * What an entry of the collection table (collections.ts) states, and the small readers its
 * entries share: a field's text, a record's id. Plain data and pure functions.
 */
import { PATTERNS, whole } from '../../limits';
import type { CheckedValue, DocMap, FieldRule } from '../../schema';

/** What a collection-wide check of a document is given besides the document. */
export interface CheckContext {
  /** The server's time of the write (request.time). */
  now: Date;
}

export interface CollectionInfo<Decoded = unknown> {
  /** The Firestore collection: also the name the rules match. */
  name: string;
  /** What one record is called ('Member', 'Youth Director message'), and a list of them. */
  kind: (fields: DocMap) => string;
  kindPlural: string;
  /** A record's own name, or '' when it has none: a member's name, a message's title. */
  recordName: (fields: DocMap) => string;
  /** What tells it from others of the same name in a list of everything: its writer, year. */
  details?: (fields: DocMap) => string[];
  /** Its fields and the rule of each, as firestore.rules checks them. */
  fields: Readonly<Record<string, FieldRule>>;
  /**
   * Rules across fields, beyond each field's own and its image folder: the reason for refusal,
   * or null. Given a document whose fields all pass their own rules.
   */
  check?: (doc: Readonly<Record<string, CheckedValue>>, context: CheckContext) => string | null;
  /**
   * Who reads it: 'everyone' (the public pages), the site's team (owners and editors), its owners
   * (and, for an invitation, the person invited), or the team and the account a document names
   * in its `account` field (a registration: the registrant or parent who made it).
   */
  readers: 'everyone' | 'team' | 'owners' | 'registrant';
  /**
   * Who writes it: the team (the site's content), its owners, each person their own document
   * while owners change roles (the team itself), or each verified account its own documents
   * while the team writes all of them (registrations).
   */
  writers: 'team' | 'owners' | 'self' | 'registrants';
  /**
   * Read by the publish, which counts its documents in published.json: what the public pages
   * show. A collection everyone reads live, never published (a programme's places), is not.
   */
  published: boolean;
  /** Deleting a record moves it to the Trash, in the same write. */
  trash: boolean;
  /** Every write says who made it: createdBy on add, updatedBy on edit. */
  signed: boolean;
  /** In the backup file of the whole site, and restored from it. */
  backup: boolean;
  /**
   * The only ids its documents may have, when it is a collection of fixed documents (the site's
   * details are siteDetails/site) rather than of records added one by one.
   */
  single?: readonly string[];
  /**
   * The ids its documents may have, as a pattern matched whole, when they follow a rule of their
   * own (a page's version: pageVersions/about-us_3).
   */
  idPattern?: string;
  /** The record as the app uses it, from its stored fields (older or odd ones tolerated). */
  decode: (id: string, fields: DocMap) => Decoded;
}

/** A field's trimmed text, '' when it holds none. */
export const trimmed = (fields: DocMap, field: string) => {
  const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/** A checked document's string field ('' when absent). */
export const textOf = (doc: Readonly<Record<string, CheckedValue>>, field: string) => {
  const value = Object.hasOwn(doc, field) ? doc[field] : undefined;
  return typeof value === 'string' ? value : '';
};

const IS_RECORD_ID = whole(PATTERNS.recordId);

/** Whether an id is one the app gives a record of the site's content (PATTERNS.recordId). */
export const isRecordId = (id: string) => IS_RECORD_ID.test(id);
