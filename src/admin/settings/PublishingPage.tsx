/**
 * Settings' 'Publishing' page (/admin/settings/publishing, the whole team): when the site was
 * last published, a warning when that is more than two days ago (the nightly publish may have
 * stopped), and which saved site details or banner are not on the site yet.
 */
import { useEffect, useId, useState } from 'react';
import { timeAgo } from '../../domain/backupFormat';
import type { PublishedManifest } from '../../domain/published';
import {
  STALE_PUBLISH_HOURS,
  isPublishStale,
  unpublishedChanges,
  type PublishedSetting,
  type SavedSiteChanges,
} from '../../domain/publishState';
import { momentText, reasonOf } from '../../domain/words';
import { readPublishedManifest } from '../../services/publishedManifest';
import { savedSiteChanges } from '../../services/siteDetails';

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

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        Publishing
      </h2>
      <p>
        Site details and the banner appear on the site at the next publish (every night, or{' '}
        <code>npm run publish</code>). Programmes, members, messages and photos appear at once.
      </p>
      <div role="status">
        <LastPublish manifest={manifest} />
        {manifest.status !== 'failed' && <NotYetPublished manifest={manifest} saved={saved} />}
      </div>
    </section>
  );
}

function LastPublish({ manifest }: { manifest: Read<PublishedManifest | null> }) {
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
        never is). Publish it with <code>npm run publish</code> or the nightly workflow.
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
          publish (the &lsquo;Publish the site&rsquo; workflow in the repository&apos;s GitHub
          Actions) may have stopped: check its latest runs, or run <code>npm run publish</code>.
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
