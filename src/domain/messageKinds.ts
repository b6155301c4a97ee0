import { PROFILE } from '../config/profile';
import type { DocMap } from './schema';
import { MESSAGE_KINDS, type MessageKind } from './types';

/** Everything that differs between the four kinds of message, in one table. */
export interface MessageKindInfo {
  kind: MessageKind;
  /** Public route and admin sub-route (without the leading slash). */
  slug: string;
  /** Public page title (its heading and document title). */
  publicTitle: string;
  /** Its entry in the Office submenu of the public header. */
  menuLabel: string;
  /** Sidebar label in the admin shell. */
  adminLabel: string;
  /** Admin page title, shown as the admin shell's heading. */
  adminTitle: string;
  /** {role} in the toast 'Failed to fetch {role} messages': the stored role, 'youth_director'. */
  fetchLabel: string;
}

/** What the code calls each kind: its route and the role its toasts name. */
const KIND_SLUGS: Record<MessageKind, string> = {
  bishop: 'bishop',
  youth_director: 'youth-director',
  associate_director: 'associate-director',
  lady_animator: 'lady-animator',
};

/** Each kind with its office's words from the commission profile. */
export const MESSAGE_KIND_INFO = Object.fromEntries(
  MESSAGE_KINDS.map((kind): [MessageKind, MessageKindInfo] => {
    const { menuLabel, publicTitle, adminLabel, adminTitle } = PROFILE.officeHolders[kind];
    const slug = KIND_SLUGS[kind];
    return [kind, { kind, slug, publicTitle, menuLabel, adminLabel, adminTitle, fetchLabel: kind }];
  }),
) as Record<MessageKind, MessageKindInfo>;

/**
 * The kinds of message the site shows, in their order: those whose office the commission has
 * (a diocese has a Bishop, not an Archbishop; some have fewer office bearers).
 */
export const SHOWN_MESSAGE_KINDS: readonly MessageKind[] = MESSAGE_KINDS.filter(
  (kind) => PROFILE.officeHolders[kind].held,
);

/**
 * The collection that holds a kind of message: bishopMessages for the bishop's,
 * officeBearerMessages (one role each) for the three office bearers'.
 */
export const messageCollection = (kind: MessageKind) =>
  kind === 'bishop' ? 'bishopMessages' : 'officeBearerMessages';

/** The fields a message of this kind stores beside what the form holds: an office bearer's role. */
export const messageKindFields = (kind: MessageKind): DocMap =>
  kind === 'bishop' ? {} : { role: kind };
