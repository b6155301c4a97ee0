/**
 * Settings' 'Parishes' page (/admin/settings/parishes), for owners: the deaneries and, under
 * each, its parishes, which the registration form and the walk-in form offer to choose from. A
 * save replaces the whole list and reaches the forms at once (they read it live). While no list
 * is saved, or it is saved empty, the forms ask for the parish and deanery as free text.
 *
 * While the form is empty it offers to start from the diocese's parishes that public pages name
 * (the commission profile's starting list, config/profile.ts, loaded when this page opens; a
 * profile without one offers nothing): they fill the form, and nothing is saved until the
 * owner has checked them and presses 'Save parish list'. They are never offered to the
 * registration forms on their own, because most of their groups are civil districts, not
 * deaneries, and a registration keeps the deanery it was made with.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { PROFILE, loadStartingParishes } from '../../config/profile';
import { cleanMultiLine, cleanSingleLine } from '../../domain/cleanText';
import { isBlank } from '../../domain/limits';
import {
  PARISH_LIST_LIMITS,
  deaneriesFromDrafts,
  draftsOf,
  parishListOf,
  type DeaneryDraft,
  type SavedParishList,
  type SourcedGroup,
} from '../../domain/parishes';
import { countOf, reasonOf } from '../../domain/words';
import { readParishList } from '../../services/parishes';
import { saveParishList } from '../../services/siteSettings';
import { useAccess } from '../access/AccessContext';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { AdminForm } from '../ui/AdminForm';
import { LastSaved } from '../ui/LastSaved';
import { SavedSettingsSection } from './SavedSettingsSection';

const EMPTY_DRAFT: DeaneryDraft = { name: '', parishes: '' };

/** How many parishes a list of deaneries holds. */
const parishCountOf = (deaneries: readonly { parishes: readonly string[] }[]) =>
  deaneries.reduce((n, deanery) => n + deanery.parishes.length, 0);

/** The diocese in the words of a button: 'the archdiocese'. */
const DIOCESE = PROFILE.names.dioceseShort.toLowerCase();

/** The starting list in numbers: its parishes, its groups, the groups that are districts. */
const countsOf = (groups: readonly SourcedGroup[]) => ({
  parishes: countOf(parishCountOf(parishListOf(groups)), 'parish', 'parishes'),
  groups: countOf(groups.length, 'group'),
  districts: groups.filter((group) => group.kind === 'district').length,
});

/** The profile's starting list, once loaded; empty until then, and if it cannot be loaded. */
function useStartingParishes(): readonly SourcedGroup[] {
  const [groups, setGroups] = useState<readonly SourcedGroup[]>([]);
  useEffect(() => {
    let current = true;
    loadStartingParishes().then(
      (loaded) => current && setGroups(loaded),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, []);
  return groups;
}

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
  /** Whether the form holds the diocese's starting list, not saved yet. */
  const [started, setStarted] = useState(false);
  const startedNote = useRef<HTMLParagraphElement>(null);
  const recheckAfterRefusal = useRecheckAfterRefusal();
  const startingGroups = useStartingParishes();
  const counts = countsOf(startingGroups);

  // The button that filled the form is gone: what it did is said where the focus lands.
  useEffect(() => {
    if (started) startedNote.current?.focus();
  }, [started]);

  const formIsEmpty = drafts.every((draft) => isBlank(draft.name) && isBlank(draft.parishes));
  const startFromDioceseList = () => {
    clearError();
    setDrafts(draftsOf(parishListOf(startingGroups)));
    setStarted(true);
  };

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
      setStarted(false);
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
  const parishCount = parishCountOf(saved?.deaneries ?? []);
  return (
    <>
      <p role="status">
        <LastSaved
          at={saved?.updatedAt}
          by={savedBy}
          lead={
            saved &&
            `${countOf(saved.deaneries.length, 'deanery', 'deaneries')}, ${countOf(parishCount, 'parish', 'parishes')}. `
          }
          notSaved="Not saved yet: the registration forms ask for the parish and deanery as free text."
        />
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
        {formIsEmpty && startingGroups.length > 0 && (
          <div className="border rounded p-3 mb-3">
            <p className="mb-2">
              You can start from the parishes of {PROFILE.names.diocese} that public pages name:{' '}
              {counts.parishes} in {counts.groups}. Some parishes are missing, and the pages do not
              say which deanery each parish is in, so you check them before you save.
            </p>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={startFromDioceseList}
            >
              Start from {DIOCESE}'s list
            </button>
          </div>
        )}
        {started && !formIsEmpty && (
          <p ref={startedNote} tabIndex={-1} role="status" className="alert alert-info">
            The form now holds {DIOCESE}'s list. It is not saved yet. {counts.districts} of its{' '}
            {startingGroups.length} groups are districts, not deaneries (their names end in
            ‘district’): rename them to your deaneries and move the parishes to the right deanery.
            Add the parishes that are missing. Then press ‘Save parish list’.
          </p>
        )}
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
