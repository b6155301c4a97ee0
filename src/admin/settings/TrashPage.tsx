/**
 * Settings' Trash page (/admin/settings/trash), for the whole team: the records deleted in the
 * last 30 days, newest first, each with what it was, when and by whom it was deleted and how long
 * it stays. Anyone on the team puts one back with Restore; an owner may also delete one for good,
 * with its photos (the way to honour a request to take a photo down), or empty the whole Trash,
 * each asked about first. Opening it first lets the items whose 30 days are over go.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import type { TrashItem } from '../../domain/types';
import { TRASH_DAYS } from '../../domain/rules/periods';
import { countOf, reasonOf } from '../../domain/words';
import { deleteForever, emptyTrash, listTrash, restoreFromTrash } from '../../services/trash';
import { useAccess } from '../access/AccessContext';
import { daysLeftText, trashDaysLeft, trashItemLabel } from '../flow/recordWords';
import { purgeThenListTrash, putBackText, restoreFailedText } from '../flow/trash';
import { useAdminList } from '../flow/useAdminList';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { TRASH_HEADING_ID } from '../paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { When } from '../ui/When';

/** What deleting for good does to photos, said wherever it is asked about. */
const photosGoToo = (one: boolean) =>
  `${one ? 'Its' : 'Their'} photos are deleted too, unless another record uses them.`;

/** Newest deletion first; an item whose time is not known last. */
const newestFirst = (items: readonly TrashItem[]) =>
  [...items].sort((a, b) => (b.deletedAt?.getTime() ?? 0) - (a.deletedAt?.getTime() ?? 0));

const reportRead = (error: unknown) => {
  console.error(error);
  toast.error(`Could not read the Trash: ${reasonOf(error)}`);
};

/** A question being asked: delete one item for good, or every item. */
type Question = { kind: 'forever'; item: TrashItem } | { kind: 'empty'; items: TrashItem[] };

export function TrashPage() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { isOwner, nameOf } = useAccess();
  const recheckAfterRefusal = useRecheckAfterRefusal();
  // The first read lets expired items go; reads after a change only read.
  const opened = useRef(false);
  const load = useCallback(() => {
    if (opened.current) return listTrash();
    opened.current = true;
    return purgeThenListTrash();
  }, []);
  const trash = useAdminList(load, reportRead);
  const [asking, setAsking] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);

  // Opened from the dashboard's Trash tile (…/trash#trash): once read, the Trash takes focus.
  const { hash } = useLocation();
  const focused = useRef(false);
  useEffect(() => {
    if (trash.loading || focused.current || hash !== `#${TRASH_HEADING_ID}`) return;
    focused.current = true;
    heading.current?.focus();
  }, [trash.loading, hash]);

  /** Runs one change to the Trash (which says how it went), and reads the Trash again. */
  const run = async (work: () => Promise<void>, failed: (error: unknown) => string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      console.error(error);
      toast.error(failed(error));
      recheckAfterRefusal(error);
    } finally {
      setBusy(false);
      trash.reload();
    }
  };

  const restore = (item: TrashItem) =>
    run(
      async () => {
        await restoreFromTrash(item);
        toast.success(putBackText(item));
      },
      (error) => restoreFailedText(item, error),
    );

  const answer = (question: Question) => {
    setAsking(null);
    if (question.kind === 'forever') {
      const { name } = trashItemLabel(question.item);
      return run(
        async () => {
          await deleteForever(question.item);
          toast.success(`${name} deleted forever`);
        },
        (error) => `Could not delete ${name} forever: ${reasonOf(error)}`,
      );
    }
    return run(
      async () => {
        const { failed } = await emptyTrash(question.items);
        if (failed.length === 0) toast.success('The Trash is empty.');
        else
          toast.error(
            `The Trash was not emptied: ${countOf(failed.length, 'item')} could not be deleted and ${failed.length === 1 ? 'is' : 'are'} still there.`,
          );
      },
      (error) => `Could not empty the Trash: ${reasonOf(error)}`,
    );
  };

  const items = newestFirst(trash.items);
  const now = new Date();

  return (
    <section id={TRASH_HEADING_ID} className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h5 mb-3">
        Trash
      </h2>
      <p>
        Deleted members, messages, events and gallery images wait here for {TRASH_DAYS} days, then
        go for good. Restore puts one back on the website as it was.
      </p>
      {isOwner ? (
        <p>
          Delete forever removes one at once, with its photos: use it when someone asks for their
          photo to be taken off the website.
        </p>
      ) : (
        <p>Only an owner can delete something forever before its {TRASH_DAYS} days are over.</p>
      )}
      {trash.loading ? (
        <Spinner />
      ) : trash.failed ? (
        <p className="text-danger">The Trash could not be read.</p>
      ) : items.length === 0 ? (
        <p className="mb-0">The Trash is empty.</p>
      ) : (
        <>
          {isOwner && (
            <div className="mb-3">
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={busy}
                onClick={() => setAsking({ kind: 'empty', items })}
              >
                Empty the Trash
              </button>
            </div>
          )}
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Name</th>
                  <th scope="col">Deleted</th>
                  <th scope="col">By</th>
                  <th scope="col">Days left</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const { kind, name } = trashItemLabel(item);
                  return (
                    <tr key={item.id}>
                      <td>{kind}</td>
                      <th scope="row" className="fw-normal text-break">
                        {name}
                      </th>
                      <td>
                        {item.deletedAt ? <When at={item.deletedAt} now={now} /> : 'Not known'}
                      </td>
                      <td>{nameOf(item.deletedBy) ?? 'Unknown'}</td>
                      <td>{daysLeftText(trashDaysLeft(item.deletedAt, now))}</td>
                      <td>
                        <div className="d-flex flex-wrap gap-2">
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            aria-label={`Restore ${name}`}
                            disabled={busy}
                            onClick={() => void restore(item)}
                          >
                            Restore
                          </button>
                          {isOwner && (
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-danger"
                              aria-label={`Delete forever ${name}`}
                              disabled={busy}
                              onClick={() => setAsking({ kind: 'forever', item })}
                            >
                              Delete forever
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {asking && (
        <ConfirmDialog
          message={
            asking.kind === 'forever'
              ? `Delete ${trashItemLabel(asking.item).name} forever? It cannot be restored afterwards. ${photosGoToo(true)}`
              : `Empty the Trash? ${countOf(asking.items.length, 'item')} will be deleted forever and cannot be restored afterwards. ${photosGoToo(asking.items.length === 1)}`
          }
          confirmLabel={asking.kind === 'forever' ? 'Delete forever' : 'Empty the Trash'}
          onConfirm={() => void answer(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
