/**
 * A page whose words the team edits in the admin area (About Us, History, Mission, Vision,
 * Objectives, the Chairman's page): its title and its text as last saved, around them what the
 * page itself adds (About Us: links to its four neighbours; History: a breadcrumb; the Chairman's
 * page: his portrait). On a Hindi page, its Hindi title and text where the team gave them, else
 * the English ones marked as English (shownPageIn).
 *
 * The publish reads the page, parses its Markdown and puts the tree in the page's data block; the
 * browser renders that tree (MarkdownBlocks) and reads the page again, with the parser, only when
 * the change marker says a page was saved since the publish. A page that did not change downloads
 * no parser.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { MarkdownBlocks } from '../components/markdown/MarkdownBlocks';
import { usePublishedRead, type ReadOptions } from '../components/published';
import { useEnglishLang, useLanguage, useNames, useWords } from '../components/words';
import { pageTitle, SITE } from '../config/site';
import { CHAIRMAN_PORTRAIT } from '../content/images';
import {
  shownPageIn,
  shownPageReadKey,
  type PageId,
  type ShownPage,
} from '../domain/editablePages';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import type * as PageText from '../services/pageText';

const PAGES_READ: ReadOptions<ShownPage> = { collections: ['pages'] };

/**
 * The reader with the parser: asked for once a visit, whichever pages read again (asked for
 * again after a failed download).
 */
let reader: Promise<typeof PageText> | null = null;
const pageText = () =>
  (reader ??= import('../services/pageText').catch((error: unknown) => {
    reader = null;
    throw error;
  }));

/** The page `page`; `title` is its name in the route table, its heading until its text arrives. */
export function EditablePage({ page, title }: { page: PageId; title: string }) {
  const load = useCallback(
    () => pageText().then(({ readShownPage }) => readShownPage(page)),
    [page],
  );
  const state = usePublishedRead(
    shownPageReadKey(page),
    load,
    'Failed to fetch the page',
    PAGES_READ,
  );
  const say = useWords();
  const names = useNames();
  const siteTitle = names(SITE.title);
  const language = useLanguage();
  const data = state.status === 'ready' ? state.data : null;
  const shown = data && shownPageIn(data, language);
  // The page's own title is the team's text; until it arrives, the route's name in the page's
  // language.
  const heading = shown?.title.text ?? names(title);
  // The team's title and text in the page's language where they gave them, else in English.
  const titleLang = shown?.title.lang;
  const textLang = shown?.blocks.lang;
  useEffect(() => {
    if (data) document.title = pageTitle(shownPageIn(data, language).title.text, siteTitle);
  }, [data, language, siteTitle]);

  const { subtitle, headerEnd, aside, after } = SURROUNDINGS[page] ?? {};
  // The text's column says its language once; where About Us's links (in the page's language)
  // follow the text in that column, each of its blocks says it.
  const text =
    state.status === 'loading' ? (
      <Spinner />
    ) : shown ? (
      <MarkdownBlocks blocks={shown.blocks.text} lang={after ? textLang : undefined} />
    ) : (
      <p>{say('This page could not be loaded. Check your connection and try again.')}</p>
    );
  return (
    <>
      <PageHeader title={heading} titleLang={titleLang} subtitle={subtitle && names(subtitle)}>
        {headerEnd?.(heading, titleLang)}
      </PageHeader>
      {aside ? (
        <div className="container py-5">
          <div className="row g-4 align-items-start">
            <div className="col-md-4 text-center">{aside}</div>
            <div className="col-md-8 page-text" lang={textLang}>
              {text}
            </div>
          </div>
        </div>
      ) : (
        <div className="container py-5 narrow page-text" lang={after ? undefined : textLang}>
          {text}
          {after}
        </div>
      )}
    </>
  );
}

/** What a page shows around its text, beyond its title. */
interface Surroundings {
  /** The line under the title: one of the commission's names (useNames translates it). */
  subtitle?: string;
  /** What the title band ends with, given the page's title and its `lang` (titleLang). */
  headerEnd?: (title: string, lang: string | undefined) => ReactNode;
  /** A column beside the text on a computer (above it on a phone). */
  aside?: ReactNode;
  /** What follows the text. */
  after?: ReactNode;
}

const MORE_ABOUT_US = [
  { to: PUBLIC_PATHS.history, label: 'History' },
  { to: PUBLIC_PATHS.mission, label: 'Mission' },
  { to: PUBLIC_PATHS.vision, label: 'Vision' },
  { to: PUBLIC_PATHS.objectives, label: 'Objectives' },
] as const;

/** About Us's links to its four neighbours. */
function MoreAboutUs() {
  const say = useWords();
  return (
    <nav aria-label={say('More about us')} className="mt-4">
      <ul className="list-inline mb-0">
        {MORE_ABOUT_US.map(({ to, label }) => (
          <li key={to} className="list-inline-item">
            <Link to={to} className="btn btn-outline-brand btn-sm mb-2">
              {say(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** History's way back: Home, About Us, then the page itself (its title, in `lang`). */
function Breadcrumb({ title, lang }: { title: string; lang: string | undefined }) {
  const say = useWords();
  return (
    <nav aria-label={say('Breadcrumb')}>
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={PUBLIC_PATHS.home}>{say('Home')}</Link>
        </li>
        <li className="breadcrumb-item">
          <Link to={PUBLIC_PATHS.aboutUs}>{say('About Us')}</Link>
        </li>
        <li className="breadcrumb-item active" aria-current="page" lang={lang}>
          {title}
        </li>
      </ol>
    </nav>
  );
}

const SURROUNDINGS: Partial<Record<PageId, Surroundings>> = {
  'about-us': {
    subtitle: SITE.title,
    after: <MoreAboutUs />,
  },
  history: {
    headerEnd: (title, lang) => <Breadcrumb title={title} lang={lang} />,
  },
  chairman: {
    aside: <ChairmanPortrait />,
  },
};

/** The Chairman's portrait, its description in English whatever the page's language. */
function ChairmanPortrait() {
  const english = useEnglishLang();
  return (
    <picture>
      <source type="image/webp" srcSet={CHAIRMAN_PORTRAIT.sources.webp} />
      <img
        className="chairman-portrait"
        src={CHAIRMAN_PORTRAIT.fallback}
        alt={CHAIRMAN_PORTRAIT.alt}
        lang={english}
        width={CHAIRMAN_PORTRAIT.width}
        height={CHAIRMAN_PORTRAIT.height}
      />
    </picture>
  );
}
