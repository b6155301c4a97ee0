/**
 * Settings' 'Home banner' page (/admin/settings/banner), for owners: the four slides of the home
 * page's banner, each a photo with its headline, subline and a description of the photo (read
 * out after 'slide N out of four: '). A chosen photo is cut to the banner's shape in the browser,
 * keeping the part the owner chooses, and made into WebP and JPEG files within the banner's
 * weight, or refused saying why. A slide never saved shows the built-in one. Saved slides appear
 * on the site at the next publish.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { BUILT_IN_BANNER } from '../../components/siteDetails';
import { FOCUSES, kb, type Focus } from '../../domain/bannerPhoto';
import { MESSAGES, validateBannerWords } from '../../domain/formChecks';
import {
  BANNER_SLIDE_IDS,
  bannerAlt,
  bannerHeight,
  type SavedBannerSlide,
} from '../../domain/siteDetails';
import { reasonOf } from '../../domain/words';
import { readBanner } from '../../services/siteDetails';
import { saveBannerSlide } from '../../services/siteSettings';
import { useAccess } from '../access/AccessContext';
import { UnreadableImageError } from '../flow/imageResize';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { useTextFields } from '../flow/useTextFields';
import { AdminForm } from '../ui/AdminForm';
import { Field } from '../ui/Field';
import { ImageInput } from '../ui/ImageInput';
import { useObjectUrl } from '../ui/useObjectUrl';
import { LastSaved } from '../ui/LastSaved';
import { makeBannerPhoto, type BannerPhoto } from './bannerEncoding';
import { SavedSettingsSection } from './SavedSettingsSection';
import { percentOf } from '../../services/savedFiles';

const FOCUS_NAMES: Record<Focus, string> = {
  centre: 'Centre',
  top: 'Top',
  bottom: 'Bottom',
  left: 'Left',
  right: 'Right',
};

/** The saved slides (those never saved stay built in). */
const readSavedSlides = () => readBanner().then((saved) => saved ?? []);

export function BannerPage() {
  return (
    <SavedSettingsSection
      title="Home banner"
      what="the home banner"
      read={readSavedSlides}
      intro={
        <>
          The four photos at the top of the home page, each with a headline, a line under it and a
          description of the photo for people who cannot see it. A photo is cut to the banner&apos;s
          wide shape (8 by 3) and made small enough for phones here in your browser. Saved slides
          appear on the site at the next publish.
        </>
      }
    >
      {(saved) =>
        BANNER_SLIDE_IDS.map((id, index) => (
          <SlideForm
            key={id}
            slide={index + 1}
            saved={saved.find((s) => s.slide === index + 1) ?? null}
          />
        ))
      }
    </SavedSettingsSection>
  );
}

/** What the built-in slide says, for a slide never saved. */
function builtInWords(slide: number) {
  const builtIn = BUILT_IN_BANNER[slide - 1];
  return {
    headline: builtIn?.headline ?? '',
    subline: builtIn?.subline ?? '',
    description: builtIn?.image.alt.replace(/^slide \w+ out of four: /, '') ?? '',
  };
}

/** The photo the slide shows now: the saved one, or the built-in one. */
function currentPhoto(slide: number, saved: SavedBannerSlide | null) {
  const src = saved ? saved.files.jpg[640] : (BUILT_IN_BANNER[slide - 1]?.image.fallback ?? '');
  return {
    src,
    alt: `Slide ${slide} now${saved ? '' : ' (the built-in photo)'}`,
    width: 640,
    height: bannerHeight(640),
  };
}

function SlideForm({ slide, saved: first }: { slide: number; saved: SavedBannerSlide | null }) {
  const ids = useId();
  const { nameOf } = useAccess();
  const [saved, setSaved] = useState(first);
  const { fields, bind } = useTextFields(() =>
    first
      ? { headline: first.headline, subline: first.subline, description: first.description }
      : builtInWords(slide),
  );
  const { error, fail, clearError } = useFormError();
  const [picked, setPicked] = useState<File | null>(null);
  const [focus, setFocus] = useState<Focus>('centre');
  const [photo, setPhoto] = useState<BannerPhoto | null>(null);
  const [making, setMaking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, showPreview] = useObjectUrl();
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const make = async (file: File | null, cut: Focus) => {
    setPhoto(null);
    showPreview(null);
    if (!file) return;
    setMaking(true);
    clearError();
    try {
      const made = await makeBannerPhoto(file, cut);
      setPhoto(made);
      if ('refusal' in made) return fail(made.refusal);
      const largest = made.files.find((f) => f.format === 'jpg' && f.width === 1280);
      showPreview(largest?.blob ?? null);
    } catch (makeError) {
      console.error(makeError);
      fail(
        makeError instanceof UnreadableImageError
          ? makeError.message
          : `Could not make this photo into a banner: ${reasonOf(makeError)}`,
      );
    } finally {
      setMaking(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBannerWords(fields);
    if (problem) return fail(problem);
    if (photo && 'refusal' in photo) return fail(photo.refusal);
    if (!saved && !photo) return fail(MESSAGES.bannerPhoto);
    clearError();
    const words = {
      headline: fields.headline.trim(),
      subline: fields.subline.trim(),
      description: fields.description.trim(),
    };
    setSaving(true);
    try {
      const files = photo && 'files' in photo ? photo.files : null;
      setSaved(
        await saveBannerSlide(slide, words, files, saved, {
          onProgress: (progress) => setPercent(percentOf(progress)),
        }),
      );
    } catch (saveError) {
      console.error(saveError);
      recheckAfterRefusal(saveError);
      return fail(`Could not save slide ${slide}: ${reasonOf(saveError)}`);
    } finally {
      setSaving(false);
      setPercent(null);
    }
    setPicked(null);
    setPhoto(null);
    showPreview(null);
    toast.success(`Slide ${slide} saved. It appears on the site at the next publish.`);
  };

  const savedBy = saved && nameOf(saved.updatedBy);
  const made = photo && 'files' in photo ? photo : null;
  const busy = making || saving;
  return (
    <AdminForm
      title={`Slide ${slide}`}
      headingLevel={3}
      error={error}
      submitLabel={
        saving ? (percent === null ? 'Saving...' : `Saving... ${percent}%`) : `Save slide ${slide}`
      }
      submitDisabled={busy}
      onSubmit={(event) => void submit(event)}
    >
      <p className="small text-muted">
        <LastSaved
          at={saved?.updatedAt}
          by={savedBy}
          notSaved="Not saved yet: the site shows its built-in photo and words."
        />
      </p>
      <ImageInput
        key={saved?.updatedAt?.getTime() ?? 'built-in'}
        label={saved ? 'Replace the photo' : 'Photo'}
        hint="A landscape photo at least 1920 px wide looks best. It is cut to the banner's shape."
        disabled={busy}
        current={currentPhoto(slide, saved)}
        onSelect={(file) => {
          setPicked(file);
          void make(file, focus);
        }}
        onInvalid={fail}
      />
      <fieldset className="mb-3" disabled={!picked || busy}>
        <legend className="form-label fs-6">Keep which part of the photo</legend>
        {FOCUSES.map((choice) => (
          <div key={choice} className="form-check form-check-inline">
            <input
              id={`${ids}-${choice}`}
              className="form-check-input"
              type="radio"
              name={`${ids}-focus`}
              value={choice}
              checked={focus === choice}
              onChange={() => {
                setFocus(choice);
                void make(picked, choice);
              }}
            />
            <label className="form-check-label" htmlFor={`${ids}-${choice}`}>
              {FOCUS_NAMES[choice]}
            </label>
          </div>
        ))}
      </fieldset>
      <div role="status" className="mb-3">
        {making && <p className="mb-0">Making the banner files...</p>}
        {made && (
          <>
            <p className="mb-1">
              Ready to save: {made.files.length} files, the largest{' '}
              {kb(Math.max(...made.files.map((f) => f.blob.size)))}
              {made.webp ? '' : ' (JPEG only: this browser cannot make WebP)'}.
            </p>
            {made.warnings.map((warning) => (
              <p key={warning} className="mb-1 text-warning-emphasis">
                {warning}
              </p>
            ))}
          </>
        )}
      </div>
      {preview && (
        <img
          src={preview}
          alt={`Slide ${slide} as it will be cut`}
          className="img-fluid mb-3 d-block"
          width={1280}
          height={bannerHeight(1280)}
        />
      )}
      <div className="row g-3 mb-3">
        <Field label="Headline" column="col-md-6" control={<input {...bind('headline')} />} />
        <Field
          label="Line under the headline"
          column="col-md-6"
          hint="May be left empty."
          control={<input {...bind('subline')} />}
        />
        <Field
          label="What the photo shows"
          column="col-12"
          hint={`Read out to people who cannot see it as "${bannerAlt(slide, fields.description.trim() || '…')}".`}
          control={<input {...bind('description')} />}
        />
      </div>
    </AdminForm>
  );
}
