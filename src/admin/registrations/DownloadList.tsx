/**
 * 'Download CSV' and the record of every download: before the file is made, a warning to keep it
 * where only the team can open it and to delete it after the programme; the download is recorded
 * (who, when) before the file is handed over, and the screen lists each one ('Downloaded by Asha
 * on 27 Nov 2026, 14:05').
 */
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { clockTimeForPeople } from '../../domain/deviceClock';
import { titleFileName } from '../../domain/programmes';
import { programmeDays } from '../../domain/registration/attendance';
import { registrationsCsv } from '../../domain/registration/registrationsCsv';
import type {
  ProgrammeRegistration,
  Registration,
  RegistrationDownload,
} from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { countOf, reasonOf } from '../../domain/words';
import { recordDownload } from '../../services/registration/registrations';
import { useAccess } from '../access/AccessContext';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { saveFile } from '../ui/saveFile';

export const DOWNLOAD_TEXTS = {
  heading: 'Keep this file safe',
  warning: (people: number) =>
    `The file holds the personal details of ${countOf(people, 'person', 'people')}: names, dates of birth, phone numbers, emergency contacts and health notes. Keep it where only the team can open it (not in a chat group or a shared folder), and delete it once the programme is over. Each download is recorded with your name.`,
  notRecorded: (reason: string) =>
    `The download could not be recorded, so no file was made (${reason}). Try again.`,
  done: 'The list is downloaded. Keep it safe, and delete it after the programme.',
  line: (who: string, at: string) => `Downloaded by ${who} on ${at}`,
} as const;

/** The CSV file's name, from the programme's title: 'youth-camp-2026-registrations.csv'. */
export const csvFileName = (title: string) =>
  titleFileName(`${title} registrations`, 'csv', 'registrations');

/** The 'Download CSV' button and its warning; `onDownloaded` after a recorded download. */
export function DownloadCsvButton({
  programme,
  settings,
  registrations,
  onDownloaded,
}: {
  programme: Programme;
  settings: ProgrammeRegistration;
  registrations: readonly Registration[];
  onDownloaded: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={registrations.length === 0}
        onClick={() => setAsking(true)}
      >
        Download CSV
      </button>
      {asking && (
        <DownloadDialog
          people={registrations.length}
          onClose={() => setAsking(false)}
          onDownload={async () => {
            await recordDownload(programme);
            const csv = registrationsCsv(
              settings.questions,
              registrations,
              programme.startDate,
              programmeDays(programme.startDate, programme.endDate),
            );
            saveFile(
              new Blob([csv], { type: 'text/csv;charset=utf-8' }),
              csvFileName(programme.title),
            );
            setAsking(false);
            toast.success(DOWNLOAD_TEXTS.done);
            onDownloaded();
          }}
        />
      )}
    </>
  );
}

function DownloadDialog({
  people,
  onDownload,
  onClose,
}: {
  people: number;
  onDownload: () => Promise<void>;
  onClose: () => void;
}) {
  const ids = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const { recheckAfterRefusal } = useAccess();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      console.error(error);
      void recheckAfterRefusal(error);
      const message = DOWNLOAD_TEXTS.notRecorded(reasonOf(error));
      setProblem(message);
      toast.error(message);
      setBusy(false);
    }
  };
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${ids}-heading`}
      describedBy={`${ids}-warning`}
      onClose={() => {
        if (!busy) onClose();
      }}
      initialFocus={cancel}
    >
      <h2 id={`${ids}-heading`} className="h5 mb-3">
        {DOWNLOAD_TEXTS.heading}
      </h2>
      <p id={`${ids}-warning`}>{DOWNLOAD_TEXTS.warning(people)}</p>
      <FormError message={problem} />
      <div className="d-flex justify-content-end gap-2">
        <button
          ref={cancel}
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={onClose}
        >
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void download()}
        >
          {busy ? 'Downloading...' : 'Download'}
        </button>
      </div>
    </Modal>
  );
}

/** The downloads of the list, newest first; what could not be read is said so. */
export function DownloadsRecord({
  downloads,
}: {
  downloads: readonly RegistrationDownload[] | { failed: string };
}) {
  const { nameOf } = useAccess();
  if ('failed' in downloads)
    return <p className="text-muted">The downloads could not be read ({downloads.failed}).</p>;
  if (downloads.length === 0)
    return <p className="text-muted">Nobody has downloaded the list yet.</p>;
  return (
    <ul className="list-unstyled mb-0">
      {downloads.map((d) => {
        const at = new Date(d.at);
        return (
          <li key={d.id}>
            {DOWNLOAD_TEXTS.line(
              d.byName || nameOf(d.by) || 'a team member',
              Number.isNaN(at.getTime()) ? 'an unknown date' : clockTimeForPeople(at),
            )}
          </li>
        );
      })}
    </ul>
  );
}
