/**
 * The line of state the Settings page shows under each of its pages' names, in words: when the
 * site was last published, when the site details and the banner were last saved, who is on the
 * team and who is invited, what the Trash holds. Pure functions of what was read (null: the read
 * failed) and a given `now`, so that every rule can be tested as a table of cases.
 */
import type { PublishedManifest } from '../../domain/published';
import { isPublishStale } from '../../domain/publishState';
import type { Invitation, TeamMember, TrashItem } from '../../domain/types';
import { countOf } from '../../domain/words';
import { relativeTime } from '../flow/recordWords';
import { currentTeam, isExpired } from './teamRules';

/** 'Last published 3 hours ago.', with a warning when the nightly publish may have stopped. */
export function publishingLine(manifest: PublishedManifest | null | 'failed', now: Date): string {
  if (manifest === null) return 'Not published yet.';
  const publishedAt = manifest === 'failed' ? Number.NaN : Date.parse(manifest.publishedAt);
  if (manifest === 'failed' || Number.isNaN(publishedAt))
    return 'When the site was last published could not be read.';
  const last = `Last published ${relativeTime(new Date(publishedAt), now)}.`;
  return isPublishStale(manifest.publishedAt, now)
    ? `${last} The nightly publish may have stopped.`
    : last;
}

/** 'Last saved 2 days ago.', or what the site shows while nothing is saved (`unsaved`). */
export function savedLine(savedAt: Date | null, unsaved: string, now: Date): string {
  return savedAt ? `Last saved ${relativeTime(savedAt, now)}.` : unsaved;
}

/** '3 people, 1 invitation waiting': those on the team, and the invitations not yet expired. */
export function teamLine(
  team: readonly TeamMember[],
  invitations: readonly Invitation[],
  now: Date,
): string {
  const waiting = invitations.filter((invitation) => !isExpired(invitation, now)).length;
  const people = countOf(currentTeam(team).length, 'person', 'people');
  return `${people}, ${waiting === 0 ? 'no invitations' : countOf(waiting, 'invitation')} waiting`;
}

/** '4 items', or 'The Trash is empty.' */
export const trashLine = (items: readonly TrashItem[]) =>
  items.length === 0 ? 'The Trash is empty.' : countOf(items.length, 'item');
