import type { ReactNode } from 'react';
import { When } from './When';

/**
 * What a saved setting or page says of its last save: 'Last saved 3 days ago by Anita.' (the
 * exact time in the tooltip of When), after `lead` if given; never saved, `notSaved` alone.
 */
export function LastSaved({
  at,
  by,
  lead,
  notSaved,
}: {
  /** When it was last saved; null or undefined: never. */
  at: Date | null | undefined;
  /** Who saved it, by name, where the team knows them. */
  by: string | null | undefined;
  /** What comes before 'Last saved', once saved ('4 deaneries, 31 parishes. '). */
  lead?: ReactNode;
  notSaved: string;
}) {
  if (!at) return notSaved;
  return (
    <>
      {lead}Last saved <When at={at} now={new Date()} />
      {by && ` by ${by}`}.
    </>
  );
}
