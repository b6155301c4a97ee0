/**
 * The editor of one editable page (/admin/pages/{pageId}, a page of the Pages screen): the page
 * as last saved, in a form with its preview, and its last ten versions, any of which can be put
 * back. Both are read when it opens; a failed read says so, with 'Try again'.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import { loadBuiltInPages } from '../../config/profile';
import {
  isPageId,
  type PageId,
  type PageInput,
  type PageVersion,
  type SavedPage,
} from '../../domain/editablePages';
import { reasonOf } from '../../domain/words';
import { listPageVersions, readPage } from '../../services/pages';
import { adminPath, SEGMENTS } from '../paths';
import { PageForm } from './PageForm';
import { PageVersions } from './PageVersions';
import { PAGE_NAMES, publicPathOf } from './pageNames';

export function PageEditorPage() {
  const { pageId = '' } = useParams();
  if (!isPageId(pageId))
    return (
      <p>
        There is no page &lsquo;{pageId}&rsquo; to edit.{' '}
        <Link to={adminPath(SEGMENTS.pages)}>See the pages</Link>
      </p>
    );
  return <PageEditor key={pageId} id={pageId} />;
}

interface Loaded {
  page: SavedPage | null;
  /** What the form opens with: the page as saved, or the text the site shows until it is. */
  start: PageInput;
  versions: PageVersion[];
}

/** The page as saved, or where it never was, the text the site shows until it is. */
const startOf = async (id: PageId, page: SavedPage | null): Promise<PageInput> =>
  page ?? (await loadBuiltInPages())[id];

function PageEditor({ id }: { id: PageId }) {
  const name = PAGE_NAMES[id];
  const [loaded, setLoaded] = useState<Loaded | 'failed' | 'loading'>('loading');
  const load = useCallback(
    () =>
      Promise.all([readPage(id), listPageVersions(id)])
        .then(async ([page, versions]) => ({ page, start: await startOf(id, page), versions }))
        .then(setLoaded, (error: unknown) => {
          console.error(error);
          toast.error(`Could not read the page: ${reasonOf(error)}`);
          setLoaded('failed');
        }),
    [id],
  );
  useEffect(() => void load(), [load]);

  /** After a save (or a put-back): the page as saved, and its versions read again. */
  const saved = async (page: SavedPage) => {
    setLoaded((current) =>
      typeof current === 'object' ? { ...current, page, start: page } : current,
    );
    try {
      const versions = await listPageVersions(id);
      setLoaded({ page, start: page, versions });
    } catch (error) {
      console.error(error);
      toast.error(`Saved, but the list of versions could not be read: ${reasonOf(error)}`);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h4 mb-0">{name}</h2>
        <span className="d-flex gap-2">
          <Link to={adminPath(SEGMENTS.pages)} className="btn btn-outline-secondary btn-sm">
            All pages
          </Link>
          <a href={publicPathOf(id)} className="btn btn-outline-secondary btn-sm">
            View on the site
          </a>
        </span>
      </div>
      {loaded === 'loading' ? (
        <Spinner />
      ) : loaded === 'failed' ? (
        <div>
          <p className="text-danger">The page could not be read.</p>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => {
              setLoaded('loading');
              void load();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <PageForm
            key={loaded.page?.version ?? 0}
            id={id}
            opened={loaded.page}
            start={loaded.start}
            onSaved={(page) => void saved(page)}
          />
          <PageVersions
            versions={loaded.versions}
            opened={loaded.page}
            onPutBack={(page) => void saved(page)}
          />
        </>
      )}
    </>
  );
}
