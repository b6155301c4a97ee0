/** The add/edit form of a message, one for all four kinds. */
import { useState, type FormEvent } from 'react';
import { CONSTANTS } from '../../config/site';
import { messageImagePath } from '../../domain/storagePaths';
import type { Message, MessageInput, MessageKind } from '../../domain/types';
import { validateMessageInput } from '../../domain/formChecks';
import { isBlank } from '../../domain/limits';
import { AdminForm } from '../ui/AdminForm';
import { HindiSection } from '../ui/HindiSection';
import { Field, PARAGRAPHS_HINT } from '../ui/Field';
import { ImageInput } from '../ui/ImageInput';
import { WEB_IMAGE_MAX } from '../flow/imageSizes';
import { resizedForUpload, saveRecordWithImage } from '../flow/saveWithImage';
import { recordFormTexts, useRecordForm, type RecordFormProps } from '../flow/useRecordForm';
import { useTextFields } from '../flow/useTextFields';
import { addMessage, updateMessage } from '../../services/records';

const TEXTS = recordFormTexts('Message');

type TextField = 'year' | 'name' | 'title' | 'fullMessage' | 'titleHi' | 'fullMessageHi';

export function MessageForm({
  kind,
  record: message,
  onSaved,
}: RecordFormProps<Message> & { kind: MessageKind }) {
  const form = useRecordForm({ texts: TEXTS, editing: message !== null, onSaved });
  const { fields, bind } = useTextFields<TextField>(
    () => ({
      year: message?.year ?? '',
      name: message?.name ?? '',
      title: message?.title ?? '',
      fullMessage: message?.fullMessage ?? '',
      titleHi: message?.titleHi ?? '',
      fullMessageHi: message?.fullMessageHi ?? '',
    }),
    ['fullMessage', 'fullMessageHi'],
  );
  const [portrait, setPortrait] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    const input: MessageInput = {
      year: fields.year.trim(),
      name: fields.name.trim(),
      title: fields.title.trim(),
      // Kept as typed: blank lines separate its paragraphs.
      fullMessage: fields.fullMessage,
      // Always written, '' when empty: an edit that empties one removes it. The Hindi message is
      // kept as typed too, unless it is blank.
      titleHi: fields.titleHi.trim(),
      fullMessageHi: isBlank(fields.fullMessageHi) ? '' : fields.fullMessageHi,
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
        <Field
          label="Year"
          column="col-md-4"
          control={<input placeholder="YYYY-YYYY" {...bind('year')} />}
        />
        <Field label="Name" column="col-md-8" control={<input {...bind('name')} />} />
        <Field label="Title" control={<input {...bind('title')} />} />
        <Field
          label="Message"
          hint={PARAGRAPHS_HINT}
          control={<textarea rows={CONSTANTS.messageTextareaRows} {...bind('fullMessage')} />}
        />
      </div>
      <HindiSection
        spacing="mt-3"
        hint={
          <>
            Shown on the Hindi pages of the site. Where one is left empty, they show the English.
            The name is shown as written above.
          </>
        }
      >
        <div className="row g-3">
          <Field
            label="Title in Hindi (optional)"
            control={<input lang="hi" {...bind('titleHi')} />}
          />
          <Field
            label="Message in Hindi (optional)"
            hint={PARAGRAPHS_HINT}
            control={
              <textarea lang="hi" rows={CONSTANTS.messageTextareaRows} {...bind('fullMessageHi')} />
            }
          />
        </div>
      </HindiSection>
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
