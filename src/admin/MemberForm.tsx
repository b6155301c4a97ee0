/** The add/edit form of a member, with the photo crop of SPEC §4 'Member image flow'. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { memberYearBounds, validateMemberInput } from '../domain/validation';
import { memberImagePath } from '../domain/storagePaths';
import type { Member, MemberInput } from '../domain/types';
import { addMember, updateMember } from '../services/members';
import { CropDialog } from './CropDialog';
import { FormError } from './FormError';
import { ImageInput } from './ImageInput';
import { saveWithImage } from './saveWithImage';
import { useObjectUrl } from './useObjectUrl';

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
  const titleId = useId();
  const [name, setName] = useState(member?.name ?? '');
  const [role, setRole] = useState(member?.role ?? '');
  const [startYear, setStartYear] = useState(yearText(member?.startYear ?? null));
  const [endYear, setEndYear] = useState(yearText(member?.endYear ?? null));
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [previewUrl, showPreview] = useObjectUrl();
  const [cropSource, showCropSource] = useObjectUrl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const bounds = memberYearBounds();
  const cropping = cropSource !== null;

  useEffect(() => firstField.current?.focus(), []);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const closeCrop = () => {
    showCropSource(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: MemberInput = {
      name: name.trim(),
      role: role.trim(),
      startYear: yearValue(startYear),
      endYear: yearValue(endYear),
      imageUrl: '',
    };
    const problem = validateMemberInput(input);
    if (problem) return fail(problem);
    setError(null);
    setBusy(true);
    try {
      await saveWithImage({
        newImage: cropped && { path: memberImagePath(Date.now()), blob: cropped },
        oldImageUrl: member?.imageUrl ?? '',
        save: (imageUrl) =>
          member
            ? updateMember(member.id, { ...input, imageUrl })
            : addMember({ ...input, imageUrl }),
      });
    } catch (saveError) {
      console.error(saveError);
      setBusy(false);
      return fail(member ? 'Failed to update member' : 'Failed to add member');
    }
    toast.success(member ? 'Member updated successfully' : 'Member added successfully');
    onSaved();
  };

  const shownImage = previewUrl ?? member?.imageUrl;

  return (
    <form className="card card-body mb-4" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h2 id={titleId} className="h5 mb-3">
        {member ? 'Edit Member' : 'Add New Member'}
      </h2>
      <FormError message={error} />
      <div className="row g-3">
        <div className="col-md-6">
          <label htmlFor={`${titleId}-name`} className="form-label">
            Name
          </label>
          <input
            ref={firstField}
            id={`${titleId}-name`}
            className="form-control"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="col-md-6">
          <label htmlFor={`${titleId}-role`} className="form-label">
            Role
          </label>
          <input
            id={`${titleId}-role`}
            className="form-control"
            value={role}
            onChange={(e) => setRole(e.target.value)}
          />
        </div>
        <div className="col-6">
          <label htmlFor={`${titleId}-start`} className="form-label">
            Start Year
          </label>
          <input
            id={`${titleId}-start`}
            type="number"
            className="form-control"
            min={bounds.start.min}
            max={bounds.start.max}
            value={startYear}
            onChange={(e) => setStartYear(e.target.value)}
          />
        </div>
        <div className="col-6">
          <label htmlFor={`${titleId}-end`} className="form-label">
            End Year
          </label>
          <input
            id={`${titleId}-end`}
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
          onInvalid={fail}
        />
        {cropSource && (
          <CropDialog
            source={cropSource}
            returnFocus={fileInput}
            onCancel={closeCrop}
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
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy || cropping}>
          {busy ? 'Processing...' : member ? 'Update Member' : 'Add Member'}
        </button>
      </div>
    </form>
  );
}
