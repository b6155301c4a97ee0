import type { DocMap } from './schema';
import type { MessageKind } from './types';

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

export const MESSAGE_KIND_INFO: Record<MessageKind, MessageKindInfo> = {
  bishop: {
    kind: 'bishop',
    menuLabel: 'Archbishop',
    slug: 'bishop',
    publicTitle: 'Messages from Archbishop',
    adminLabel: 'Archbishop',
    adminTitle: 'Archbishop Messages',
    fetchLabel: 'bishop',
  },
  youth_director: {
    kind: 'youth_director',
    menuLabel: 'Diocesan Youth Director',
    slug: 'youth-director',
    publicTitle: 'Messages from Diocesan Youth Director',
    adminLabel: 'Youth Director',
    adminTitle: 'Youth Director Messages',
    fetchLabel: 'youth_director',
  },
  associate_director: {
    kind: 'associate_director',
    menuLabel: 'Associate Diocesan Youth Director',
    slug: 'associate-director',
    publicTitle: 'Messages from Associate Diocesan Youth Director',
    adminLabel: 'Associate Director',
    adminTitle: 'Associate Director Messages',
    fetchLabel: 'associate_director',
  },
  lady_animator: {
    kind: 'lady_animator',
    menuLabel: 'Diocesan Lady Youth Animator',
    slug: 'lady-animator',
    publicTitle: 'Messages from Diocesan Lady Youth Animator',
    adminLabel: 'Lady Animator',
    adminTitle: 'Lady Youth Animator Messages',
    fetchLabel: 'lady_animator',
  },
};

/**
 * The collection that holds a kind of message: bishopMessages for the Archbishop's,
 * officeBearerMessages (one role each) for the three office bearers'.
 */
export const messageCollection = (kind: MessageKind) =>
  kind === 'bishop' ? 'bishopMessages' : 'officeBearerMessages';

/** The fields a message of this kind stores beside what the form holds: an office bearer's role. */
export const messageKindFields = (kind: MessageKind): DocMap =>
  kind === 'bishop' ? {} : { role: kind };
