/**
 * Records and their stored fields: the records as the app uses them, from the fields a document
 * holds as read (timestamps as Date), and the fields a form's input stores. Reading is tolerant:
 * documents written by older versions or by hand still give a record, a field of the wrong type
 * reading as empty.
 */
import type { DocMap, DocValue } from './schema';
import {
  INVITED_ROLES,
  OFFICE_BEARER_ROLES,
  STAMPED_COLLECTIONS,
  TEAM_ROLES,
  type Changes,
  type GalleryImage,
  type Invitation,
  type Removal,
  type TeamMember,
  type TrashItem,
  type GalleryImageInput,
  type Member,
  type Message,
  type MessageKind,
  type Programme,
  type ProgrammeInput,
} from './types';

const own = (fields: DocMap, field: string): DocValue | undefined =>
  Object.hasOwn(fields, field) ? fields[field] : undefined;

const stringOf = (fields: DocMap, field: string): string => {
  const value = own(fields, field);
  return typeof value === 'string' ? value : '';
};

const stringOrNull = (fields: DocMap, field: string): string | null => {
  const value = own(fields, field);
  return typeof value === 'string' ? value : null;
};

/** A year: a number, or four digits written as text by an older version. */
function yearOf(fields: DocMap, field: string): number | null {
  const value = own(fields, field);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{4}$/.test(value.trim())) return Number(value);
  return null;
}

/** Only a string field is there: `{ updatedAt }` or nothing. */
const optional = <F extends string>(fields: DocMap, field: F) => {
  const value = own(fields, field);
  return (typeof value === 'string' ? { [field]: value } : {}) as Partial<Record<F, string>>;
};

/** Only a whole number of at least 1 is there: `{ width }` or nothing. */
const optionalCount = <F extends string>(fields: DocMap, field: F) => {
  const value = own(fields, field);
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? { [field]: value } : {}
  ) as Partial<Record<F, number>>;
};

/** Who added and who last edited a record, where it says. */
const signers = (fields: DocMap) => ({
  ...optional(fields, 'createdBy'),
  ...optional(fields, 'updatedBy'),
});

const dateOrNull = (fields: DocMap, field: string): Date | null => {
  const value = own(fields, field);
  return value instanceof Date ? value : null;
};

export function memberFromFields(id: string, f: DocMap): Member {
  return {
    id,
    name: stringOf(f, 'name'),
    role: stringOf(f, 'role'),
    startYear: yearOf(f, 'startYear'),
    endYear: yearOf(f, 'endYear'),
    imageUrl: stringOf(f, 'imageUrl'),
    createdAt: stringOrNull(f, 'createdAt'),
    ...optional(f, 'updatedAt'),
    ...signers(f),
  };
}

/** A message of the Archbishop's collection (kind 'bishop') or an office bearer's (its role). */
export function messageFromFields(id: string, f: DocMap, kind?: MessageKind): Message {
  return {
    id,
    kind: kind ?? OFFICE_BEARER_ROLES.find((role) => role === own(f, 'role')) ?? 'bishop',
    year: stringOf(f, 'year'),
    name: stringOf(f, 'name'),
    title: stringOf(f, 'title'),
    fullMessage: stringOf(f, 'fullMessage'),
    ...optional(f, 'titleHi'),
    ...optional(f, 'fullMessageHi'),
    imageUrl: stringOf(f, 'imageUrl'),
    createdAt: stringOrNull(f, 'createdAt'),
    ...optional(f, 'updatedAt'),
    ...signers(f),
  };
}

/** What a gallery image without a title is called (its alt text). */
export const DEFAULT_GALLERY_TITLE = 'Gallery Image';

/**
 * A gallery entry's stored fields: a blank title becomes 'Gallery Image', the Hindi title is
 * trimmed ('' for none); a field left undefined, and a programmeId of '' (no programme), are not
 * stored.
 */
export function galleryImageFields(input: GalleryImageInput): DocMap {
  const fields: DocMap = {};
  for (const [field, value] of Object.entries(input) as [string, DocValue | undefined][])
    if (value !== undefined && !(field === 'programmeId' && value === '')) fields[field] = value;
  return {
    ...fields,
    title: input.title.trim() || DEFAULT_GALLERY_TITLE,
    ...(input.titleHi !== undefined && { titleHi: input.titleHi.trim() }),
  };
}

export function galleryImageFromFields(id: string, f: DocMap): GalleryImage {
  const createdAt = own(f, 'createdAt');
  return {
    id,
    title: stringOf(f, 'title') || DEFAULT_GALLERY_TITLE,
    ...optional(f, 'titleHi'),
    imageUrl: stringOf(f, 'imageUrl'),
    fileName: stringOf(f, 'fileName'),
    ...optional(f, 'thumbUrl'),
    ...optional(f, 'thumbFileName'),
    ...optional(f, 'mediumUrl'),
    ...optional(f, 'mediumFileName'),
    ...(stringOf(f, 'programmeId') ? { programmeId: stringOf(f, 'programmeId') } : {}),
    ...optionalCount(f, 'width'),
    ...optionalCount(f, 'height'),
    createdAt: createdAt instanceof Date ? createdAt : null,
    ...optional(f, 'createdBy'),
  };
}

/**
 * A programme's stored fields: every field, and a programme of one day ends on the day it starts,
 * so that the upcoming and the past ones are each one query on endDate (services/programmes.ts).
 */
export const programmeFields = (input: ProgrammeInput) => ({
  ...input,
  endDate: input.endDate || input.startDate,
});

export function programmeFromFields(id: string, f: DocMap): Programme {
  return {
    id,
    title: stringOf(f, 'title'),
    startDate: stringOf(f, 'startDate'),
    endDate: stringOf(f, 'endDate'),
    time: stringOf(f, 'time'),
    place: stringOf(f, 'place'),
    description: stringOf(f, 'description'),
    ...optional(f, 'titleHi'),
    ...optional(f, 'placeHi'),
    ...optional(f, 'descriptionHi'),
    registrationUrl: stringOf(f, 'registrationUrl'),
    imageUrl: stringOf(f, 'imageUrl'),
    createdAt: stringOrNull(f, 'createdAt'),
    ...optional(f, 'updatedAt'),
    ...signers(f),
  };
}

// ---------------------------------------------------------------------------------------------
// The team's own records.

/** A team member; a role the app does not know reads as 'removed' (no rights). */
export function teamMemberFromFields(uid: string, f: DocMap): TeamMember {
  const updatedAt = dateOrNull(f, 'updatedAt');
  return {
    uid,
    name: stringOf(f, 'name'),
    email: stringOf(f, 'email'),
    role: TEAM_ROLES.find((role) => role === own(f, 'role')) ?? 'removed',
    addedBy: stringOf(f, 'addedBy'),
    addedAt: dateOrNull(f, 'addedAt'),
    ...optional(f, 'updatedBy'),
    ...(updatedAt ? { updatedAt } : {}),
  };
}

/** An invitation; a role the app does not know reads as 'editor', the lesser. */
export function invitationFromFields(email: string, f: DocMap): Invitation {
  return {
    email,
    name: stringOf(f, 'name'),
    role: INVITED_ROLES.find((role) => role === own(f, 'role')) ?? 'editor',
    invitedBy: stringOf(f, 'invitedBy'),
    createdAt: dateOrNull(f, 'createdAt'),
  };
}

export function trashItemFromFields(id: string, f: DocMap): TrashItem {
  const record = own(f, 'record');
  return {
    id,
    collection: stringOf(f, 'collection'),
    recordId: stringOf(f, 'recordId'),
    record:
      typeof record === 'object' &&
      record !== null &&
      !Array.isArray(record) &&
      !(record instanceof Date)
        ? record
        : {},
    deletedAt: dateOrNull(f, 'deletedAt'),
    deletedBy: stringOf(f, 'deletedBy'),
  };
}

export function removalFromFields(_id: string, f: DocMap): Removal {
  const files = own(f, 'files');
  return {
    collection: stringOf(f, 'collection'),
    recordId: stringOf(f, 'recordId'),
    files: Array.isArray(files) ? files.filter((p): p is string => typeof p === 'string') : [],
    removedAt: dateOrNull(f, 'removedAt'),
  };
}

/** The change marker: when each public collection last changed, where it says. */
export function changesFromFields(_id: string, f: DocMap): Changes {
  return Object.fromEntries(
    STAMPED_COLLECTIONS.flatMap((name) => {
      const value = own(f, name);
      return value instanceof Date ? [[name, value]] : [];
    }),
  );
}
