/**
 * Documents as the Firebase SDK reads them (the admin area), in the form of the domain:
 * timestamps as Date. The public pages' reads without the SDK give the same form
 * (firestoreRest.ts).
 */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { DocMap, DocValue } from '../domain/schema';

/** What to do with a value the domain has no form for (bytes, a geographic point, a reference). */
type OddValue = (where: string) => DocValue;

function fromStored(value: unknown, where: string, odd: OddValue): DocValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as DocValue;
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map((v, i) => fromStored(v, `${where}[${i}]`, odd));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return fieldsOf(value as DocumentData, where, odd);
  return odd(where);
}

function fieldsOf(data: DocumentData, where: string, odd: OddValue): DocMap {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, fromStored(value, `${where}.${key}`, odd)]),
  );
}

/** A document's fields as the pages read them: a value of a kind the site never writes is null. */
export const storedFields = (data: DocumentData): DocMap => fieldsOf(data, '', () => null);

/**
 * A document's fields exactly, for a backup: a value of a kind the backup cannot keep fails,
 * named by `where` ('members/abc.name').
 */
export const storedFieldsExactly = (data: DocumentData, where: string): DocMap =>
  fieldsOf(data, where, (at) => {
    throw new Error(`${at} holds a kind of value the backup cannot keep`);
  });
