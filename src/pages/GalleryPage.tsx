import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { PhotoGrid } from '../components/PhotoGrid';
import { readProgrammePhotos, type ProgrammePhotosRead } from '../components/ProgrammePhotos';
import { Spinner } from '../components/Spinner';
import { useHydrated, usePublishedRead, type AsyncData } from '../components/published';
import { useLanguage, useNames, useWords } from '../components/words';
import { PROFILE } from '../config/profile';
import { SITE, pageTitle } from '../config/site';
import { SAMPLE_GALLERY } from '../content/images';
import { GALLERY_READS, type ThumbnailCopies } from '../domain/published';
import { shownIn, type ShownText } from '../domain/shownText';
import type { Cursor, GalleryImage, ListPage, Programme } from '../domain/types';
import type { EnglishText } from '../words/en';
import {
  GALLERY_PROGRAMME_PARAM,
  PUBLIC_PATHS,
  programmeGalleryPath,
  programmePath,
} from '../domain/publicPaths';
import { listGalleryPage, listProgrammePhotosPage } from '../services/gallery';
import { siteUrl } from '../services/settings';
import { getProgramme } from '../services/programmes';
import { counted } from '../words/fill';

/** How many images a phone shows before scrolling: two rows of two. */
const FIRST_SCREEN = 4;

/**
 * The width an image of the grid is drawn at: a column of the container's width (Bootstrap's
 * breakpoints: two columns, then three from 768 px, four from 992 px), less the gutter, the
 * link's padding and its border. A browser test holds it to the layout.
 */
const GRID_IMAGE_SIZES =
  '(min-width: 1400px) 300px, (min-width: 1200px) 255px, (min-width: 768px) 210px, ' +
  '(min-width: 576px) 238px, calc(50vw - 32px)';

/** The newest page of the gallery: published with the page, read live once the gallery changed. */
const readNewest = () => listGalleryPage();
const GALLERY = { collections: ['gallery'] } as const;

/** The thumbnails' copies are the publish's alone: nothing reads them live. */
const noCopies = async (): Promise<ThumbnailCopies> => ({});
const COPIES = { collections: [] } as const;

/**
 * The gallery, or with `?programme={id}` the photos of that programme (a shareable address).
 */
export function GalleryPage() {
  const [search] = useSearchParams();
  const programmeId = search.get(GALLERY_PROGRAMME_PARAM);
  // The published page is the whole gallery's: a visit to a programme's photos adopts its markup
  // first (React must find what it rendered), then shows them.
  const hydrated = useHydrated();
  return programmeId && hydrated ? (
    <ProgrammeGallery key={programmeId} programmeId={programmeId} />
  ) : (
    <WholeGallery />
  );
}

/**
 * The gallery as a responsive grid, newest first, each image opening the photo viewer (a link to
 * the full-size image where the page's scripts have not run): the newest page of entries
 * (GALLERY_PAGE), then a page more at each 'Show more photos'. The five built-in sample images
 * stand in when there are none or the read fails (docs/behaviour.md, Gallery).
 */
function WholeGallery() {
  const state = usePublishedRead(
    GALLERY_READS.newest,
    readNewest,
    'Error fetching images',
    GALLERY,
  );
  // A list read live keeps the copies of the photos it still shows.
  const copies = usePublishedRead(
    GALLERY_READS.thumbnailCopies,
    noCopies,
    "Failed to find the copies of the gallery's thumbnails",
    COPIES,
  );
  const say = useWords();
  const names = useNames();
  return (
    <>
      <PageHeader
        title={say('Gallery')}
        subtitle={say('Moments from the life of the youth of {diocese}', {
          diocese: names(PROFILE.names.dioceseShort),
        })}
      />
      <div className="container py-5">
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <GalleryGrid
            newest={newest(state)}
            copies={copies.status === 'ready' ? copies.data : undefined}
          />
        )}
      </div>
    </>
  );
}

const EMPTY: ListPage<GalleryImage> = { items: [], next: null };
const newest = (state: AsyncData<ListPage<GalleryImage>>) =>
  state.status === 'ready' ? state.data : EMPTY;

/** The built-in samples, as a list of one page. */
const SAMPLES: ListPage<GalleryImage> = { items: [...SAMPLE_GALLERY], next: null };

function GalleryGrid({
  newest,
  copies,
}: {
  newest: ListPage<GalleryImage>;
  copies: ThumbnailCopies | undefined;
}) {
  return (
    <PhotoGrid
      first={newest.items.length > 0 ? newest : SAMPLES}
      total={null}
      readAfter={listGalleryPage}
      sizes={GRID_IMAGE_SIZES}
      // The site's public address, which the build and the browser read alike.
      pageUrl={`${siteUrl}/gallery`}
      eager={FIRST_SCREEN}
      linked
      copies={copies}
    />
  );
}

/**
 * Says a text of the interface whose blank `blank` holds a text of the team's as the page shows
 * it (a programme's title, programmeTextIn): `sayAround('Back to {title}', 'title', title)`. In
 * the page's language (an English page, or a Hindi one given the Hindi title), the string
 * useWords() gives; English on a page in another language, the sentence in its language with
 * that text marked `lang="en"` where the translation puts it.
 */
function useSayAround() {
  const say = useWords();
  return (
    text: EnglishText,
    blank: string,
    { text: value, lang: english }: ShownText,
  ): ReactNode => {
    if (!english) return say(text, { [blank]: value });
    const marker = `{${blank}}`;
    return say(text, { [blank]: marker })
      .split(marker)
      .flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <span key={index} lang={english}>
                {value}
              </span>,
              part,
            ],
      );
  };
}

/** What the filtered gallery reads: the programme (null when there is none) and its photos. */
interface ProgrammeGalleryRead {
  programme: Programme | null;
  photos: ProgrammePhotosRead;
}

/**
 * The photos of one programme, newest first, read live (a published page cannot hold every
 * programme's), a page at a time, each opening the photo viewer; headed with the programme's
 * title and a link back to its page (docs/behaviour.md, Gallery of a programme).
 */
function ProgrammeGallery({ programmeId }: { programmeId: string }) {
  const [state, setState] = useState<AsyncData<ProgrammeGalleryRead>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    Promise.all([getProgramme(programmeId), readProgrammePhotos(programmeId)]).then(
      ([programme, photos]) => {
        if (current) setState({ status: 'ready', data: { programme, photos } });
      },
      (error: unknown) => {
        console.error("Error fetching the programme's photos", error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [programmeId]);
  const readAfter = useCallback(
    (cursor: Cursor) => listProgrammePhotosPage(programmeId, cursor),
    [programmeId],
  );

  const say = useWords();
  // The programme's title in the page's language where the team gave it, in a sentence in the
  // page's language: programmeTextIn's choice, made here with shownIn, as programmes.ts (the
  // programmes' dates) would add several kilobytes to the gallery's download.
  const sayAround = useSayAround();
  const language = useLanguage();
  const siteTitle = useNames()(SITE.title);
  const programme = state.status === 'ready' ? state.data.programme : null;
  const title =
    state.status !== 'ready'
      ? say('Photos')
      : programme
        ? say('Photos of {title}', {
            title: shownIn(language, programme.title, programme.titleHi).text,
          })
        : say('Programme not found');
  useEffect(() => {
    if (state.status !== 'loading') document.title = pageTitle(title, siteTitle);
  }, [state.status, title, siteTitle]);

  if (state.status !== 'ready' || !programme)
    return (
      <>
        <PageHeader title={title} />
        <div className="container py-5">
          {state.status === 'loading' ? (
            <Spinner />
          ) : (
            <p>
              {say(
                state.status === 'failed'
                  ? 'The photos could not be loaded. Check your connection and try again.'
                  : 'This programme could not be found.',
              )}{' '}
              <Link to={PUBLIC_PATHS.gallery}>{say('All photos')}</Link>
            </p>
          )}
        </div>
      </>
    );
  const { count, first } = state.data.photos;
  const programmePage = programmePath(programme.id);
  const programmeTitle = shownIn(language, programme.title, programme.titleHi);
  return (
    <>
      <PageHeader
        title={sayAround('Photos of {title}', 'title', programmeTitle)}
        subtitle={counted(language, count, {
          one: say('{count} photo, newest first'),
          other: say('{count} photos, newest first'),
        })}
      />
      <div className="container py-5">
        <p>
          <Link to={programmePage}>{sayAround('Back to {title}', 'title', programmeTitle)}</Link>
        </p>
        {count === 0 ? (
          <p>{say('No photos of this programme yet.')}</p>
        ) : (
          <PhotoGrid
            first={first}
            total={count}
            readAfter={readAfter}
            sizes={GRID_IMAGE_SIZES}
            pageUrl={`${window.location.origin}${programmeGalleryPath(programme.id)}`}
            eager={FIRST_SCREEN}
          />
        )}
      </div>
    </>
  );
}
