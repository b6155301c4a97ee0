/**
 * The collection table against the rules files, which stay written by hand in their own language:
 * every collection of the table has its match in firestore.rules (and its image folders theirs in
 * storage.rules), the rules name no collection or folder the table lacks, each collection is read
 * and written by whom its entry says, and each collection's fields are the ones the fixture
 * table, the contract of the rules, allows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_COLLECTIONS,
  COLLECTIONS,
  COLLECTION_NAMES,
  IMAGE_FOLDERS,
  PUBLIC_COLLECTIONS,
  READ_BY_EVERYONE,
  TRASHED_COLLECTIONS,
  isCollection,
} from '../../src/domain/collections';
import { ALLOWED_FIELDS, FOLDERS } from '../fixtures/documents';

/** A rules file without its comment lines. */
const rulesText = (file: string) => readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');

describe('the collection table and firestore.rules', () => {
  const rules = rulesText('firestore.rules');
  const matched = [...rules.matchAll(/match \/(\w+)\/\{\w+\} \{/g)].map((m) => m[1]);

  it('names the same collections, each matched once', () => {
    expect([...matched].sort()).toEqual([...COLLECTION_NAMES].sort());
  });

  /** The collection's match block, up to the brace that closes it. */
  const blockOf = (name: string) => {
    const start = rules.indexOf(`match /${name}/{`);
    const end = rules.indexOf('\n    }\n', start);
    return rules.slice(start, end < 0 ? undefined : end);
  };

  /** How the rules let each kind of reader read (a list is what tells them apart). */
  const READ_RULES = {
    everyone: /allow read: if true;/,
    team: /allow (read|list): if isOnTeam\(\);/,
    owners: /allow list: if isOwner\(\);/,
    registrant:
      /allow list: if \(isRegistrant\(\) && resource\.data\.account == request\.auth\.uid\) \|\| isOnTeam\(\);/,
  } as const;

  it.each(COLLECTION_NAMES)('%s: read by whom the table says', (name) => {
    expect(blockOf(name)).toMatch(READ_RULES[COLLECTIONS[name].readers]);
  });

  it.each(COLLECTION_NAMES)('%s: written by whom the table says', (name) => {
    const block = blockOf(name);
    const { writers, trash, signed, single } = COLLECTIONS[name];
    // The content: added by the team with its own checks, signed, deleted to the Trash.
    expect(block.includes(`canCreateRecord('${name}'`), 'signed').toBe(signed && !single);
    // The site's settings: fixed documents, each save signed by the owner making it.
    expect(block.includes('&& isSignedSave()'), 'signed save').toBe(signed && single !== undefined);
    if (single)
      expect(block).toContain(
        single.length === 1
          ? `Id == '${single[0]}'`
          : `Id in [${single.map((id) => `'${id}'`).join(', ')}]`,
      );
    expect(block.includes(`canDeleteRecord('${name}'`), 'trash').toBe(trash);
    if (writers === 'owners') expect(block).toMatch(/allow create, update: if isOwner\(\)/);
    if (writers === 'self')
      expect(block).toMatch(/isClaimOwnerJoining\(uid\) \|\| isInviteeJoining\(uid\)/);
    if (writers === 'team') expect(block).toMatch(/isOnTeam\(\)|canCreateRecord/);
    // Each registrant registers for itself, moving its share with it; the team adds walk-ins.
    if (writers === 'registrants')
      expect(block).toMatch(
        /isRegistering\(registrationId, [^)]*\)\s*\|\| isAddingWalkIn\(|isShareMove\(request\.resource\.data\)/,
      );
  });

  it.each(COLLECTION_NAMES)('%s: has the fields the fixture table allows', (name) => {
    expect(Object.keys(COLLECTIONS[name].fields).sort()).toEqual(
      [...(ALLOWED_FIELDS as Record<string, readonly string[]>)[name]!].sort(),
    );
  });
});

describe('the collection table and storage.rules', () => {
  const rules = rulesText('storage.rules');
  const folders = [...rules.matchAll(/match \/(\S+)\/\{fileName\} \{/g)].map((m) => m[1]);

  it('names the same image folders', () => {
    expect([...folders].sort()).toEqual(IMAGE_FOLDERS.map(({ folder }) => folder.path).sort());
  });

  it('gives the fixture table its folders, each value of a {field} one folder', () => {
    expect(FOLDERS).toEqual([
      'members',
      'bishops',
      'officeBearers/youth_director',
      'officeBearers/associate_director',
      'officeBearers/lady_animator',
      'gallery',
      'events',
      'banner',
    ]);
  });
});

describe('what the table derives', () => {
  it('knows its own collections, and no name every object answers to', () => {
    expect(COLLECTION_NAMES.every(isCollection)).toBe(true);
    for (const name of ['constructor', 'toString', '__proto__', 'settings', ''])
      expect(isCollection(name), name).toBe(false);
  });

  it('lists the public collections and those a backup holds, in the table’s order', () => {
    const content = ['members', 'bishopMessages', 'officeBearerMessages', 'gallery', 'events'];
    expect(PUBLIC_COLLECTIONS).toEqual([...content, 'siteDetails', 'banner', 'pages', 'changes']);
    // A programme's places and the parish list are read by everyone, live, and never published.
    expect(READ_BY_EVERYONE).toEqual([
      ...content,
      'siteDetails',
      'banner',
      'pages',
      'parishes',
      'changes',
      'programmeRegistration',
    ]);
    expect(TRASHED_COLLECTIONS).toEqual(content);
    expect(BACKUP_COLLECTIONS).toEqual([
      ...content,
      'siteDetails',
      'banner',
      'pages',
      'pageVersions',
      'parishes',
      // A programme's counts, which outlive its registrations: registration's only backed-up part.
      'programmeCounts',
    ]);
  });
});
