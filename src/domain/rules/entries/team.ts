/**
 * The team's own records in the collection table: who is on the team, the invitations, the
 * Trash and the removals an owner makes; never public, never in backups.
 */
import { LIMITS } from '../../limits';
import {
  invitationFromFields,
  removalFromFields,
  teamMemberFromFields,
  trashItemFromFields,
} from '../../recordFields';
import {
  list,
  oneOf,
  optionalTime,
  record,
  serverTime,
  text,
  uid,
  type CheckedValue,
} from '../../schema';
import {
  INVITED_ROLES,
  TEAM_ROLES,
  type Invitation,
  type Removal,
  type TeamMember,
  type TrashItem,
} from '../../types';
import { TRASHED } from './siteContent';
import { isRecordId, textOf, trimmed, type CollectionInfo } from './info';

/** The team's own records: never in backups, never public. */
const teamOnly = { published: false, trash: false, signed: false, backup: false } as const;

export const team: CollectionInfo<TeamMember> = {
  name: 'team',
  kind: () => 'Team member',
  kindPlural: 'Team',
  recordName: (f) => trimmed(f, 'name'),
  details: (f) => [trimmed(f, 'email')],
  fields: {
    name: text(LIMITS.shortText),
    email: text(LIMITS.email),
    role: oneOf(TEAM_ROLES),
    addedBy: uid(true),
    addedAt: serverTime(),
    updatedBy: uid(false),
    updatedAt: optionalTime(),
  },
  readers: 'team',
  writers: 'self',
  ...teamOnly,
  decode: teamMemberFromFields,
};

export const invites: CollectionInfo<Invitation> = {
  name: 'invites',
  kind: () => 'Invitation',
  kindPlural: 'Invitations',
  recordName: (f) => trimmed(f, 'name'),
  fields: {
    name: text(LIMITS.shortText),
    role: oneOf(INVITED_ROLES),
    invitedBy: uid(true),
    createdAt: serverTime(),
  },
  readers: 'owners',
  writers: 'owners',
  ...teamOnly,
  decode: invitationFromFields,
};

export const trash: CollectionInfo<TrashItem> = {
  name: 'trash',
  kind: () => 'Trash item',
  kindPlural: 'Trash',
  recordName: (f) => trimmed(f, 'recordId'),
  fields: {
    collection: oneOf(TRASHED),
    recordId: text(LIMITS.recordId),
    record: record(),
    deletedAt: serverTime(),
    deletedBy: uid(true),
  },
  check: trashedRecordIdError,
  readers: 'team',
  writers: 'team',
  ...teamOnly,
  decode: trashItemFromFields,
};

export const removals: CollectionInfo<Removal> = {
  name: 'removals',
  kind: () => 'Removal',
  kindPlural: 'Removals',
  recordName: (f) => trimmed(f, 'recordId'),
  fields: {
    collection: oneOf(TRASHED),
    recordId: text(LIMITS.recordId),
    files: list(10),
    removedAt: serverTime(),
  },
  check: trashedRecordIdError,
  readers: 'team',
  writers: 'owners',
  ...teamOnly,
  decode: removalFromFields,
};

/** A trash item or a removal is about a record whose id the app made. */
function trashedRecordIdError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  return isRecordId(textOf(doc, 'recordId'))
    ? null
    : `recordId must be a record's id: letters, digits, _ and -, at most ${LIMITS.recordId} characters`;
}
