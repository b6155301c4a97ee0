/**
 * What a visitor of the Hindi site still reads in English because the team gave it no Hindi: the
 * programmes to come and their registration (the fee note and the questions a parent answers),
 * the messages, the pages of text and the footer's about text, each with the texts that lack
 * their Hindi twin, and how many photos have no Hindi title. Programmes already held are left
 * out: the Hindi is worth giving where people are still to come. Pure functions of what the
 * dashboard read, so that every rule is a table of cases.
 */
import { PAGE_IDS, type PageId, type SavedPage } from '../../domain/editablePages';
import { MESSAGE_KIND_INFO, SHOWN_MESSAGE_KINDS } from '../../domain/messageKinds';
import { splitProgrammes } from '../../domain/programmes';
import type { ProgrammeRegistration } from '../../domain/registration/registrations';
import type { SiteDetails } from '../../domain/siteDetails';
import type { GalleryImage, Message, MessageKind, Programme } from '../../domain/types';
// Named from the admin folder: the lint's rule against the public pages' folder (src/pages) goes
// by the import's text, and '../pages' is that folder's name from the admin area's top.
import { PAGE_NAMES } from '../../admin/pages/pageNames';
import { EVENTS_PATH, adminPath, pageEditorPath, sectionPath } from '../paths';

/** A record the public sees with some of its texts in English on a Hindi page. */
export interface WithoutHindi {
  /** A key unique in the list. */
  key: string;
  /** What it is: 'Programme', 'Registration', the kind of message, 'Page', 'Site details'. */
  kind: string;
  name: string;
  /** The texts without their Hindi, as its form names them: ['title', 'description']. */
  texts: string[];
  /** The screen where its Hindi is given. */
  path: string;
}

/** What the dashboard reads for the list; null where a read failed. */
export interface HindiReads {
  programmes: readonly Programme[] | null;
  /** The registration settings of the programmes to come that take registrations here. */
  registrations: readonly ProgrammeRegistration[] | null;
  messages: Readonly<Record<MessageKind, readonly Message[] | null>>;
  photos: readonly GalleryImage[] | null;
  /** The pages of text as saved (a page never saved shows its built-in English text). */
  pages: readonly SavedPage[] | null;
  /** The site's details as the site shows them: saved, or the built-in ones. */
  details: Pick<SiteDetails, 'about' | 'aboutHi'> | null;
}

export interface MissingHindi {
  /** The records, in the order the dashboard lists them; null where their read failed. */
  programmes: WithoutHindi[] | null;
  /** The registrations of the programmes to come, each under its programme's title. */
  registrations: WithoutHindi[] | null;
  messages: WithoutHindi[] | null;
  pages: WithoutHindi[] | null;
  details: WithoutHindi[] | null;
  /** Photos whose title has no Hindi, of all the photos; null when they could not be read. */
  photos: { without: number; of: number } | null;
}

/** Whether a text shows in English on a Hindi page: it has words, and its Hindi twin none. */
export const lacksHindi = (english: string, hindi: string | undefined) =>
  english.trim() !== '' && !hindi?.trim();

/** The names of the texts among `pairs` ([name, English, Hindi]) that lack their Hindi. */
const lacking = (pairs: readonly (readonly [string, string, string | undefined])[]) =>
  pairs.filter(([, english, hindi]) => lacksHindi(english, hindi)).map(([name]) => name);

/**
 * The texts of a registration a Hindi page shows in English: the fee note, and each question
 * and its choices (given in Hindi all together or not at all), by the question's place.
 */
const registrationLacking = (registration: ProgrammeRegistration) =>
  lacking([
    ['fee note', registration.fee, registration.feeHi],
    ...registration.questions.flatMap((question, i) => [
      [`question ${i + 1}`, question.label, question.labelHi] as const,
      [
        `question ${i + 1}'s choices`,
        question.options.join(''),
        (question.optionsHi ?? []).join(''),
      ] as const,
    ]),
  ]);

/** Each record with texts that lack their Hindi (`missing`), as a WithoutHindi. */
function listed<T>(
  records: readonly T[],
  describe: (record: T) => Omit<WithoutHindi, 'texts'>,
  missing: (record: T) => string[],
): WithoutHindi[] {
  return records.flatMap((record) => {
    const texts = missing(record);
    return texts.length > 0 ? [{ ...describe(record), texts }] : [];
  });
}

/** What has no Hindi yet, from the dashboard's reads, on the team's `today` ('YYYY-MM-DD'). */
export function missingHindi(reads: HindiReads, today: string): MissingHindi {
  const { programmes, registrations, messages, photos, pages, details } = reads;
  const upcoming = programmes && splitProgrammes(programmes, today).upcoming;
  const messagesRead = SHOWN_MESSAGE_KINDS.map((kind) => [kind, messages[kind]] as const);
  return {
    programmes:
      upcoming &&
      listed(
        upcoming,
        (p) => ({ key: `events/${p.id}`, kind: 'Programme', name: p.title, path: EVENTS_PATH }),
        (p) =>
          lacking([
            ['title', p.title, p.titleHi],
            ['place', p.place, p.placeHi],
            ['description', p.description, p.descriptionHi],
          ]),
      ),
    registrations:
      upcoming &&
      registrations &&
      listed(
        upcoming.flatMap((p) => {
          const registration = registrations.find((r) => r.programmeId === p.id);
          return registration ? [{ programme: p, registration }] : [];
        }),
        ({ programme: p }) => ({
          key: `programmeRegistration/${p.id}`,
          kind: 'Registration',
          name: p.title,
          path: EVENTS_PATH,
        }),
        ({ registration }) => registrationLacking(registration),
      ),
    messages: messagesRead.some(([, read]) => read === null)
      ? null
      : messagesRead.flatMap(([kind, read]) =>
          listed(
            read ?? [],
            (m) => ({
              key: `${kind}/${m.id}`,
              kind: MESSAGE_KIND_INFO[kind].adminLabel,
              name: m.year ? `${m.title} (${m.year})` : m.title,
              path: sectionPath({ path: MESSAGE_KIND_INFO[kind].slug }),
            }),
            (m) =>
              lacking([
                ['title', m.title, m.titleHi],
                ['message', m.fullMessage, m.fullMessageHi],
              ]),
          ),
        ),
    pages:
      pages &&
      listed(
        PAGE_IDS,
        (id: PageId) => ({
          key: `pages/${id}`,
          kind: 'Page',
          name: PAGE_NAMES[id],
          path: pageEditorPath(id),
        }),
        (id) => {
          const saved = pages.find((page) => page.id === id);
          // A page never saved shows its built-in text, which is English only.
          if (!saved) return ['title', 'description', 'text'];
          return lacking([
            ['title', saved.title, saved.titleHi],
            ['description', saved.description, saved.descriptionHi],
            ['text', saved.body, saved.bodyHi],
          ]);
        },
      ),
    details:
      details &&
      listed(
        [details],
        () => ({
          key: 'siteDetails',
          kind: 'Site details',
          name: 'The footer',
          path: adminPath('settings', 'site-details'),
        }),
        (d) => lacking([['about text', d.about, d.aboutHi]]),
      ),
    photos: photos && {
      without: photos.filter((photo) => lacksHindi(photo.title, photo.titleHi)).length,
      of: photos.length,
    },
  };
}
