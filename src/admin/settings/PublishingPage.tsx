/**
 * Settings' 'Publishing' page (/admin/settings/publishing, the whole team), in a volunteer's words:
 * what appears on the site at once and what at the nightly publish (and at what time in India),
 * when the site was last published, a warning when that is more than two days ago (the nightly
 * publish may have stopped), which saved site details or banner are not on the site yet, and
 * 'Publish now' when the build names the page of the 'Publish the site' workflow on GitHub
 * (VITE_PUBLISH_WORKFLOW_URL). Commands for a terminal are for whoever deploys the site
 * (docs/operating.md), never shown here.
 */
import { useEffect, useId, useState } from 'react';
import type { PublishedManifest } from '../../domain/published';
import {
  STALE_PUBLISH_HOURS,
  isPublishStale,
  nightlyPublishTimeText,
  publishWorkflowAddress,
  unpublishedChanges,
  type PublishedSetting,
  type SavedSiteChanges,
} from '../../domain/publishState';
import { momentText, reasonOf } from '../../domain/words';
import { readPublishedManifest } from '../../services/publishedManifest';
import { savedSiteChanges } from '../../services/siteDetails';
import { timeAgo } from './backupWords';

type Read<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; reason: string };

const SETTING_NAMES: Record<PublishedSetting, string> = {
  siteDetails: 'Site details',
  banner: 'Home banner',
};

/** Settles a read into what the section shows, logging a failure. */
function settle<T>(read: Promise<T>, failure: string, set: (state: Read<T>) => void) {
  read.then(
    (data) => set({ status: 'ready', data }),
    (error: unknown) => {
      console.error(failure, error);
      set({ status: 'failed', reason: reasonOf(error) });
    },
  );
}

export function PublishingPage() {
  const headingId = useId();
  const [manifest, setManifest] = useState<Read<PublishedManifest | null>>({ status: 'loading' });
  const [saved, setSaved] = useState<Read<SavedSiteChanges>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const only =
      <T,>(set: (state: Read<T>) => void) =>
      (state: Read<T>) => {
        if (current) set(state);
      };
    settle(readPublishedManifest(), 'Failed to read the last publish', only(setManifest));
    settle(savedSiteChanges(), 'Failed to read the saved site details', only(setSaved));
    return () => {
      current = false;
    };
  }, []);

  // Read at each render: a test sets it as a build would.
  const workflow = publishWorkflowAddress(import.meta.env.VITE_PUBLISH_WORKFLOW_URL);
  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        Publishing
      </h2>
      <p>
        Programmes, members, messages and photos appear on the site at once, as soon as they are
        saved.
      </p>
      <p>
        Site details and the home banner appear when the site is next published. The site is
        published every night at {nightlyPublishTimeText()}, India time.
      </p>
      <div role="status">
        <LastPublish manifest={manifest} workflow={workflow} />
        {manifest.status !== 'failed' && <NotYetPublished manifest={manifest} saved={saved} />}
      </div>
      <PublishNow workflow={workflow} />
    </section>
  );
}

/** The link to the 'Publish the site' workflow's page on GitHub, opening a new tab. */
function WorkflowLink({ workflow, className }: { workflow: string; className?: string }) {
  return (
    <a href={workflow} className={className} target="_blank" rel="noopener noreferrer">
      &lsquo;Publish the site&rsquo; on GitHub{' '}
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

/**
 * How to publish at once: 'Publish now' on the workflow's page, when the build names it;
 * otherwise the person who looks after the website's set-up does it.
 */
function PublishNow({ workflow }: { workflow: string | null }) {
  const headingId = useId();
  if (!workflow)
    return (
      <p className="mb-0">
        To publish before tonight, ask the person who looks after the website&apos;s set-up.
      </p>
    );
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="h6 fw-bold">
        Publish now
      </h3>
      <p className="mb-0">
        To publish before tonight, open <WorkflowLink workflow={workflow} />, press &lsquo;Run
        workflow&rsquo;, then the green &lsquo;Run workflow&rsquo; button. The site is published a
        few minutes later. This needs a GitHub account that may change the website&apos;s
        repository.
      </p>
    </section>
  );
}

function LastPublish({
  manifest,
  workflow,
}: {
  manifest: Read<PublishedManifest | null>;
  workflow: string | null;
}) {
  if (manifest.status === 'loading') return <p>Checking when the site was last published...</p>;
  if (manifest.status === 'failed')
    return (
      <p className="alert alert-warning">
        When the site was last published could not be read ({manifest.reason}). Try again later.
      </p>
    );
  if (manifest.data === null)
    return (
      <p className="alert alert-info">
        This site has no record of a publish: it has not been published yet (the development server
        never is).
      </p>
    );
  const now = new Date();
  const publishedAt = new Date(manifest.data.publishedAt);
  return (
    <>
      <p>
        Last published on {momentText(publishedAt)} ({timeAgo(publishedAt, now)}).
      </p>
      {isPublishStale(manifest.data.publishedAt, now) && (
        <p className="alert alert-warning">
          The site has not been published for more than {STALE_PUBLISH_HOURS} hours. The nightly
          publish may have stopped.{' '}
          {workflow ? (
            <>
              Its latest runs are listed on{' '}
              <WorkflowLink workflow={workflow} className="alert-link" />. Tell the person who looks
              after the website&apos;s set-up.
            </>
          ) : (
            <>Tell the person who looks after the website&apos;s set-up.</>
          )}
        </p>
      )}
    </>
  );
}

function NotYetPublished({
  manifest,
  saved,
}: {
  manifest: Read<PublishedManifest | null>;
  saved: Read<SavedSiteChanges>;
}) {
  if (manifest.status !== 'ready' || saved.status === 'loading') return null;
  if (saved.status === 'failed')
    return (
      <p className="alert alert-warning">
        Which saved changes are not on the site yet could not be read ({saved.reason}).
      </p>
    );
  const changes = unpublishedChanges(manifest.data, saved.data);
  if (changes.length === 0)
    return <p>Every saved change to the site details and the banner is on the site.</p>;
  return (
    <>
      <p className="mb-1">Saved, and on the site after the next publish:</p>
      <ul>
        {changes.map(({ setting, savedAt }) => (
          <li key={setting}>
            {SETTING_NAMES[setting]}, saved on {momentText(savedAt)}
          </li>
        ))}
      </ul>
    </>
  );
}
