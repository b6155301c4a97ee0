/** The add/edit form of a member, with the photo cropped to a circle before it is uploaded. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { cleanSingleLine } from '../domain/cleanText';
import { memberYearBounds, validateMemberInput } from '../domain/formChecks';
import { memberImagePath } from '../domain/storagePaths';
import type { Member, MemberInput } from '../domain/types';
import { AdminForm } from './AdminForm';
import { CropDialog } from './CropDialog';
import { ImageInput } from './ImageInput';
import { saveRecordWithImage } from './saveWithImage';
import { useObjectUrl } from './useObjectUrl';
import { useRecordForm, type RecordFormTexts } from './useRecordForm';
import { addMember, updateMember } from '../services/records';

const TEXTS: RecordFormTexts = {
  addTitle: 'Add New Member',
  editTitle: 'Edit Member',
  addButton: 'Add Member',
  updateButton: 'Update Member',
  added: 'Member added successfully',
  updated: 'Member updated successfully',
  addFailed: 'Failed to add member',
  updateFailed: 'Failed to update member',
};

const yearText = (year: number | null) => (year === null ? '' : String(year));
const yearValue = (text: string) => (text.trim() === '' ? null : Number(text));

export function MemberForm({
  member,
  onSaved,
}: {
  /** The member being edited; null to add one. */
  member: Member | null;
  onSaved: () => void;
}) {
  const id = useId();
  const form = useRecordForm({ texts: TEXTS, editing: member !== null, onSaved });
  // Cleaned of control characters as loaded and as typed or pasted (src/domain/cleanText.ts).
  const [name, setName] = useState(() => cleanSingleLine(member?.name ?? ''));
  const [role, setRole] = useState(() => cleanSingleLine(member?.role ?? ''));
  const [startYear, setStartYear] = useState(yearText(member?.startYear ?? null));
  const [endYear, setEndYear] = useState(yearText(member?.endYear ?? null));
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
      name: name.trim(),
      role: role.trim(),
      startYear: yearValue(startYear),
      endYear: yearValue(endYear),
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
        <div className="col-md-6">
          <label htmlFor={`${id}-name`} className="form-label">
            Name
          </label>
          <input
            id={`${id}-name`}
            className="form-control"
            value={name}
            onChange={(e) => setName(cleanSingleLine(e.target.value))}
          />
        </div>
        <div className="col-md-6">
          <label htmlFor={`${id}-role`} className="form-label">
            Role
          </label>
          <input
            id={`${id}-role`}
            className="form-control"
            value={role}
            onChange={(e) => setRole(cleanSingleLine(e.target.value))}
          />
        </div>
        <div className="col-6">
          <label htmlFor={`${id}-start`} className="form-label">
            Start Year
          </label>
          <input
            id={`${id}-start`}
            type="number"
            className="form-control"
            min={bounds.start.min}
            max={bounds.start.max}
            value={startYear}
            onChange={(e) => setStartYear(e.target.value)}
          />
        </div>
        <div className="col-6">
          <label htmlFor={`${id}-end`} className="form-label">
            End Year
          </label>
          <input
            id={`${id}-end`}
            type="number"
            className="form-control"
            min={bounds.end.min}
            max={bounds.end.max}
            value={endYear}
            onChange={(e) => setEndYear(e.target.value)}
          />
        </div>
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
