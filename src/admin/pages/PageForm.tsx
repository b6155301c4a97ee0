/**
 * The form of an editable page: its title, the one line that search results and link previews
 * show, and its text in the site's Markdown, with a preview of the text as the page will show it
 * (beside the text on a computer, under it on a phone) and the list of what the text may hold;
 * then, in a section 'हिंदी (Hindi)', the same three in Hindi for the page's Hindi twin, each
 * optional (the English shows where one is empty) and always saved, '' when empty, so that an
 * edit keeps or empties them. Text pasted from Google Docs or Word keeps its paragraphs, headings
 * and lists. A save is refused, writing nothing, when someone else saved the page since it was
 * opened.
 */
import { useDeferredValue, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Markdown } from '../../components/markdown/Markdown';
import type { PageId, PageInput, SavedPage } from '../../domain/editablePages';
import { validatePageInput } from '../../domain/formChecks';
import { MARKDOWN_SYNTAX } from '../../domain/markdown/syntax';
import { reasonOf } from '../../domain/words';
import { savePage } from '../../services/pages';
import { pathInLanguage } from '../../words/languages';
import { useAccess } from '../access/AccessContext';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { useTextFields } from '../flow/useTextFields';
import { AdminForm } from '../ui/AdminForm';
import { Field } from '../ui/Field';
import { HindiSection } from '../ui/HindiSection';
import { LastSaved } from '../ui/LastSaved';
import { publicPathOf } from './pageNames';
import { pasteAsMarkdown } from './pastedText';

type PageField = 'title' | 'description' | 'body' | 'titleHi' | 'descriptionHi' | 'bodyHi';

/** The hint under a page's text, in English or in Hindi. */
const TEXT_HINT =
  'Written as the list below shows. Text pasted from Google Docs or Word keeps its paragraphs and lists.';

export function PageForm({
  id,
  opened,
  start,
  onSaved,
}: {
  id: PageId;
  /** The page as it was read (null: never saved); a save is refused if it was saved since. */
  opened: SavedPage | null;
  /** The words the form opens with. */
  start: PageInput;
  onSaved: (page: SavedPage) => void;
}) {
  const { nameOf } = useAccess();
  const { fields, bind } = useTextFields<PageField>(
    () => ({
      title: start.title,
      description: start.description,
      body: start.body,
      titleHi: start.titleHi ?? '',
      descriptionHi: start.descriptionHi ?? '',
      bodyHi: start.bodyHi ?? '',
    }),
    ['body', 'bodyHi'],
  );
  const preview = useDeferredValue(fields.body);
  const previewHi = useDeferredValue(fields.bodyHi);
  const { error, fail, clearError } = useFormError();
  const [saving, setSaving] = useState(false);
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: fields.title.trim(),
      description: fields.description.trim(),
      body: fields.body.trim(),
      // Always written, '' when empty: an edit that empties one removes it.
      titleHi: fields.titleHi.trim(),
      descriptionHi: fields.descriptionHi.trim(),
      bodyHi: fields.bodyHi.trim(),
    };
    const problem = validatePageInput(input);
    if (problem) return fail(problem);
    clearError();
    setSaving(true);
    let page: SavedPage;
    try {
      page = await savePage(id, input, opened);
    } catch (saveError) {
      console.error(saveError);
      recheckAfterRefusal(saveError);
      return fail(`Could not save the page: ${reasonOf(saveError)}`);
    } finally {
      setSaving(false);
    }
    toast.success('Page saved. Visitors see it now.');
    onSaved(page);
  };

  const savedBy = opened && nameOf(opened.updatedBy);
  return (
    <>
      <p role="status">
        <LastSaved
          at={opened?.updatedAt}
          by={savedBy}
          notSaved="Not saved yet: this is the text the site shows until you save."
        />
      </p>
      <AdminForm
        title="Edit the page"
        headingLevel={3}
        error={error}
        submitLabel={saving ? 'Saving...' : 'Save the page'}
        submitDisabled={saving}
        onSubmit={(event) => void submit(event)}
      >
        <div className="row g-3 mb-3">
          <Field label="Title" column="col-md-6" control={<input {...bind('title')} />} />
          <Field
            label="Description"
            column="col-md-6"
            hint="One line that search results and link previews show."
            control={<input {...bind('description')} />}
          />
          <Field
            label="Text"
            column="col-lg-6"
            hint={TEXT_HINT}
            control={<textarea {...bind('body')} rows={18} onPaste={pasteAsMarkdown} />}
          />
          <section className="col-lg-6" aria-label="Preview">
            <p className="form-label mb-2" aria-hidden="true">
              Preview
            </p>
            <div className="border rounded p-3 page-preview">
              <Markdown source={preview} />
            </div>
          </section>
        </div>
        <HindiSection
          spacing="mb-3"
          hint={
            <>
              Shown on the page in Hindi ({pathInLanguage(publicPathOf(id), 'hi')}). Where one is
              left empty, it shows the English.
            </>
          }
        >
          <div className="row g-3">
            <Field
              label="Title in Hindi (optional)"
              column="col-md-6"
              control={<input lang="hi" {...bind('titleHi')} />}
            />
            <Field
              label="Description in Hindi (optional)"
              column="col-md-6"
              hint="One line that search results and link previews show."
              control={<input lang="hi" {...bind('descriptionHi')} />}
            />
            <Field
              label="Text in Hindi (optional)"
              column="col-lg-6"
              hint={TEXT_HINT}
              control={
                <textarea lang="hi" {...bind('bodyHi')} rows={18} onPaste={pasteAsMarkdown} />
              }
            />
            <section className="col-lg-6" aria-label="Preview in Hindi">
              <p className="form-label mb-2" aria-hidden="true">
                Preview in Hindi
              </p>
              <div className="border rounded p-3 page-preview" lang="hi">
                <Markdown source={previewHi} />
              </div>
            </section>
          </div>
        </HindiSection>
        <details className="mb-3">
          <summary>What the text may hold</summary>
          <table className="table table-sm mt-2">
            <thead>
              <tr>
                <th scope="col">To get</th>
                <th scope="col">Type</th>
                <th scope="col">What it gives</th>
              </tr>
            </thead>
            <tbody>
              {MARKDOWN_SYNTAX.map(({ name, example, gives }) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <pre className="mb-0">
                      <code>{example}</code>
                    </pre>
                  </td>
                  <td>{gives}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </AdminForm>
    </>
  );
}
