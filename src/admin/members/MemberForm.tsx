/** The add/edit form of a member, with the photo cropped to a circle before it is uploaded. */
import { useRef, useState, type FormEvent } from 'react';
import { memberYearBounds, validateMemberInput } from '../../domain/formChecks';
import { memberImagePath } from '../../domain/storagePaths';
import type { Member, MemberInput } from '../../domain/types';
import { AdminForm } from '../ui/AdminForm';
import { Field } from '../ui/Field';
import { CropDialog } from './CropDialog';
import { ImageInput } from '../ui/ImageInput';
import { saveRecordWithImage } from '../flow/saveWithImage';
import { useObjectUrl } from '../ui/useObjectUrl';
import { recordFormTexts, useRecordForm, type RecordFormProps } from '../flow/useRecordForm';
import { useTextFields } from '../flow/useTextFields';
import { addMember, updateMember } from '../../services/records';

const TEXTS = recordFormTexts('Member');

const yearText = (year: number | null) => (year === null ? '' : String(year));
const yearValue = (text: string) => (text.trim() === '' ? null : Number(text));

export function MemberForm({ record: member, onSaved }: RecordFormProps<Member>) {
  const form = useRecordForm({ texts: TEXTS, editing: member !== null, onSaved });
  const { fields, bind } = useTextFields(() => ({
    name: member?.name ?? '',
    role: member?.role ?? '',
    start: yearText(member?.startYear ?? null),
    end: yearText(member?.endYear ?? null),
  }));
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [previewUrl, showPreview] = useObjectUrl();
  const [cropSource, showCropSource] = useObjectUrl();
  const fileInput = useRef<HTMLInputElement>(null);
  const bounds = memberYearBounds();
  const cropping = cropSource !== null;

  const closeCrop = () => {
    showCropSource(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    const input: MemberInput = {
      name: fields.name.trim(),
      role: fields.role.trim(),
      startYear: yearValue(fields.start),
      endYear: yearValue(fields.end),
      imageUrl: '',
    };
    void form.submit(event, validateMemberInput(input), () =>
      saveRecordWithImage({
        record: member,
        input,
        newImage: cropped && { path: memberImagePath(Date.now()), blob: cropped },
        add: addMember,
        update: updateMember,
      }),
    );
  };

  const shownImage = previewUrl ?? member?.imageUrl;

  return (
    <AdminForm {...form.frame} submitDisabled={form.busy || cropping} onSubmit={submit}>
      <div className="row g-3">
        <Field label="Name" column="col-md-6" control={<input {...bind('name')} />} />
        <Field label="Role" column="col-md-6" control={<input {...bind('role')} />} />
        <Field
          label="Start Year"
          column="col-6"
          control={
            <input {...bind('start')} type="number" min={bounds.start.min} max={bounds.start.max} />
          }
        />
        <Field
          label="End Year"
          column="col-6"
          control={
            <input {...bind('end')} type="number" min={bounds.end.min} max={bounds.end.max} />
          }
        />
      </div>
      <div className="mt-3">
        <ImageInput
          ref={fileInput}
          label="Image"
          hint="You will crop it to a circle after choosing it."
          disabled={cropping}
          onSelect={(file) => file && showCropSource(file)}
          onInvalid={form.fail}
        />
        {cropSource && (
          <CropDialog
            source={cropSource}
            returnFocus={fileInput}
            onCancel={closeCrop}
            onUnreadable={(message) => {
              closeCrop();
              form.fail(message);
            }}
            onCropped={(image) => {
              setCropped(image);
              showPreview(image);
              closeCrop();
            }}
          />
        )}
        {shownImage && (
          <img
            src={shownImage}
            alt={previewUrl ? 'Cropped preview' : 'Current image'}
            className="rounded-circle border mb-3"
            width={150}
            height={150}
          />
        )}
      </div>
    </AdminForm>
  );
}
