/** The add/edit form of a message, one for all four kinds. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { CONSTANTS } from '../config/site';
import { messageImagePath } from '../domain/storagePaths';
import type { Message, MessageInput, MessageKind } from '../domain/types';
import { validateMessageInput } from '../domain/validation';
import { addMessage, updateMessage } from '../services/messages';
import { FormError } from './FormError';
import { ImageInput } from './ImageInput';
import { WEB_IMAGE_MAX, fileNameForType, resizeImage } from './imageResize';
import { saveWithImage } from './saveWithImage';

type TextField = 'year' | 'name' | 'title' | 'fullMessage';

export function MessageForm({
  kind,
  message,
  onSaved,
}: {
  kind: MessageKind;
  /** The message being edited; null to add one. */
  message: Message | null;
  onSaved: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<Record<TextField, string>>({
    year: message?.year ?? '',
    name: message?.name ?? '',
    title: message?.title ?? '',
    fullMessage: message?.fullMessage ?? '',
  });
  const [portrait, setPortrait] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => firstField.current?.focus(), []);

  const fail = (problem: string) => {
    setError(problem);
    toast.error(problem);
  };

  const bind = (field: TextField) => ({
    id: `${id}-${field}`,
    className: 'form-control',
    value: fields[field],
    onChange: (e: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [field]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: MessageInput = {
      year: fields.year.trim(),
      name: fields.name.trim(),
      title: fields.title.trim(),
      // Kept as typed: blank lines separate its paragraphs.
      fullMessage: fields.fullMessage,
      imageUrl: '',
    };
    const problem = validateMessageInput(input);
    if (problem) return fail(problem);
    setError(null);
    setBusy(true);
    try {
      const resized = portrait && (await resizeImage(portrait, WEB_IMAGE_MAX.portrait));
      await saveWithImage({
        newImage:
          portrait && resized
            ? {
                path: messageImagePath(
                  kind,
                  fileNameForType(portrait.name, resized.type),
                  Date.now(),
                ),
                blob: resized,
              }
            : null,
        oldImageUrl: message?.imageUrl ?? '',
        save: (imageUrl) =>
          message
            ? updateMessage(kind, message.id, { ...input, imageUrl })
            : addMessage(kind, { ...input, imageUrl }),
      });
    } catch (saveError) {
      console.error(saveError);
      setBusy(false);
      return fail(message ? 'Failed to update message' : 'Failed to add message');
    }
    toast.success(message ? 'Message updated successfully' : 'Message added successfully');
    onSaved();
  };

  return (
    <form className="card card-body mb-4" aria-labelledby={id} noValidate onSubmit={submit}>
      <h2 id={id} className="h5 mb-3">
        {message ? 'Edit Message' : 'Add New Message'}
      </h2>
      <FormError message={error} />
      <div className="row g-3">
        <div className="col-md-4">
          <label htmlFor={`${id}-year`} className="form-label">
            Year
          </label>
          <input ref={firstField} placeholder="YYYY-YYYY" {...bind('year')} />
        </div>
        <div className="col-md-8">
          <label htmlFor={`${id}-name`} className="form-label">
            Name
          </label>
          <input {...bind('name')} />
        </div>
        <div className="col-12">
          <label htmlFor={`${id}-title`} className="form-label">
            Title
          </label>
          <input {...bind('title')} />
        </div>
        <div className="col-12">
          <label htmlFor={`${id}-fullMessage`} className="form-label">
            Message
          </label>
          <textarea
            rows={CONSTANTS.messageTextareaRows}
            aria-describedby={`${id}-paragraphs`}
            {...bind('fullMessage')}
          />
          <div id={`${id}-paragraphs`} className="form-text">
            Leave a blank line between paragraphs.
          </div>
        </div>
      </div>
      <div className="mt-3">
        <ImageInput
          label="Image (optional)"
          hint={`Recommended size: ${CONSTANTS.recommendedPortrait} pixels`}
          onSelect={setPortrait}
          onInvalid={fail}
        />
        {message?.imageUrl && !portrait && (
          <img
            src={message.imageUrl}
            alt="Current image"
            width={100}
            height={100}
            className="rounded border object-fit-cover mb-3"
          />
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Processing...' : message ? 'Update Message' : 'Add Message'}
        </button>
      </div>
    </form>
  );
}
