/**
 * The Firestore reads the public pages open with. The route table names each page's reads, the
 * page rendered at build time lists them, and src/app/earlyReads.ts starts them before React has
 * arrived; the page then takes the read already under way instead of asking again, so its data
 * arrives sooner. An early read is taken once; later visits read afresh.
 */
import { localDateString } from '../domain/localDate';
import {
  MESSAGE_KINDS,
  type GalleryImage,
  type Message,
  type MessageKind,
  type Programme,
} from '../domain/types';
import { listGallery } from './gallery';
import { listMessages } from './messages';
import { listPastProgrammes, listUpcomingProgrammes } from './programmes';

export interface PageRead<T> {
  /** Starts the read now, for the next `take`. */
  start(): void;
  /** The read started early if there is one (once), else a new read. */
  take(): Promise<T>;
}

function pageRead<T>(read: () => Promise<T>): PageRead<T> {
  let started: Promise<T> | undefined;
  return {
    start() {
      started = read();
      // A page that never takes its read (the visitor left at once) must not leave an
      // unhandled rejection behind; whoever takes the read still sees the failure.
      started.catch(() => {});
    },
    take() {
      const result = started ?? read();
      started = undefined;
      return result;
    },
  };
}

export const GALLERY_READ = pageRead<GalleryImage[]>(() => listGallery());
export const MESSAGES_READS = Object.fromEntries(
  MESSAGE_KINDS.map((kind) => [kind, pageRead<Message[]>(() => listMessages(kind))]),
) as Record<MessageKind, PageRead<Message[]>>;

/** The name of a read a public page opens with, as the route table writes it. */
export type PageReadName =
  'gallery' | 'programmes/upcoming' | 'programmes/past' | `messages/${MessageKind}`;

/** The programmes still to come, on the visitor's date. */
export const UPCOMING_PROGRAMMES_READ = pageRead<Programme[]>(() =>
  listUpcomingProgrammes(localDateString(new Date())),
);
/** How many past programmes /programmes shows before 'Show older programmes'. */
export const PAST_PROGRAMMES_SHOWN = 12;

/** The latest past programmes, one more than are shown first: it tells whether there are older. */
export const PAST_PROGRAMMES_READ = pageRead<Programme[]>(() =>
  listPastProgrammes(localDateString(new Date()), PAST_PROGRAMMES_SHOWN + 1),
);

const READS: Record<PageReadName, PageRead<unknown>> = {
  gallery: GALLERY_READ,
  'programmes/upcoming': UPCOMING_PROGRAMMES_READ,
  'programmes/past': PAST_PROGRAMMES_READ,
  ...(Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [`messages/${kind}`, MESSAGES_READS[kind]]),
  ) as Record<`messages/${MessageKind}`, PageRead<Message[]>>),
};

/** Starts the named reads; names that are not reads of this module are ignored. */
export function startReads(names: readonly string[]): void {
  for (const name of names) if (Object.hasOwn(READS, name)) READS[name as PageReadName].start();
}
