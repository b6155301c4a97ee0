/**
 * The flow every admin screen of records shares: read the list, open the form to add a record or
 * edit one, and after a save close it and read again; ask before deleting a record, move it to the
 * Trash (its files stay: the Trash may put it back), say so with an Undo that puts it back, and
 * read again. It returns state and actions; each screen shows its own form, confirmation and list
 * where a reader can see them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { Collection } from '../../domain/collections';
import type { TrashItem } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { AlreadyInTrashError, moveToTrash, restoreFromTrash } from '../../services/trash';
import { OPEN_ADD_FORM_PARAM } from '../paths';
import { toastWithUndo } from '../ui/UndoToast';
import { putBackText, undoFailedText } from './trash';
import { useAdminList } from './useAdminList';
import { useRecheckAfterRefusal } from './useRecheckAfterRefusal';

/** What a failure says: a fixed text, or one made from the failure's reason. */
export type FailureText = string | ((reason: string) => string);

const failureText = (text: FailureText, error: unknown) =>
  typeof text === 'string' ? text : text(reasonOf(error));

export interface AdminFlowOptions<T extends { id: string }> {
  /** The collection the records are stored in: deleting one moves it from there to the Trash. */
  collection: Collection;
  /** Reads the list. Must stay the same function between renders: a new one reads again. */
  load: () => Promise<T[]>;
  /** The toast when the list cannot be read. */
  fetchFailed: FailureText;
  /** The question asked before a deletion, and the toasts after it ('done' offers Undo). */
  deletion: { question: string; done: string; failed: FailureText };
  /** The screen shows its add form on request (`?new=1` opens it); the gallery's is always on. */
  addForm?: boolean;
}

/**
 * The form, when one is open: the record it edits, or null when it adds one; and its key, so
 * that each record gets a fresh form.
 */
export type OpenForm<T> = { record: T | null; key: string } | null;

function formFor<T extends { id: string }>(record: T | null): NonNullable<OpenForm<T>> {
  return { record, key: record?.id ?? 'new' };
}

export interface AdminFlow<T> {
  items: T[];
  loading: boolean;
  /** Reads the list again. */
  reload: () => void;
  form: OpenForm<T>;
  openAdd: () => void;
  openEdit: (record: T) => void;
  /** The Add / Cancel toggle: opens the add form, or closes whatever form is open. */
  toggleAdd: () => void;
  /** A form saved: it closes and the list is read again. */
  saved: () => void;
  /** The record whose deletion is being asked about, or null; and the question asked. */
  toDelete: T | null;
  deleteQuestion: string;
  askDelete: (record: T) => void;
  /** The answer Delete: the record moves to the Trash, and the toast offers to undo it. */
  confirmDelete: () => void;
  cancelDelete: () => void;
}

export function useAdminFlow<T extends { id: string }>(options: AdminFlowOptions<T>): AdminFlow<T> {
  const { collection, load, fetchFailed, deletion, addForm = true } = options;
  const reportFetchError = (error: unknown) => {
    console.error(error);
    toast.error(failureText(fetchFailed, error));
  };
  const { items, loading, reload } = useAdminList(load, reportFetchError);
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).has(OPEN_ADD_FORM_PARAM);
  const [form, setForm] = useState<OpenForm<T>>(() => (addForm && asked ? formFor<T>(null) : null));
  const [toDelete, setToDelete] = useState<T | null>(null);

  useEffect(() => {
    if (!asked) return;
    const rest = new URLSearchParams(search);
    rest.delete(OPEN_ADD_FORM_PARAM);
    const query = rest.toString();
    void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [asked, pathname, search, navigate]);

  const saved = useCallback(() => {
    setForm(null);
    reload();
  }, [reload]);

  /** Puts a record just deleted back from the Trash, and reads the list again. */
  const undo = async (item: TrashItem) => {
    try {
      await restoreFromTrash(item);
    } catch (error) {
      console.error(error);
      toast.error(undoFailedText(item, error));
      recheckAfterRefusal(error);
      return;
    }
    toast.success(putBackText(item));
    reload();
  };

  const remove = async (record: T) => {
    setToDelete(null);
    let item: TrashItem;
    try {
      item = await moveToTrash(collection, record.id);
    } catch (error) {
      console.error(error);
      // A copy already in the Trash is not a failure of the screen: it says what to do.
      toast.error(
        error instanceof AlreadyInTrashError ? error.message : failureText(deletion.failed, error),
      );
      recheckAfterRefusal(error);
      return;
    }
    toastWithUndo(deletion.done, () => void undo(item));
    // The form of a record that is gone has nothing left to save.
    setForm((current) => (current?.record?.id === record.id ? null : current));
    reload();
  };

  return {
    items,
    loading,
    reload,
    form,
    openAdd: () => setForm(formFor<T>(null)),
    openEdit: (record) => setForm(formFor(record)),
    toggleAdd: () => setForm(form ? null : formFor<T>(null)),
    saved,
    toDelete,
    deleteQuestion: deletion.question,
    askDelete: setToDelete,
    confirmDelete: () => {
      if (toDelete) void remove(toDelete);
    },
    cancelDelete: () => setToDelete(null),
  };
}
