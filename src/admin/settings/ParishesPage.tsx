/**
 * Settings' 'Parishes' page (/admin/settings/parishes), for owners: the deaneries and, under
 * each, its parishes, which the registration form and the walk-in form offer to choose from. A
 * save replaces the whole list and reaches the forms at once (they read it live). While no list
 * is saved, or it is saved empty, the forms ask for the parish and deanery as free text.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { cleanMultiLine, cleanSingleLine } from '../../domain/cleanText';
import {
  PARISH_LIST_LIMITS,
  deaneriesFromDrafts,
  draftsOf,
  type DeaneryDraft,
  type SavedParishList,
} from '../../domain/parishes';
import { countOf, reasonOf } from '../../domain/words';
import { readParishList } from '../../services/parishes';
import { saveParishList } from '../../services/siteSettings';
import { useAccess } from '../access/AccessContext';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { AdminForm } from '../ui/AdminForm';
import { When } from '../ui/When';
import { SavedSettingsSection } from './SavedSettingsSection';

const EMPTY_DRAFT: DeaneryDraft = { name: '', parishes: '' };

export function ParishesPage() {
  return (
    <SavedSettingsSection
      title="Parishes"
      what="the parish list"
      read={readParishList}
      intro={
        <>
          The deaneries and their parishes. The registration form and the walk-in form show this
          list: a person chooses their parish, and its deanery is filled in. A parish that is not in
          the list can still be typed (‘Other’). A saved list is used at once.
        </>
      }
    >
      {(saved) => <ParishListForm saved={saved} />}
    </SavedSettingsSection>
  );
}

function ParishListForm({ saved: first }: { saved: SavedParishList | null }) {
  const id = useId();
  const { nameOf } = useAccess();
  const [saved, setSaved] = useState(first);
  const [drafts, setDrafts] = useState<DeaneryDraft[]>(() =>
    first && first.deaneries.length > 0 ? draftsOf(first.deaneries) : [EMPTY_DRAFT],
  );
  const { error, fail, clearError } = useFormError();
  const [saving, setSaving] = useState(false);
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const change = (index: number, draft: Partial<DeaneryDraft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...draft } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = deaneriesFromDrafts(drafts);
    if ('problem' in made) return fail(made.problem);
    clearError();
    setSaving(true);
    try {
      const list = await saveParishList(made.deaneries, saved);
      setSaved(list);
      setDrafts(list.deaneries.length > 0 ? draftsOf(list.deaneries) : [EMPTY_DRAFT]);
    } catch (saveError) {
      console.error(saveError);
      recheckAfterRefusal(saveError);
      return fail(`Could not save the parish list: ${reasonOf(saveError)}`);
    } finally {
      setSaving(false);
    }
    toast.success('Parish list saved. The registration forms show it now.');
  };

  const savedBy = saved && nameOf(saved.updatedBy);
  const parishCount = (saved?.deaneries ?? []).reduce((n, d) => n + d.parishes.length, 0);
  return (
    <>
      <p role="status">
        {saved?.updatedAt ? (
          <>
            {countOf(saved.deaneries.length, 'deanery', 'deaneries')},{' '}
            {countOf(parishCount, 'parish', 'parishes')}. Last saved{' '}
            <When at={saved.updatedAt} now={new Date()} />
            {savedBy && ` by ${savedBy}`}.
          </>
        ) : (
          'Not saved yet: the registration forms ask for the parish and deanery as free text.'
        )}
      </p>
      <AdminForm
        title="Edit the parish list"
        headingLevel={3}
        error={error}
        submitLabel={saving ? 'Saving...' : 'Save parish list'}
        submitDisabled={saving}
        onSubmit={(event) => void submit(event)}
      >
        <p className="form-text mt-0">
          Up to {PARISH_LIST_LIMITS.parishes} parishes in all. Names can be up to{' '}
          {PARISH_LIST_LIMITS.name} characters. To take a deanery out, press ‘Remove’ under it.
        </p>
        {drafts.map((draft, index) => {
          const fieldId = `${id}-${index}`;
          const label = draft.name.trim() || `Deanery ${index + 1}`;
          return (
            <fieldset key={index} className="border rounded p-3 mb-3">
              <legend className="h6 float-none w-auto px-1 mb-2">{label}</legend>
              <div className="mb-2">
                <label htmlFor={`${fieldId}-name`} className="form-label">
                  Name of the deanery
                </label>
                <input
                  id={`${fieldId}-name`}
                  className="form-control"
                  autoComplete="off"
                  value={draft.name}
                  onChange={(event) => change(index, { name: cleanSingleLine(event.target.value) })}
                />
              </div>
              <div className="mb-2">
                <label htmlFor={`${fieldId}-parishes`} className="form-label">
                  Its parishes, one on each line
                </label>
                <textarea
                  id={`${fieldId}-parishes`}
                  className="form-control"
                  rows={Math.min(10, Math.max(3, draft.parishes.split('\n').length + 1))}
                  value={draft.parishes}
                  onChange={(event) =>
                    change(index, { parishes: cleanMultiLine(event.target.value) })
                  }
                />
              </div>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => setDrafts((current) => current.filter((_, i) => i !== index))}
              >
                Remove {label}
              </button>
            </fieldset>
          );
        })}
        <p>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setDrafts((current) => [...current, EMPTY_DRAFT])}
          >
            Add a deanery
          </button>
        </p>
      </AdminForm>
    </>
  );
}
