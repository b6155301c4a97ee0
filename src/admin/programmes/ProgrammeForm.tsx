/**
 * The add/edit form of a programme (an event, to the administrator), with an optional poster and
 * its registration on this site (RegistrationSettingsFields): the programme is saved first, then
 * its registration settings, a document of their own, then its reminders, another. When the
 * settings or the reminders cannot be saved the form says so and stays; saving again updates the
 * programme just saved rather than adding another.
 */
import { useState, type FormEvent } from 'react';
import { programmeImagePath } from '../../domain/storagePaths';
import type { Programme, ProgrammeInput } from '../../domain/types';
import { programmeDateBounds, validateProgrammeInput } from '../../domain/formChecks';
import type { ReminderSettings } from '../../domain/registration/reminders';
import type { RegistrationSettings } from '../../domain/registration/registrations';
import { reasonOf } from '../../domain/words';
import { AdminForm } from '../ui/AdminForm';
import { HindiSection } from '../ui/HindiSection';
import { Field, PARAGRAPHS_HINT } from '../ui/Field';
import { ImageInput } from '../ui/ImageInput';
import { WEB_IMAGE_MAX } from '../flow/imageSizes';
import { resizedForUpload, saveWithImage } from '../flow/saveWithImage';
import {
  SaveProblem,
  recordFormTexts,
  useRecordForm,
  type RecordFormProps,
} from '../flow/useRecordForm';
import { useTextFields } from '../flow/useTextFields';
import { addProgramme, updateProgramme } from '../../services/records';
import { saveProgrammeReminders } from '../../services/registration/reminders';
import {
  RegistrationRefused,
  moveRegistrationsExpiry,
  saveRegistrationSettings,
} from '../../services/registration/registrations';
import { RegistrationSettingsFields, useStoredSettings } from './RegistrationSettingsFields';
import {
  remindersDraftOf,
  remindersFromDraft,
  remindersToWrite,
  type RemindersDraft,
} from './remindersForm';
import {
  draftOf,
  sameSettings,
  settingsFromDraft,
  type SettingsDraft,
} from './registrationSettingsForm';

const TEXTS = recordFormTexts('Event');

type TextField =
  | 'title'
  | 'startDate'
  | 'endDate'
  | 'time'
  | 'place'
  | 'description'
  | 'registrationUrl'
  | 'titleHi'
  | 'placeHi'
  | 'descriptionHi';

/**
 * The fields as the form shows them. A programme of one day is stored ending on the day it starts;
 * the form shows it with an empty end date, as it was entered.
 */
function fieldsOf(programme: Programme | null): Record<TextField, string> {
  return {
    title: programme?.title ?? '',
    startDate: programme?.startDate ?? '',
    endDate: programme && programme.endDate !== programme.startDate ? programme.endDate : '',
    time: programme?.time ?? '',
    place: programme?.place ?? '',
    description: programme?.description ?? '',
    registrationUrl: programme?.registrationUrl ?? '',
    titleHi: programme?.titleHi ?? '',
    placeHi: programme?.placeHi ?? '',
    descriptionHi: programme?.descriptionHi ?? '',
  };
}

/** What the settings ask of a save: nothing, these settings saved, or a problem to fix first. */
type SettingsToSave = { settings: RegistrationSettings | null } | { problem: string };

/** What the reminder fields ask of a save: nothing, these saved, or a problem to fix first. */
type RemindersToSave = { reminders: ReminderSettings | null } | { problem: string };

/** The programme as this form last saved it, for a save again after its settings failed. */
interface SavedHere {
  id: string;
  imageUrl: string;
  /** The poster chosen when it was saved: not uploaded a second time. */
  poster: File | null;
}

export const settingsNotSaved = (reason: string) =>
  `The event is saved, but not its registration settings (${reason}). Press 'Update Event' to try again.`;

export const remindersNotSaved = (reason: string) =>
  `The event is saved, but not its reminder settings (${reason}). Press 'Update Event' to try again.`;

export const expiryNotMoved = (reason: string) =>
  `The event is saved with its new dates, but ${reason}`;

export function ProgrammeForm({
  record: programme,
  onSaved,
  onProgrammeSaved,
}: RecordFormProps<Programme> & {
  /** The programme was saved but not its registration settings: the form stays open. */
  onProgrammeSaved?: () => void;
}) {
  const [savedHere, setSavedHere] = useState<SavedHere | null>(null);
  const form = useRecordForm({
    texts: TEXTS,
    editing: programme !== null || savedHere !== null,
    onSaved,
  });
  const { fields, bind } = useTextFields<TextField>(
    () => fieldsOf(programme),
    ['description', 'descriptionHi'],
  );
  const [poster, setPoster] = useState<File | null>(null);
  const [dateBounds] = useState(() => programmeDateBounds());
  const stored = useStoredSettings(programme?.id ?? null);
  // Null until the person changes a registration field: until then, what is stored.
  const [editedDraft, setDraft] = useState<SettingsDraft | null>(null);
  const draft = editedDraft ?? draftOf(stored.status === 'read' ? stored.stored : null);
  // Likewise the reminder fields: what is stored until changed.
  const [editedReminders, setReminders] = useState<RemindersDraft | null>(null);
  const storedReminders = stored.status === 'read' ? stored.reminders : null;
  const reminders = editedReminders ?? remindersDraftOf(storedReminders);

  /** The settings to save after the programme: none unless they were read and are new. */
  const settingsToSave = (): SettingsToSave => {
    if (stored.status !== 'read' || !draft.take) return { settings: null };
    const made = settingsFromDraft(draft, fields.startDate);
    if ('problem' in made) return made;
    const unchanged = stored.stored !== null && sameSettings(stored.stored, made.settings);
    return { settings: unchanged ? null : made.settings };
  };

  /** The reminders to save with the settings: none unless they were read and are new. */
  const remindersToSave = (): RemindersToSave => {
    if (stored.status !== 'read' || !draft.take) return { reminders: null };
    const made = remindersFromDraft(reminders);
    return 'problem' in made
      ? made
      : { reminders: remindersToWrite(storedReminders, made.reminders) };
  };

  /** Adds or updates the programme (the one saved here already, if any) and returns its id. */
  const saveProgramme = async (input: ProgrammeInput): Promise<string> => {
    const target: SavedHere | null =
      savedHere ?? (programme && { id: programme.id, imageUrl: programme.imageUrl, poster: null });
    const newPoster = poster !== null && poster !== target?.poster ? poster : null;
    let id = target?.id ?? '';
    let imageUrl = target?.imageUrl ?? '';
    await saveWithImage({
      newImage:
        newPoster &&
        (await resizedForUpload(newPoster, WEB_IMAGE_MAX.poster, (fileName) =>
          programmeImagePath(fileName, Date.now()),
        )),
      oldImageUrl: target?.imageUrl ?? '',
      // '' without a new poster: an update keeps the stored one.
      save: async (uploadedUrl) => {
        if (target) await updateProgramme(target.id, { ...input, imageUrl: uploadedUrl });
        else id = await addProgramme({ ...input, imageUrl: uploadedUrl });
        if (uploadedUrl) imageUrl = uploadedUrl;
      },
    });
    setSavedHere({ id, imageUrl, poster });
    return id;
  };

  const submit = (event: FormEvent) => {
    const input: ProgrammeInput = {
      title: fields.title.trim(),
      startDate: fields.startDate,
      endDate: fields.endDate,
      time: fields.time.trim(),
      place: fields.place.trim(),
      // Trimmed at its ends only: the blank lines inside separate its paragraphs.
      description: fields.description.trim(),
      // Always written, '' when empty: an edit that empties one removes it.
      titleHi: fields.titleHi.trim(),
      placeHi: fields.placeHi.trim(),
      descriptionHi: fields.descriptionHi.trim(),
      registrationUrl: fields.registrationUrl.trim(),
      imageUrl: '',
    };
    const registration = settingsToSave();
    const reminding = remindersToSave();
    const problem =
      validateProgrammeInput(input) ??
      ('problem' in registration ? registration.problem : null) ??
      ('problem' in reminding ? reminding.problem : null);
    const lastDay = (dates: Pick<ProgrammeInput, 'startDate' | 'endDate'>) =>
      dates.endDate || dates.startDate;
    // Its registrations expire a year after its last day: new dates move them (and say why not).
    const redated =
      programme !== null &&
      stored.status === 'read' &&
      stored.stored !== null &&
      lastDay(input) !== lastDay(programme);
    void form.submit(event, problem, async () => {
      const id = await saveProgramme(input);
      if (redated)
        try {
          await moveRegistrationsExpiry(id, lastDay(input));
        } catch (error) {
          onProgrammeSaved?.();
          throw new SaveProblem(
            expiryNotMoved(
              error instanceof RegistrationRefused
                ? error.message
                : `its registrations still expire with the old dates (${reasonOf(error)}). Press 'Update Event' to try again.`,
            ),
            { cause: error },
          );
        }
      if ('settings' in registration && registration.settings !== null)
        try {
          await saveRegistrationSettings(id, registration.settings);
        } catch (error) {
          onProgrammeSaved?.();
          throw new SaveProblem(settingsNotSaved(reasonOf(error)), { cause: error });
        }
      if ('reminders' in reminding && reminding.reminders !== null)
        try {
          await saveProgrammeReminders(id, reminding.reminders);
        } catch (error) {
          onProgrammeSaved?.();
          throw new SaveProblem(remindersNotSaved(reasonOf(error)), { cause: error });
        }
    });
  };

  return (
    <AdminForm {...form.frame} onSubmit={submit}>
      <div className="row g-3">
        <Field label="Title" control={<input {...bind('title')} />} />
        <Field
          label="Start date"
          column="col-sm-6"
          control={
            <input type="date" min={dateBounds.min} max={dateBounds.max} {...bind('startDate')} />
          }
        />
        <Field
          label="End date (optional)"
          column="col-sm-6"
          hint="Leave it empty for an event of one day."
          control={
            <input
              type="date"
              min={fields.startDate || dateBounds.min}
              max={dateBounds.max}
              {...bind('endDate')}
            />
          }
        />
        <Field
          label="Time (optional)"
          column="col-sm-6"
          control={<input placeholder="10:00 AM – 4:00 PM" {...bind('time')} />}
        />
        <Field label="Place (optional)" column="col-sm-6" control={<input {...bind('place')} />} />
        <Field
          label="Description (optional)"
          hint={PARAGRAPHS_HINT}
          control={<textarea rows={8} {...bind('description')} />}
        />
        <Field
          label="Registration link (optional)"
          control={<input type="url" placeholder="https://" {...bind('registrationUrl')} />}
        />
      </div>
      <HindiSection
        spacing="mt-3"
        hint={
          <>Shown on the Hindi pages of the site. Where one is left empty, they show the English.</>
        }
      >
        <div className="row g-3">
          <Field
            label="Title in Hindi (optional)"
            control={<input lang="hi" {...bind('titleHi')} />}
          />
          <Field
            label="Place in Hindi (optional)"
            control={<input lang="hi" {...bind('placeHi')} />}
          />
          <Field
            label="Description in Hindi (optional)"
            hint={PARAGRAPHS_HINT}
            control={<textarea lang="hi" rows={8} {...bind('descriptionHi')} />}
          />
        </div>
      </HindiSection>
      <div className="mt-3">
        <ImageInput
          label="Poster (optional)"
          hint="A portrait poster shows best."
          onSelect={setPoster}
          onInvalid={form.fail}
          current={{
            src: programme?.imageUrl ?? '',
            alt: 'Current poster',
            width: 90,
            height: 120,
          }}
        />
      </div>
      <RegistrationSettingsFields
        stored={stored}
        draft={draft}
        onChange={setDraft}
        reminders={reminders}
        onRemindersChange={setReminders}
      />
    </AdminForm>
  );
}
