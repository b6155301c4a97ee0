import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { isDeviceClockWrong, wrongClockMessage } from '../../domain/deviceClock';
import { isPermissionDenied, readServerClock } from '../../services/serverClock';
import { UnreadableImageError } from './imageResize';
import { useFormError } from './useFormError';
import { useRecheckAfterRefusal } from './useRecheckAfterRefusal';

/**
 * A save that failed with a message written for the person, saying what was saved, what was not
 * and what to do (a programme saved without its registration settings): the form shows it as it
 * is, rather than its usual failure.
 */
export class SaveProblem extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SaveProblem';
  }
}

/** What a screen gives its add/edit form: the record to edit (null to add one), and what to do
 * once it is saved. */
export interface RecordFormProps<T> {
  record: T | null;
  onSaved: () => void;
}

/** The texts of one kind of record's add/edit form. */
export interface RecordFormTexts {
  /** Form titles: 'Add New Member', 'Edit Member'. */
  addTitle: string;
  editTitle: string;
  /** Submit buttons: 'Add Member', 'Update Member'. */
  addButton: string;
  updateButton: string;
  /** Toasts after a save. */
  added: string;
  updated: string;
  addFailed: string;
  updateFailed: string;
}

/**
 * The texts of the form of a kind of record, all made from its name the same way: 'Add New
 * Member', 'Edit Member', 'Add Member', 'Update Member', 'Member added successfully', 'Member
 * updated successfully', 'Failed to add member', 'Failed to update member'.
 */
export function recordFormTexts(noun: string): RecordFormTexts {
  const lower = noun.toLowerCase();
  return {
    addTitle: `Add New ${noun}`,
    editTitle: `Edit ${noun}`,
    addButton: `Add ${noun}`,
    updateButton: `Update ${noun}`,
    added: `${noun} added successfully`,
    updated: `${noun} updated successfully`,
    addFailed: `Failed to add ${lower}`,
    updateFailed: `Failed to update ${lower}`,
  };
}

/**
 * What the add/edit forms of records share: the frame's title, error line and submit button
 * ('Processing...' while saving, disabled then), focus in the first field, and the save itself.
 * `submit(event, problem, save)` refuses with `problem` (inline and as a toast) when the input
 * is invalid; otherwise it runs `save`, then says 'added' or 'updated' and calls `onSaved`. A save
 * that fails keeps the form as typed and says 'addFailed' or 'updateFailed' (or, for a photo the
 * browser cannot read, which photos work; or, for a save the rules refused while this device's
 * clock is wrong, that the clock is wrong: the rules refuse stamps far from the server's time). A
 * save the rules refused also reads the person's place on the team again (useRecheckAfterRefusal).
 */
export function useRecordForm({
  texts,
  editing,
  onSaved,
}: {
  texts: RecordFormTexts;
  /** Whether the form edits a record (else it adds one). */
  editing: boolean;
  onSaved: () => void;
}) {
  const { error, fail, clearError } = useFormError();
  const [busy, setBusy] = useState(false);
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const submit = async (event: FormEvent, problem: string | null, save: () => Promise<unknown>) => {
    event.preventDefault();
    if (problem) return fail(problem);
    clearError();
    setBusy(true);
    try {
      await save();
    } catch (saveError) {
      console.error(saveError);
      recheckAfterRefusal(saveError);
      const clockProblem = isPermissionDenied(saveError) ? await wrongClockProblem() : null;
      setBusy(false);
      if (saveError instanceof UnreadableImageError || saveError instanceof SaveProblem)
        return fail(saveError.message);
      return fail(clockProblem ?? (editing ? texts.updateFailed : texts.addFailed));
    }
    toast.success(editing ? texts.updated : texts.added);
    onSaved();
  };

  return {
    busy,
    fail,
    submit,
    /** The props of AdminForm. */
    frame: {
      title: editing ? texts.editTitle : texts.addTitle,
      error,
      submitLabel: busy ? 'Processing...' : editing ? texts.updateButton : texts.addButton,
      submitDisabled: busy,
      focusFirstField: true,
    },
  };
}

/** What to say when this device's clock is wrong, or null when it is right or cannot be told. */
async function wrongClockProblem(): Promise<string | null> {
  const reading = await readServerClock();
  return reading && isDeviceClockWrong(reading) ? wrongClockMessage(reading) : null;
}
