/**
 * The flow every admin screen of records shares: read the list, open the form to add a record or
 * edit one, and after a save close it and read again; ask before deleting a record, delete it and
 * then its stored files (but any another record still uses), say how it went, and read again. A screen passes what is its own (the
 * read, the texts, the delete call, the files a record owns, the form) and keeps its layout:
 * filters, cards, an upload form.
 */
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { OPEN_ADD_FORM_PARAM } from './addFormLink';
import { ConfirmDialog } from './ConfirmDialog';
import { reasonOf } from './reasonOf';
import { deleteWithFiles, type StoredFile } from './saveWithImage';
import { useAdminList } from './useAdminList';

/** What a failure says: a fixed text, or one made from the failure's reason. */
export type FailureText = string | ((reason: string) => string);

const failureText = (text: FailureText, error: unknown) =>
  typeof text === 'string' ? text : text(reasonOf(error));

export { OPEN_ADD_FORM_PARAM, withAddFormOpen } from './addFormLink';

export interface AdminFlowOptions<T extends { id: string }> {
  /** Reads the list. Must stay the same function between renders: a new one reads again. */
  load: () => Promise<T[]>;
  /** The toast when the list cannot be read. */
  fetchFailed: FailureText;
  /** Deletes the record itself; its files are deleted after it, but those another record uses. */
  deleteRecord: (record: T) => Promise<unknown>;
  /** The stored files a record owns. */
  filesOf: (record: T) => readonly StoredFile[];
  /** The question asked before a deletion, and the toasts after it. */
  deletion: { question: string; done: string; failed: FailureText };
  /**
   * The add/edit form: `record` is the one being edited, or null to add one; the form calls
   * `onSaved` after a successful save. Left out by a screen whose form is always shown.
   */
  form?: (record: T | null, onSaved: () => void) => ReactNode;
}

type FormState<T> = { open: false } | { open: true; record: T | null };

export interface AdminFlow<T> {
  items: T[];
  loading: boolean;
  /** Reads the list again. */
  reload: () => void;
  formOpen: boolean;
  openAdd: () => void;
  openEdit: (record: T) => void;
  /** The Add / Cancel toggle: opens the add form, or closes whatever form is open. */
  toggleAdd: () => void;
  /** Asks whether to delete the record (see `dialog`). */
  askDelete: (record: T) => void;
  /** The open form (a fresh one for each record), or null. */
  formView: ReactNode;
  /** The confirmation while a deletion is asked, or null. */
  dialog: ReactNode;
}

const CLOSED = { open: false } as const;

export function useAdminFlow<T extends { id: string }>(options: AdminFlowOptions<T>): AdminFlow<T> {
  const { load, fetchFailed, deleteRecord, filesOf, deletion, form: renderForm } = options;
  const reportFetchError = (error: unknown) => {
    console.error(error);
    toast.error(failureText(fetchFailed, error));
  };
  const { items, loading, reload } = useAdminList(load, reportFetchError);

  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).has(OPEN_ADD_FORM_PARAM);
  const [form, setForm] = useState<FormState<T>>(() =>
    renderForm && asked ? { open: true, record: null } : CLOSED,
  );
  const [toDelete, setToDelete] = useState<T | null>(null);

  useEffect(() => {
    if (!asked) return;
    const rest = new URLSearchParams(search);
    rest.delete(OPEN_ADD_FORM_PARAM);
    const query = rest.toString();
    void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [asked, pathname, search, navigate]);

  const saved = useCallback(() => {
    setForm(CLOSED);
    reload();
  }, [reload]);

  const remove = async (record: T) => {
    setToDelete(null);
    try {
      await deleteWithFiles(() => deleteRecord(record), filesOf(record));
    } catch (error) {
      console.error(error);
      toast.error(failureText(deletion.failed, error));
      return;
    }
    toast.success(deletion.done);
    // The form of a record that is gone has nothing left to save.
    setForm((current) => (current.open && current.record?.id === record.id ? CLOSED : current));
    reload();
  };

  return {
    items,
    loading,
    reload,
    formOpen: form.open,
    openAdd: () => setForm({ open: true, record: null }),
    openEdit: (record) => setForm({ open: true, record }),
    toggleAdd: () => setForm(form.open ? CLOSED : { open: true, record: null }),
    askDelete: (record) => setToDelete(record),
    formView:
      form.open && renderForm ? (
        <Fragment key={form.record?.id ?? 'new'}>{renderForm(form.record, saved)}</Fragment>
      ) : null,
    dialog: toDelete && (
      <ConfirmDialog
        message={deletion.question}
        onConfirm={() => void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    ),
  };
}
