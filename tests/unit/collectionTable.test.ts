/**
 * The collection table against the rules files, which stay written by hand in their own language:
 * every collection of the table has its match in firestore.rules (and its image folders theirs in
 * storage.rules), the rules name no collection or folder the table lacks, and each collection's
 * fields are the ones the fixture table, the contract of the rules, allows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_COLLECTIONS,
  COLLECTIONS,
  COLLECTION_NAMES,
  IMAGE_FOLDERS,
  PUBLIC_COLLECTIONS,
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

  it.each(COLLECTION_NAMES)('%s: readable by everyone as the table says', (name) => {
    const block = new RegExp(`match /${name}/\\{\\w+\\} \\{[^}]*\\}`).exec(rules)?.[0] ?? '';
    expect(block).toMatch(/allow read: if true;/);
    expect(COLLECTIONS[name].readers).toBe('everyone');
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
    expect(PUBLIC_COLLECTIONS).toEqual(COLLECTION_NAMES);
    expect(BACKUP_COLLECTIONS).toEqual([
      'members',
      'bishopMessages',
      'officeBearerMessages',
      'gallery',
      'events',
    ]);
  });
});
