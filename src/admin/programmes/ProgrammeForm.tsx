/** The add/edit form of a programme (an event, to the administrator), with an optional poster. */
import { useState, type FormEvent } from 'react';
import { programmeImagePath } from '../../domain/storagePaths';
import type { Programme, ProgrammeInput } from '../../domain/types';
import { programmeDateBounds, validateProgrammeInput } from '../../domain/formChecks';
import { AdminForm } from '../ui/AdminForm';
import { Field, PARAGRAPHS_HINT } from '../ui/Field';
import { ImageInput } from '../ui/ImageInput';
import { WEB_IMAGE_MAX } from '../flow/imageSizes';
import { resizedForUpload, saveRecordWithImage } from '../flow/saveWithImage';
import { recordFormTexts, useRecordForm, type RecordFormProps } from '../flow/useRecordForm';
import { useTextFields } from '../flow/useTextFields';
import { addProgramme, updateProgramme } from '../../services/records';

const TEXTS = recordFormTexts('Event');

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

export function ProgrammeForm({ record: programme, onSaved }: RecordFormProps<Programme>) {
  const form = useRecordForm({ texts: TEXTS, editing: programme !== null, onSaved });
  const { fields, bind } = useTextFields<TextField>(() => fieldsOf(programme), ['description']);
  const [poster, setPoster] = useState<File | null>(null);
  const [dateBounds] = useState(() => programmeDateBounds());

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
