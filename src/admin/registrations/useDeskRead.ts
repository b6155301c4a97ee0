/**
 * What the registration desk reads: the programme, its registration settings, its registrations
 * and the record of the list's downloads, all when the screen opens and again on `readAgain`. A
 * read again that fails keeps what is shown and says so in a toast; the downloads that cannot be
 * read leave the rest of the screen working. A write that succeeded changes the registrations
 * shown through `changeRegistrations`, without reading them again. Each read of a programme that
 * has ended keeps its counts (programmeCounts) from the registrations read.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type {
  ProgrammeRegistration,
  Registration,
  RegistrationDownload,
} from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { getProgramme } from '../../services/programmes';
import { keepProgrammeCounts } from '../../services/registration/programmeCounts';
import {
  listDownloads,
  listRegistrations,
  readProgrammeRegistration,
} from '../../services/registration/registrations';
import { REGISTRATIONS_TEXTS } from './deskWords';

/** The downloads, or why they could not be read. */
export type DownloadsRead = RegistrationDownload[] | { failed: string };

/** What the screen read. */
export type DeskRead =
  | { status: 'reading' }
  | { status: 'failed'; reason: string }
  | { status: 'no programme' }
  | { status: 'not taking'; programme: Programme }
  | {
      status: 'read';
      programme: Programme;
      settings: ProgrammeRegistration;
      registrations: Registration[];
      downloads: DownloadsRead;
    };

/** A desk read whole: the programme takes registrations here. */
export type DeskContents = Extract<DeskRead, { status: 'read' }>;

async function readDownloads(programmeId: string): Promise<DownloadsRead> {
  try {
    return await listDownloads(programmeId);
  } catch (error) {
    console.error('The downloads could not be read', error);
    return { failed: reasonOf(error) };
  }
}

/**
 * Keeps the programme's counts from the registrations just read, once it has ended (the service
 * decides): the year's report reads them after the registrations are deleted. A failure leaves
 * the screen as it is; the nightly count writes them too.
 */
function keepCounts(programme: Programme, registrations: Registration[]) {
  keepProgrammeCounts(programme, registrations).catch((error: unknown) =>
    console.error("The programme's counts could not be kept", error),
  );
}

async function readDesk(programmeId: string): Promise<Exclude<DeskRead, { status: 'reading' }>> {
  const [programme, settings, registrations, downloads] = await Promise.all([
    getProgramme(programmeId),
    readProgrammeRegistration(programmeId),
    listRegistrations(programmeId),
    readDownloads(programmeId),
  ]);
  if (!programme) return { status: 'no programme' };
  if (!settings) return { status: 'not taking', programme };
  keepCounts(programme, registrations);
  return { status: 'read', programme, settings, registrations, downloads };
}

export interface Desk {
  read: DeskRead;
  readAgain: () => void;
  /** Changes the registrations shown (after a write that succeeded). */
  changeRegistrations: (update: (registrations: Registration[]) => Registration[]) => void;
  /** Reads the record of downloads again (after a download). */
  readDownloadsAgain: () => void;
}

export function useDeskRead(programmeId: string): Desk {
  const [read, setRead] = useState<DeskRead>({ status: 'reading' });
  const [readings, setReadings] = useState(0);

  useEffect(() => {
    let current = true;
    readDesk(programmeId).then(
      (desk) => current && setRead(desk),
      (error: unknown) => {
        console.error('The registrations could not be read', error);
        if (!current) return;
        const reason = reasonOf(error);
        // Read again: what is shown stays, and the toast says the read failed.
        if (readings > 0) toast.error(REGISTRATIONS_TEXTS.failed(reason));
        setRead((shown) => (shown.status === 'read' ? shown : { status: 'failed', reason }));
      },
    );
    return () => {
      current = false;
    };
  }, [programmeId, readings]);

  const readAgain = useCallback(() => setReadings((n) => n + 1), []);

  const changeRegistrations = useCallback(
    (update: (registrations: Registration[]) => Registration[]) =>
      setRead((current) =>
        current.status === 'read'
          ? { ...current, registrations: update(current.registrations) }
          : current,
      ),
    [],
  );

  const readDownloadsAgain = useCallback(
    () =>
      void readDownloads(programmeId).then((downloads) =>
        setRead((current) => (current.status === 'read' ? { ...current, downloads } : current)),
      ),
    [programmeId],
  );

  return { read, readAgain, changeRegistrations, readDownloadsAgain };
}
