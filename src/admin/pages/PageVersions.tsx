/**
 * A page's last ten versions, newest first: which save each was, who made it and when, its title,
 * and 'Put back' on each but the one the page shows now. Putting one back is a save of its words
 * (so the text it replaces stays among the versions); it asks first, since changes not yet saved
 * in the form are lost.
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { PageVersion, SavedPage } from '../../domain/editablePages';
import { reasonOf } from '../../domain/words';
import { putBackPageVersion } from '../../services/pages';
import { useAccess } from '../access/AccessContext';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { When } from '../ui/When';

export function PageVersions({
  versions,
  opened,
  onPutBack,
}: {
  versions: readonly PageVersion[];
  opened: SavedPage | null;
  onPutBack: (page: SavedPage) => void;
}) {
  const { nameOf } = useAccess();
  const recheckAfterRefusal = useRecheckAfterRefusal();
  const [asked, setAsked] = useState<PageVersion | null>(null);
  const [working, setWorking] = useState(false);
  const headingId = useId();
  const now = new Date();

  const putBack = async (version: PageVersion) => {
    setAsked(null);
    setWorking(true);
    let page: SavedPage;
    try {
      page = await putBackPageVersion(version, opened);
    } catch (error) {
      console.error(error);
      recheckAfterRefusal(error);
      toast.error(`Could not put version ${version.version} back: ${reasonOf(error)}`);
      return;
    } finally {
      setWorking(false);
    }
    toast.success(`Version ${version.version} put back. Visitors see it now.`);
    onPutBack(page);
  };

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 mb-3">
        Versions
      </h3>
      {versions.length === 0 ? (
        <p className="mb-0">None yet: each save is kept here, the last ten of them.</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {versions.map((version) => {
            const by = nameOf(version.savedBy);
            const current = version.version === opened?.version;
            return (
              <li
                key={version.version}
                className="d-flex flex-wrap align-items-center justify-content-between gap-2 border-bottom py-2"
              >
                <span>
                  <span className="fw-semibold">Version {version.version}</span>
                  {version.savedAt && (
                    <>
                      , saved <When at={version.savedAt} now={now} />
                    </>
                  )}
                  {by && ` by ${by}`}: {version.title}
                  {current && <span className="badge text-bg-secondary ms-2">On the page now</span>}
                </span>
                {!current && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    disabled={working}
                    aria-label={`Put version ${version.version} back`}
                    onClick={() => setAsked(version)}
                  >
                    Put back
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {asked && (
        <ConfirmDialog
          message={`Put version ${asked.version} back on the page? The text the page has now stays among the versions; changes not saved in the form above are lost.`}
          confirmLabel="Put back"
          onConfirm={() => void putBack(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </section>
  );
}
