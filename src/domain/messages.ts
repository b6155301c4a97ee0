import type { Message } from './types';
import type { Language } from '../words/languages';
import { shownIn, type ShownText } from './shownText';

/** The leading year of an academic year ('2023-2024' → 2023); null when there is none. */
export function leadingYear(year: string): number | null {
  const match = /^\s*(\d{4})/.exec(year);
  return match ? Number(match[1]) : null;
}

/**
 * The number a message is ordered by, stored as its sortYear: the leading year of its academic
 * year, or 0 when it has none (such messages come last).
 */
export const sortYearOf = (year: string): number => leadingYear(year) ?? 0;

/**
 * How many messages from before sortYear one commit gives theirs: the rules read the team once for
 * them all, far inside a request's 20 document lookups (a fixture row holds it).
 */
export const SORT_YEARS_PER_COMMIT = 20;

/**
 * Sorts messages by the leading year of their academic year, newest first. Years
 * without a leading four-digit year go last; ties keep the newest createdAt first.
 */
export function sortMessagesByYear(messages: readonly Message[]): Message[] {
  const rank = (m: Message) => leadingYear(m.year) ?? Number.NEGATIVE_INFINITY;
  return [...messages].sort((a, b) => {
    const byYear = rank(b) - rank(a);
    if (byYear !== 0 && !Number.isNaN(byYear)) return byYear;
    return (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
  });
}

/**
 * Splits a message into paragraphs at blank lines (two line breaks). Windows and old Mac
 * line ends count too; runs of blank lines make one break; single line breaks stay inside a
 * paragraph; empty paragraphs are dropped.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * A message's title and text as a page in `language` shows them: on a Hindi page the Hindi ones
 * (titleHi, fullMessageHi) where the team gave them, else the English ones marked 'en'; on an
 * English page the English ones, unmarked. Its name and year are shown as written.
 */
export function messageTextIn(
  m: Pick<Message, 'title' | 'fullMessage' | 'titleHi' | 'fullMessageHi'>,
  language: Language,
): Record<'title' | 'fullMessage', ShownText> {
  return {
    title: shownIn(language, m.title, m.titleHi),
    fullMessage: shownIn(language, m.fullMessage, m.fullMessageHi),
  };
}
