/**
 * The editable pages (About Us, History, Mission, Vision, Objectives, the Chairman's page) and
 * the versions that keep their ten newest saves. A page is read without credentials, over the
 * REST reader, as a publish reads it; saving one, listing its versions and putting one back are
 * the team's, with the SDK. A save writes the page and its version in one commit, the version in
 * the slot of its number modulo ten, so that the eleventh save takes the place of the oldest in
 * that same commit (domain/editablePages.ts); putting a version back is a save of its words.
 */
import { collection, doc, getDocs, query, runTransaction, where } from 'firebase/firestore/lite';
import type { Collection } from '../domain/collections';
import { stampAfter } from '../domain/deviceClock';
import {
  newestFirst,
  pageFromFields,
  pageSaveDocuments,
  pageVersionFromFields,
  type PageId,
  type PageInput,
  type PageVersion,
  type SavedPage,
  wordsToSave,
} from '../domain/editablePages';
import { signedInUid } from './auth';
import { db } from './firebase';
import { stampChanges } from './stamps';
import { storedFields } from './storedFields';

const PAGES: Collection = 'pages';
const PAGE_VERSIONS: Collection = 'pageVersions';

/** A page as last saved: read over REST, as its public page reads it (services/pageText.ts). */
export { readPage } from './pageText';

/** Every page as last saved, in one read of at most one document a page; none never saved. */
export async function readSavedPages(): Promise<SavedPage[]> {
  const snapshot = await getDocs(collection(db, PAGES));
  return snapshot.docs.map((page) => pageFromFields(page.id, page.data()));
}

/**
 * A save refused because the page was saved by someone else since it was opened: saving would
 * replace their text unseen.
 */
export class PageChangedError extends Error {
  constructor(readonly current: SavedPage | null) {
    super(
      'Someone saved this page after you opened it. Copy your text, open the page again and ' +
        'make your changes to what they saved.',
    );
    this.name = 'PageChangedError';
  }
}

/**
 * Saves a page over `opened`, the page as it was when the editor opened it (null: never saved),
 * with the version that keeps the save, and returns the page as saved. Refuses with
 * PageChangedError, writing nothing, when the page was saved since.
 */
export async function savePage(
  id: PageId,
  input: PageInput,
  opened: SavedPage | null,
  now: Date = new Date(),
): Promise<SavedPage> {
  const updatedBy = await signedInUid();
  if (!updatedBy) throw new Error('Sign in again to save.');
  const ref = doc(db, PAGES, id);
  return runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const current = stored.exists() ? pageFromFields(id, storedFields(stored.data())) : null;
    if ((current?.version ?? 0) !== (opened?.version ?? 0)) throw new PageChangedError(current);
    const save = {
      ...wordsToSave(input),
      version: (current?.version ?? 0) + 1,
      updatedAt: stampAfter(current?.updatedAt, now),
      updatedBy,
    };
    const documents = pageSaveDocuments(id, save);
    transaction.set(ref, documents.page);
    transaction.set(doc(db, PAGE_VERSIONS, documents.versionId), documents.version);
    stampChanges(transaction, [PAGES]);
    return pageFromFields(id, documents.page);
  });
}

/** A page's kept versions, newest first: at most ten, one query of ten documents at most. */
export async function listPageVersions(id: PageId): Promise<PageVersion[]> {
  const snapshot = await getDocs(query(collection(db, PAGE_VERSIONS), where('page', '==', id)));
  return newestFirst(snapshot.docs.map((d) => pageVersionFromFields(d.id, storedFields(d.data()))));
}

/**
 * Puts a kept version's words back on its page, its Hindi ones with them ('' where it had none): a
 * save over `opened` like any other, which is itself kept as the newest version.
 */
export const putBackPageVersion = (
  version: PageVersion,
  opened: SavedPage | null,
  now?: Date,
): Promise<SavedPage> => savePage(version.page, wordsToSave(version), opened, now);
