/**
 * The gallery's upload form: one photo or many (chosen, or dropped on the form), an optional title
 * for all (and its Hindi one, for the Hindi pages), the programme they belong to, and the uploader's confirmation that everyone
 * identifiable agreed to be shown. The photos go to the admin area's upload queue
 * (src/admin/upload), which goes on on other screens; several photos are listed one row each.
 */
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MESSAGES, validateGalleryTitles, validateImageFile } from '../../domain/formChecks';
import { formatProgrammeDates } from '../../domain/programmes';
import { countOf, reasonOf } from '../../domain/words';
import { UploadError } from '../../services/savedFiles';
import { UnreadableImageError } from '../flow/imageResize';
import { useFormError } from '../flow/useFormError';
import { useTextFields } from '../flow/useTextFields';
import { AdminForm } from '../ui/AdminForm';
import { Field } from '../ui/Field';
import { HindiSection } from '../ui/HindiSection';
import { PROGRAMME_PARAM } from '../upload/uploadPaths';
import { isWorking, percentOfQueue, progressOf } from '../upload/uploadQueue';
import type { RowOutcome } from '../upload/uploadBatches';
import { UploadRows } from '../upload/UploadRows';
import { useUploadQueue } from '../upload/useUploadQueue';
import { useProgrammeChoices } from './useProgrammeChoices';

/** What the uploader confirms before any photo leaves the device. */
export const CONSENT_LABEL =
  'Everyone identifiable agreed to be shown (a parent, for anyone under 18)';
export const CONSENT_NEEDED =
  'Please confirm that everyone identifiable agreed to be shown before uploading';

/** What one photo's failure says, as the form said it before photos came several at a time. */
function failureText(error: unknown): string {
  if (error instanceof UploadError) return `Upload failed: ${error.message}`;
  if (error instanceof UnreadableImageError) return error.message;
  return `Error uploading: ${reasonOf(error)}`;
}

/** The toast after several photos: all uploaded, or how many did not go. */
function summaryOf(outcomes: readonly RowOutcome[]): { ok: boolean; text: string } {
  const count = (kind: string) => outcomes.filter(({ row }) => row.state.kind === kind).length;
  const uploaded = count('uploaded');
  const failed = count('failed');
  const skipped = count('skipped');
  if (failed === 0 && skipped === 0)
    return { ok: true, text: `${countOf(uploaded, 'photo')} uploaded successfully!` };
  const notes = [failed > 0 && `${failed} failed`, skipped > 0 && `${skipped} skipped`];
  return {
    ok: false,
    text: `${uploaded} of ${outcomes.length} photos uploaded; ${notes.filter(Boolean).join(', ')}: see the list.`,
  };
}

export function GalleryUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const ids = useId();
  const { runner, view } = useUploadQueue();
  const { error, fail, clearError } = useFormError();
  const { fields, bind, clear } = useTextFields(() => ({ title: '', titleHi: '' }));
  const [searchParams] = useSearchParams();
  const [programmeId, setProgrammeId] = useState(searchParams.get(PROGRAMME_PARAM) ?? '');
  const programmes = useProgrammeChoices();
  const [files, setFiles] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploading = !view.paused && isWorking(view.rows);

  /** Keeps the image files of a choice; a file declared as something else is refused. */
  const choose = (picked: readonly File[]) => {
    const problems = picked.map((file) => validateImageFile(file));
    const images = picked.filter((_, i) => problems[i] === null);
    const problem = problems.find((p) => p !== null);
    if (problem) fail(problem);
    if (images.length === 0 && fileInput.current) fileInput.current.value = '';
    setFiles(images);
  };

  const reset = () => {
    clear();
    setFiles([]);
    setConsent(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return fail(MESSAGES.galleryFile);
    if (!consent) return fail(CONSENT_NEEDED);
    const titles = { title: fields.title.trim(), titleHi: fields.titleHi.trim() };
    const problem = validateGalleryTitles(titles);
    if (problem) return fail(problem);
    clearError();
    const outcomes = await runner.add(files, { ...titles, programmeId: programmeId || null });
    // The queue was discarded or the admin area closed meanwhile.
    if (outcomes.length === 0) return;
    const [only] = outcomes;
    if (outcomes.length === 1 && only) {
      if (only.row.state.kind !== 'uploaded') {
        // One photo behaves as the form always did: its failure is said here, not listed.
        await runner.forget([only.row.id]);
        return fail(failureText(only.error));
      }
      toast.success('Image uploaded successfully!');
    } else {
      const summary = summaryOf(outcomes);
      if (summary.ok) toast.success(summary.text);
      else toast.error(summary.text);
    }
    reset();
    onUploaded();
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose([...event.dataTransfer.files]);
  };

  const several = files.length > 1;
  const { uploaded, total } = progressOf(view.rows);
  const consentId = `${ids}-consent`;
  const inputId = `${ids}-files`;

  return (
    <>
      <AdminForm
        title="Add New Image"
        error={error}
        submitLabel={
          uploading
            ? `Uploading... ${percentOfQueue(view.rows)}%`
            : several
              ? `Upload ${files.length} Images`
              : 'Upload Image'
        }
        submitDisabled={uploading}
        onSubmit={submit}
      >
        <Field
          label="Title (optional)"
          column="mb-3"
          hint="One title for all the photos chosen; leave it empty rather than name a person."
          control={<input {...bind('title')} />}
        />
        <HindiSection spacing="mb-3">
          <Field
            label="Title in Hindi (optional)"
            hint="Shown on the Hindi pages of the site; left empty, they show the title above."
            control={<input lang="hi" {...bind('titleHi')} />}
          />
        </HindiSection>
        <div
          className={`mb-3 p-2 rounded border ${dragging ? 'border-primary bg-light' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label htmlFor={inputId} className="form-label">
            Image
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="form-control"
            disabled={uploading}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => choose([...(event.target.files ?? [])])}
          />
          <div id={`${inputId}-hint`} className="form-text">
            {several
              ? `${files.length} photos chosen.`
              : 'Choose one photo or several (or drop them here).'}
          </div>
        </div>
        <Field
          label="Programme"
          column="mb-3"
          control={
            <select
              id={`${ids}-programme`}
              className="form-select"
              value={programmeId}
              disabled={uploading}
              onChange={(event) => setProgrammeId(event.target.value)}
            >
              <option value="">No programme</option>
              {programmeId !== '' && !programmes.some((p) => p.id === programmeId) && (
                // Chosen by the address before the list is read.
                <option value={programmeId}>The programme chosen</option>
              )}
              {programmes.map((programme) => (
                <option key={programme.id} value={programme.id}>
                  {`${programme.title} (${formatProgrammeDates(programme)})`}
                </option>
              ))}
            </select>
          }
        />
        <div className="form-check mb-3">
          <input
            id={consentId}
            type="checkbox"
            className="form-check-input"
            checked={consent}
            disabled={uploading}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={consentId} className="form-check-label">
            {CONSENT_LABEL}
          </label>
        </div>
      </AdminForm>
      {(view.paused || view.rows.length > 1) && (
        <UploadRows
          rows={view.rows}
          heading={`Photos: ${uploaded} of ${total} uploaded`}
          onRetry={(id) => runner.retry(id)}
        />
      )}
    </>
  );
}
