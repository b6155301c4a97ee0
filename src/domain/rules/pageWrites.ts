/**
 * The writes of the editable pages (firestore.rules, pages and pageVersions): a page saved by the
 * team with the version that keeps it, in the same write; never deleted. An owner, who also
 * restores a backup, writes a page or a version as the backup holds it, held to the documents'
 * own checks alone. Pure TypeScript.
 */
import { HINDI_WORDS, isPageId, pageVersionId, type PageId } from '../editablePages';
import { standing, type AccessContext, type DocumentWrite } from './access';
import { fieldOf, intOf, sameValue, stringOf, type Doc } from './documents';

/** The words of a save, which a page and the version keeping it hold alike. */
const WORDS = ['title', 'description', 'body'] as const;

/** A Hindi word of a document as the rules compare it: '' when absent. */
const hindiOf = (doc: Doc, field: (typeof HINDI_WORDS)[number]) => fieldOf(doc, field) ?? '';

/**
 * Whether `version` keeps the save that left `page` as it is: same words (a Hindi one absent
 * being ''), number, stamp, author.
 */
function keeps(version: Doc, page: Doc): boolean {
  return (
    WORDS.every((field) => sameValue(fieldOf(version, field), fieldOf(page, field))) &&
    HINDI_WORDS.every((field) => sameValue(hindiOf(version, field), hindiOf(page, field))) &&
    sameValue(fieldOf(version, 'version'), fieldOf(page, 'version')) &&
    sameValue(fieldOf(version, 'savedAt'), fieldOf(page, 'updatedAt')) &&
    sameValue(fieldOf(version, 'savedBy'), fieldOf(page, 'updatedBy'))
  );
}

/** The number of a page's save as stored before the write: 0 when it was never saved. */
const storedVersion = (page: Doc | null) => (page ? (intOf(fieldOf(page, 'version')) ?? 0) : 0);

/**
 * pages/{page}: saved by the team, signed by the writer, numbered one after the stored save, with
 * its version written in the same commit (firestore.rules, isPageSave); never deleted.
 */
export function pageWrite(
  { id, before, after }: DocumentWrite,
  { caller, documents }: AccessContext,
): string | null {
  const { isOwner, isOnTeam } = standing(caller, documents);
  if (!caller || !isOnTeam) return "only the site's team edits its pages";
  if (!after) return 'a page is never deleted';
  if (isOwner) return null;
  if (fieldOf(after, 'updatedBy') !== caller.uid)
    return "a page's save says who made it: updatedBy is the writer";
  const version = intOf(fieldOf(after, 'version'));
  if (version !== storedVersion(before) + 1)
    return "a save's version is the number after the stored page's";
  // The id is one of the pages: checkWrite's recordIdProblem has refused any other.
  const path = `pageVersions/${pageVersionId(id as PageId, version)}`;
  const kept = documents.after(path);
  return kept && keeps(kept, after)
    ? null
    : `a save keeps its version in ${path}, holding what it writes to the page, in the same write`;
}

/**
 * pageVersions/{page}_{n modulo 10}: written by the team with the page it keeps, in the same
 * commit (firestore.rules, isKeptWithItsPage); never deleted: the eleventh save takes the place
 * of the oldest.
 */
export function pageVersionWrite(
  { id, after }: DocumentWrite,
  { caller, documents }: AccessContext,
): string | null {
  const { isOwner, isOnTeam } = standing(caller, documents);
  if (!caller || !isOnTeam) return "only the site's team keeps the pages' versions";
  if (!after) return "a page's version is never deleted: a save takes the place of the oldest";
  const page = stringOf(fieldOf(after, 'page'));
  const version = intOf(fieldOf(after, 'version'));
  if (!isPageId(page) || version === null || id !== pageVersionId(page, version))
    return 'a version is stored as {page}_{its number modulo 10}';
  if (isOwner) return null;
  if (fieldOf(after, 'savedBy') !== caller.uid)
    return 'a version says who saved it: savedBy is the writer';
  const saved = documents.after(`pages/${page}`);
  if (!saved || !keeps(after, saved))
    return `a version holds what the same write saves to pages/${page}`;
  return version === storedVersion(documents.before(`pages/${page}`)) + 1
    ? null
    : `a version is written with the save of pages/${page} that it keeps`;
}
