/**
 * Settings (/admin/settings): the list of its pages, each a screen of its own (the section
 * table's SETTINGS_PAGES), with what it is for and a line of its state, read when the list opens:
 * when the site was last published, when the site details and the banner were last saved, who is
 * on the team, what the Trash holds (after its expired items have gone). Each person sees the
 * pages their role opens. A read that fails is logged, and its line says so.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { readPublishedManifest } from '../../services/publishedManifest';
import { savedSiteChanges } from '../../services/siteDetails';
import { listInvitations, listTeam } from '../../services/team';
import { useAccess } from '../access/AccessContext';
import { purgeThenListTrash } from '../flow/trash';
import { adminPath } from '../paths';
import { SETTINGS, SETTINGS_PAGES } from '../sections';
import { publishingLine, savedLine, teamLine, trashLine } from './settingsLines';

/** A read made once when the page opens: undefined while it runs, 'failed' when it failed. */
function useReadOnce<T>(read: (() => Promise<T>) | null): T | 'failed' | undefined {
  const [result, setResult] = useState<T | 'failed'>();
  useEffect(() => {
    if (!read) return;
    let current = true;
    read().then(
      (data) => {
        if (current) setResult(data);
      },
      (error: unknown) => {
        console.error(error);
        if (current) setResult('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [read]);
  return result;
}

const readTeam = () => Promise.all([listTeam(), listInvitations()]);

/** The state line of each page that has one, by the page's path; undefined while it is read. */
function useStateLines(isOwner: boolean): Readonly<Record<string, string | undefined>> {
  const manifest = useReadOnce(readPublishedManifest);
  const saved = useReadOnce(isOwner ? savedSiteChanges : null);
  const team = useReadOnce(isOwner ? readTeam : null);
  const trash = useReadOnce(purgeThenListTrash);
  const now = new Date();
  const when = <T,>(read: T | 'failed' | undefined, failed: string, line: (data: T) => string) =>
    read === undefined ? undefined : read === 'failed' ? failed : line(read);
  return {
    publishing: manifest === undefined ? undefined : publishingLine(manifest, now),
    'site-details': when(saved, 'The site details could not be read.', ({ siteDetails }) =>
      savedLine(siteDetails, 'Not saved yet: the site shows the details it was built with.', now),
    ),
    banner: when(saved, 'The home banner could not be read.', ({ banner }) =>
      savedLine(banner, 'Not saved yet: the site shows its built-in photos and words.', now),
    ),
    team: when(team, 'The team could not be read.', ([people, invitations]) =>
      teamLine(people, invitations, now),
    ),
    trash: when(trash, 'The Trash could not be read.', trashLine),
  };
}

export function SettingsAdmin() {
  const { isOwner } = useAccess();
  const lines = useStateLines(isOwner);
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {SETTINGS_PAGES.filter((page) => isOwner || !page.ownersOnly).map((page) => (
        <li key={page.path} className="card card-body">
          <h2 className="h5 mb-1">
            <Link to={adminPath(SETTINGS.path, page.path)}>{page.title}</Link>
          </h2>
          <p className="small text-muted mb-0">{page.description}</p>
          {lines[page.path] && <p className="mt-1 mb-0">{lines[page.path]}</p>}
        </li>
      ))}
    </ul>
  );
}
