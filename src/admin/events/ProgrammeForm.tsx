/** The add/edit form of a programme (an event, to the administrator), with an optional poster. */
import { useState, type FormEvent } from 'react';
import { programmeImagePath } from '../../domain/storagePaths';
import type { Programme, ProgrammeInput } from '../../domain/types';
import { validateProgrammeInput } from '../../domain/formChecks';
import { AdminForm } from '../ui/AdminForm';
import { ImageInput } from '../ui/ImageInput';
import { WEB_IMAGE_MAX } from '../flow/imageResize';
import { resizedForUpload, saveRecordWithImage } from '../flow/saveWithImage';
import { useRecordForm, type RecordFormTexts } from '../flow/useRecordForm';
import { useTextFields } from '../flow/useTextFields';
import { addProgramme, updateProgramme } from '../../services/records';

const TEXTS: RecordFormTexts = {
  addTitle: 'Add New Event',
  editTitle: 'Edit Event',
  addButton: 'Add Event',
  updateButton: 'Update Event',
  added: 'Event added successfully',
  updated: 'Event updated successfully',
  addFailed: 'Failed to add event',
  updateFailed: 'Failed to update event',
};

type TextField =
  'title' | 'startDate' | 'endDate' | 'time' | 'place' | 'description' | 'registrationUrl';

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
  };
}

export function ProgrammeForm({
  programme,
  onSaved,
}: {
  /** The programme being edited; null to add one. */
  programme: Programme | null;
  onSaved: () => void;
}) {
  const form = useRecordForm({ texts: TEXTS, editing: programme !== null, onSaved });
  const {
    fields,
    bind,
    formId: id,
  } = useTextFields<TextField>(() => fieldsOf(programme), ['description']);
  const [poster, setPoster] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    const input: ProgrammeInput = {
      title: fields.title.trim(),
      startDate: fields.startDate,
      endDate: fields.endDate,
      time: fields.time.trim(),
      place: fields.place.trim(),
      // Trimmed at its ends only: the blank lines inside separate its paragraphs.
      description: fields.description.trim(),
      registrationUrl: fields.registrationUrl.trim(),
      imageUrl: '',
    };
    void form.submit(event, validateProgrammeInput(input), async () =>
      saveRecordWithImage({
        record: programme,
        input,
        newImage:
          poster &&
          (await resizedForUpload(poster, WEB_IMAGE_MAX.poster, (fileName) =>
            programmeImagePath(fileName, Date.now()),
          )),
        add: addProgramme,
        update: updateProgramme,
      }),
    );
  };

  const label = (field: TextField, text: string) => (
    <label htmlFor={`${id}-${field}`} className="form-label">
      {text}
    </label>
  );

  return (
    <AdminForm {...form.frame} onSubmit={submit}>
      <div className="row g-3">
        <div className="col-12">
          {label('title', 'Title')}
          <input {...bind('title')} />
        </div>
        <div className="col-sm-6">
          {label('startDate', 'Start date')}
          <input type="date" {...bind('startDate')} />
        </div>
        <div className="col-sm-6">
          {label('endDate', 'End date (optional)')}
          <input
            type="date"
            min={fields.startDate || undefined}
            aria-describedby={`${id}-oneDay`}
            {...bind('endDate')}
          />
          <div id={`${id}-oneDay`} className="form-text">
            Leave it empty for an event of one day.
          </div>
        </div>
        <div className="col-sm-6">
          {label('time', 'Time (optional)')}
          <input placeholder="10:00 AM – 4:00 PM" {...bind('time')} />
        </div>
        <div className="col-sm-6">
          {label('place', 'Place (optional)')}
          <input {...bind('place')} />
        </div>
        <div className="col-12">
          {label('description', 'Description (optional)')}
          <textarea rows={8} aria-describedby={`${id}-paragraphs`} {...bind('description')} />
          <div id={`${id}-paragraphs`} className="form-text">
            Leave a blank line between paragraphs.
          </div>
        </div>
        <div className="col-12">
          {label('registrationUrl', 'Registration link (optional)')}
          <input type="url" placeholder="https://" {...bind('registrationUrl')} />
        </div>
      </div>
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
    </AdminForm>
  );
}
