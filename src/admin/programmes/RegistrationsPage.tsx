/**
 * A programme's registrations (/admin/events/{programmeId}/registrations, a page of Events): the
 * counts at the top, the list with its search and status filter, the waiting list's moves,
 * cancellations with a reason, check-in at the door ('Arrived', with big buttons on a phone),
 * walk-ins with their consent taken on paper, the CSV with its warning and the record of each
 * download, and a printable check-in list. Everything is read when the screen opens and again on
 * 'Read again' (a read again that fails keeps what is shown, and says so); an action changes the
 * one registration it moved once it succeeded, and a failed one says why and changes nothing.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import { formatProgrammeDates } from '../../domain/programmes';
import {
  ageRange,
  isTakingRegistrations,
  likelyDuplicates,
  type ProgrammeRegistration,
  type Registration,
  type RegistrationDownload,
} from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { countOf, reasonOf } from '../../domain/words';
import { getProgramme } from '../../services/programmes';
import {
  cancelRegistration,
  confirmFromWaitingList,
  deleteRegistration,
  listDownloads,
  listRegistrations,
  readProgrammeRegistration,
  setArrived,
} from '../../services/registration/registrations';
import { useAccess } from '../access/AccessContext';
import { EVENTS_PATH } from '../paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { CheckInSheet, usePrintedSheet } from './CheckInSheet';
import { DownloadCsvButton, DownloadsRecord } from './DownloadList';
import { RegistrationList, type RegistrationActions } from './RegistrationList';
import { listCounts } from './registrationRows';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { WALK_IN_TEXTS, WalkInForm } from './WalkInForm';
import './registrations.css';

/** What the screen read. */
type Screen =
  | { status: 'reading' }
  | { status: 'failed'; reason: string }
  | { status: 'no programme' }
  | { status: 'not taking'; programme: Programme }
  | {
      status: 'read';
      programme: Programme;
      settings: ProgrammeRegistration;
      registrations: Registration[];
      downloads: RegistrationDownload[] | { failed: string };
    };

type Read = Exclude<Screen, { status: 'reading' }>;

/** The downloads, or why they could not be read (the rest of the screen works without them). */
async function readDownloads(
  programmeId: string,
): Promise<RegistrationDownload[] | { failed: string }> {
  try {
    return await listDownloads(programmeId);
  } catch (error) {
    console.error('The downloads could not be read', error);
    return { failed: reasonOf(error) };
  }
}

async function readScreen(programmeId: string): Promise<Read> {
  const [programme, settings, registrations, downloads] = await Promise.all([
    getProgramme(programmeId),
    readProgrammeRegistration(programmeId),
    listRegistrations(programmeId),
    readDownloads(programmeId),
  ]);
  if (!programme) return { status: 'no programme' };
  if (!settings) return { status: 'not taking', programme };
  return { status: 'read', programme, settings, registrations, downloads };
}

export const REGISTRATIONS_TEXTS = {
  failed: (reason: string) => `The registrations could not be read (${reason}).`,
  noProgramme: 'There is no such event: it may have been deleted.',
  notTaking:
    "This event does not take registrations on this site. To take them, open it with 'Edit' on the Events screen and tick 'Take registrations here'.",
  duplicates: (n: number) =>
    `${countOf(n, 'registration')} marked 'Likely duplicate': the same name and date of birth registered from different accounts (two parents registering one child, say). Cancel the one not needed.`,
  confirmed: (name: string) => `${name} is confirmed.`,
  notConfirmed: (name: string, reason: string) => `${name} was not confirmed: ${reason}`,
  cancelled: (name: string) => `${name}’s registration is cancelled.`,
  notCancelled: (name: string, reason: string) =>
    `${name}’s registration was not cancelled: ${reason}`,
  arrived: (name: string) => `${name} arrived.`,
  notArrived: (name: string) => `${name} is no longer marked arrived.`,
  arrivalNotSaved: (name: string, reason: string) => `${name}’s arrival was not saved: ${reason}`,
  deleteQuestion: (name: string) =>
    `Delete ${name}’s registration? Use this for a walk-in added by mistake: it is gone for good, and its place is freed.`,
  deleted: (name: string) => `${name}’s registration is deleted.`,
  notDeleted: (name: string, reason: string) => `${name}’s registration was not deleted: ${reason}`,
} as const;

export function RegistrationsPage() {
  const { programmeId = '' } = useParams();
  const [screen, setScreen] = useState<Screen>({ status: 'reading' });
  const [readings, setReadings] = useState(0);

  useEffect(() => {
    let current = true;
    readScreen(programmeId).then(
      (read) => current && setScreen(read),
      (error: unknown) => {
        console.error('The registrations could not be read', error);
        if (!current) return;
        const reason = reasonOf(error);
        // Read again: what is shown stays, and the toast says the read failed.
        if (readings > 0) toast.error(REGISTRATIONS_TEXTS.failed(reason));
        setScreen((shown) => (shown.status === 'read' ? shown : { status: 'failed', reason }));
      },
    );
    return () => {
      current = false;
    };
  }, [programmeId, readings]);

  const readAgain = useCallback(() => setReadings((n) => n + 1), []);

  switch (screen.status) {
    case 'reading':
      return <Spinner />;
    case 'failed':
      return (
        <Notice>
          <p>{REGISTRATIONS_TEXTS.failed(screen.reason)}</p>
          <button type="button" className="btn btn-primary" onClick={readAgain}>
            Try again
          </button>
        </Notice>
      );
    case 'no programme':
      return (
        <Notice>
          <p>{REGISTRATIONS_TEXTS.noProgramme}</p>
        </Notice>
      );
    case 'not taking':
      return (
        <Notice>
          <h2 className="h4">{screen.programme.title}</h2>
          <p>{REGISTRATIONS_TEXTS.notTaking}</p>
        </Notice>
      );
    case 'read':
      return <Registrations read={screen} setScreen={setScreen} readAgain={readAgain} />;
  }
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <section>
      {children}
      <Link to={EVENTS_PATH}>Back to the events</Link>
    </section>
  );
}

type ReadScreen = Extract<Screen, { status: 'read' }>;

function Registrations({
  read,
  setScreen,
  readAgain,
}: {
  read: ReadScreen;
  setScreen: (change: (screen: Screen) => Screen) => void;
  readAgain: () => void;
}) {
  const ids = useId();
  const { programme, settings, registrations, downloads } = read;
  const { recheckAfterRefusal } = useAccess();
  const phone = useNarrowScreen();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [toCancel, setToCancel] = useState<Registration | null>(null);
  const [toDelete, setToDelete] = useState<Registration | null>(null);
  const [walkInOpen, setWalkInOpen] = useState(false);
  const sheet = usePrintedSheet();
  const counts = listCounts(registrations, settings.capacity);
  const duplicates = likelyDuplicates(registrations);

  /** Changes the registrations shown (after a write that succeeded). */
  const change = (update: (registrations: Registration[]) => Registration[]) =>
    setScreen((current) =>
      current.status === 'read'
        ? { ...current, registrations: update(current.registrations) }
        : current,
    );
  const replace = (id: string, fields: Partial<Registration>) =>
    change((list) => list.map((r) => (r.id === id ? { ...r, ...fields } : r)));
  const markPending = (id: string, busy: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs a write for one registration: its buttons wait, and a failure is said and logged. */
  const run = async (
    r: Registration,
    write: () => Promise<void>,
    failed: (reason: string) => string,
  ): Promise<boolean> => {
    markPending(r.id, true);
    try {
      await write();
      return true;
    } catch (error) {
      console.error(error);
      void recheckAfterRefusal(error);
      toast.error(failed(reasonOf(error)));
      return false;
    } finally {
      markPending(r.id, false);
    }
  };

  const actions: RegistrationActions = {
    confirm: (r) =>
      void run(
        r,
        () => confirmFromWaitingList(r),
        (reason) => REGISTRATIONS_TEXTS.notConfirmed(r.name, reason),
      ).then((done) => {
        if (!done) return;
        replace(r.id, { status: 'confirmed' });
        toast.success(REGISTRATIONS_TEXTS.confirmed(r.name));
      }),
    askCancel: setToCancel,
    setArrived: (r, arrived) =>
      void run(
        r,
        () => setArrived(r, arrived),
        (reason) => REGISTRATIONS_TEXTS.arrivalNotSaved(r.name, reason),
      ).then((done) => {
        if (!done) return;
        replace(r.id, { arrivedAt: arrived ? new Date().toISOString() : null });
        toast.success(
          arrived ? REGISTRATIONS_TEXTS.arrived(r.name) : REGISTRATIONS_TEXTS.notArrived(r.name),
        );
      }),
    askDelete: setToDelete,
  };

  const cancel = async (r: Registration, reason: string) => {
    try {
      await cancelRegistration(r, reason);
    } catch (error) {
      console.error(error);
      void recheckAfterRefusal(error);
      const message = REGISTRATIONS_TEXTS.notCancelled(r.name, reasonOf(error));
      toast.error(message);
      throw new Error(message, { cause: error });
    }
    setToCancel(null);
    replace(r.id, { status: 'cancelled', cancelReason: reason });
    toast.success(REGISTRATIONS_TEXTS.cancelled(r.name));
  };

  const remove = (r: Registration) => {
    setToDelete(null);
    void run(
      r,
      () => deleteRegistration(r),
      (reason) => REGISTRATIONS_TEXTS.notDeleted(r.name, reason),
    ).then((done) => {
      if (!done) return;
      change((list) => list.filter((x) => x.id !== r.id));
      toast.success(REGISTRATIONS_TEXTS.deleted(r.name));
    });
  };

  const reloadDownloads = () =>
    void readDownloads(programme.id).then((read) =>
      setScreen((current) =>
        current.status === 'read' ? { ...current, downloads: read } : current,
      ),
    );

  return (
    <section>
      <h2 className="h4 mb-1">{programme.title}</h2>
      <p className="mb-1">
        {formatProgrammeDates(programme)}
        {programme.place && `, ${programme.place}`}
      </p>
      <p className="small text-muted">{settingsLine(settings, new Date())}</p>

      <div role="group" aria-label="Counts">
        <dl className="registration-counts d-flex flex-wrap gap-2 mb-3">
          <Count term="Confirmed" value={counts.confirmed} />
          <Count term="Waiting" value={counts.waiting} />
          <Count term="Cancelled" value={counts.cancelled} />
          <Count term="Arrived" value={counts.arrived} />
          <Count term="Places left" value={counts.left ?? 'No limit'} />
        </dl>
      </div>

      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className={walkInOpen ? 'btn btn-outline-secondary' : 'btn btn-primary'}
          aria-expanded={walkInOpen}
          onClick={() => setWalkInOpen((open) => !open)}
        >
          {walkInOpen ? 'Cancel' : WALK_IN_TEXTS.title}
        </button>
        <DownloadCsvButton
          programme={programme}
          settings={settings}
          registrations={registrations}
          onDownloaded={reloadDownloads}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={counts.confirmed + counts.waiting === 0}
          onClick={sheet.print}
        >
          Print check-in list
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={readAgain}>
          Read again
        </button>
      </div>

      {walkInOpen && (
        <WalkInForm
          programme={programme}
          settings={settings}
          registered={registrations}
          onAdded={(name, place) => {
            setWalkInOpen(false);
            toast.success(WALK_IN_TEXTS.added(name, place));
            readAgain();
          }}
        />
      )}

      <section aria-labelledby={`${ids}-list`} className="mb-4">
        <h3 id={`${ids}-list`} className="h5">
          Registrations
        </h3>
        {duplicates.size > 0 && (
          <p className="alert alert-warning">{REGISTRATIONS_TEXTS.duplicates(duplicates.size)}</p>
        )}
        <RegistrationList
          registrations={registrations}
          questions={settings.questions}
          firstDay={programme.startDate}
          duplicates={duplicates}
          pending={pending}
          phone={phone}
          actions={actions}
        />
      </section>

      <section aria-labelledby={`${ids}-downloads`}>
        <h3 id={`${ids}-downloads`} className="h5">
          Downloads of the list
        </h3>
        <DownloadsRecord downloads={downloads} />
      </section>

      {toCancel && (
        <CancelRegistrationDialog
          registration={toCancel}
          onCancel={(reason) => cancel(toCancel, reason)}
          onClose={() => setToCancel(null)}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          message={REGISTRATIONS_TEXTS.deleteQuestion(toDelete.name)}
          onConfirm={() => remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
      {sheet.shown && (
        <CheckInSheet programme={programme} registrations={registrations} printedAt={new Date()} />
      )}
    </section>
  );
}

function Count({ term, value }: { term: string; value: number | string }) {
  return (
    <div className="border rounded px-3 py-2">
      <dt className="small fw-normal">{term}</dt>
      <dd className="fs-4 fw-semibold mb-0">{value}</dd>
    </div>
  );
}

/**
 * How the programme takes registrations, in a line: 'Registration is open until Sat 14 Mar 2026.
 * 40 places. Ages 15 to 25. Pay ₹300 at the venue.'
 */
export function settingsLine(settings: ProgrammeRegistration, now: Date): string {
  const closing = formatProgrammeDates({
    startDate: settings.closesOn,
    endDate: settings.closesOn,
  });
  const state = isTakingRegistrations(settings, now)
    ? `Registration is open until ${closing}.`
    : settings.open
      ? `Registration closed at the end of ${closing}.`
      : 'Registration is closed.';
  const ages = ageRange(settings.minAge, settings.maxAge);
  return [
    state,
    settings.capacity === null ? 'No limit on places.' : `${countOf(settings.capacity, 'place')}.`,
    ages && `Ages ${ages}.`,
    settings.fee && (/[.!?]$/.test(settings.fee) ? settings.fee : `${settings.fee}.`),
  ]
    .filter(Boolean)
    .join(' ');
}
