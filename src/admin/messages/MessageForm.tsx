/** The add/edit form of a message, one for all four kinds. */
import { useState, type FormEvent } from 'react';
import { CONSTANTS } from '../../config/site';
import { messageImagePath } from '../../domain/storagePaths';
import type { Message, MessageInput, MessageKind } from '../../domain/types';
import { validateMessageInput } from '../../domain/formChecks';
import { AdminForm } from '../ui/AdminForm';
import { ImageInput } from '../ui/ImageInput';
import { WEB_IMAGE_MAX } from '../flow/imageResize';
import { resizedForUpload, saveRecordWithImage } from '../flow/saveWithImage';
import { useRecordForm, type RecordFormTexts } from '../flow/useRecordForm';
import { useTextFields } from '../flow/useTextFields';
import { addMessage, updateMessage } from '../../services/records';

const TEXTS: RecordFormTexts = {
  addTitle: 'Add New Message',
  editTitle: 'Edit Message',
  addButton: 'Add Message',
  updateButton: 'Update Message',
  added: 'Message added successfully',
  updated: 'Message updated successfully',
  addFailed: 'Failed to add message',
  updateFailed: 'Failed to update message',
};

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
  const form = useRecordForm({ texts: TEXTS, editing: message !== null, onSaved });
  const {
    fields,
    bind,
    formId: id,
  } = useTextFields<TextField>(
    () => ({
      year: message?.year ?? '',
      name: message?.name ?? '',
      title: message?.title ?? '',
      fullMessage: message?.fullMessage ?? '',
    }),
    ['fullMessage'],
  );
  const [portrait, setPortrait] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    const input: MessageInput = {
      year: fields.year.trim(),
      name: fields.name.trim(),
      title: fields.title.trim(),
      // Kept as typed: blank lines separate its paragraphs.
      fullMessage: fields.fullMessage,
      imageUrl: '',
    };
    void form.submit(event, validateMessageInput(input), async () =>
      saveRecordWithImage({
        record: message,
        input,
        newImage:
          portrait &&
          (await resizedForUpload(portrait, WEB_IMAGE_MAX.portrait, (fileName) =>
            messageImagePath(kind, fileName, Date.now()),
          )),
        add: (added) => addMessage(kind, added),
        update: (id, changed) => updateMessage(kind, id, changed),
      }),
    );
  };

  return (
    <AdminForm {...form.frame} onSubmit={submit}>
      <div className="row g-3">
        <div className="col-md-4">
          <label htmlFor={`${id}-year`} className="form-label">
            Year
          </label>
          <input placeholder="YYYY-YYYY" {...bind('year')} />
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
          onInvalid={form.fail}
          current={{ src: message?.imageUrl ?? '', alt: 'Current image', width: 100, height: 100 }}
        />
      </div>
    </AdminForm>
  );
}
