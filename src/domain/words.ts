/** Small helpers for the words people read on the screens. */

/** A count with its noun: '1 member', '6 members'; `many` for nouns without a plain 's'. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The reason of a failure as a person can read it: an error's message, or what was thrown. */
export const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A moment as people read it, in the reader's own time: '24 November 2026 at 3:17 am'. */
export const momentText = (date: Date): string =>
  date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
