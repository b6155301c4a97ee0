/**
 * A programme's registrations (/admin/events/{programmeId}/registrations, a page of Events): the
 * counts at the top, the list with its search and status filter, the waiting list's moves,
 * cancellations with a reason, check-in at the door ('Arrived', with big buttons on a phone),
 * walk-ins with their consent taken on paper, the CSV with its warning and the record of each
 * download, a printable check-in list, and certificates of participation for those who arrived.
 * Everything is read when the screen opens and again on 'Read again' (useDeskRead); an action
 * changes the one registration it moved once it succeeded, and a failed one says why and changes
 * nothing (useDeskActions).
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import { formatProgrammeDates } from '../../domain/programmes';
import { checkInDay, programmeDayName, programmeDays } from '../../domain/registration/attendance';
import { certifiedRegistrations } from '../../domain/registration/certificates';
import { likelyDuplicates } from '../../domain/registration/registrations';
import { EVENTS_PATH } from '../paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { CertificateSheet } from './CertificateSheet';
import { CheckInSheet } from './CheckInSheet';
import { REGISTRATIONS_TEXTS, settingsLine } from './deskWords';
import { DownloadCsvButton, DownloadsRecord } from './DownloadList';
import { usePrintedSheet } from './printedSheet';
import { RegistrationCounts } from './RegistrationCounts';
import { RegistrationList } from './RegistrationList';
import { listCounts } from './registrationRows';
import { useDeskActions } from './useDeskActions';
import { useDeskRead, type Desk, type DeskContents } from './useDeskRead';
import { useWhatsAppReminders } from './useWhatsAppReminders';
import { WhatsAppReminder } from './WhatsAppReminder';
import { WALK_IN_TEXTS, WalkInForm } from './WalkInForm';
import './registrations.css';

export function RegistrationsPage() {
  const { programmeId = '' } = useParams();
  const desk = useDeskRead(programmeId);
  const { read, readAgain } = desk;

  switch (read.status) {
    case 'reading':
      return <Spinner />;
    case 'failed':
      return (
        <Notice>
          <p>{REGISTRATIONS_TEXTS.failed(read.reason)}</p>
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
          <h2 className="h4">{read.programme.title}</h2>
          <p>{REGISTRATIONS_TEXTS.notTaking}</p>
        </Notice>
      );
    case 'read':
      return <Registrations contents={read} desk={desk} />;
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

function Registrations({ contents, desk }: { contents: DeskContents; desk: Desk }) {
  const ids = useId();
  const { programme, settings, registrations, downloads } = contents;
  const phone = useNarrowScreen();
  const days = programmeDays(programme.startDate, programme.endDate);
  const deskActions = useDeskActions(desk, days);
  const { toCancel, toDelete } = deskActions;
  const [walkInOpen, setWalkInOpen] = useState(false);
  const sheet = usePrintedSheet<'check-in list' | 'certificates'>();
  const counts = listCounts(registrations, settings.capacity);
  const duplicates = likelyDuplicates(registrations);
  // A programme of several days: certificates for everyone who came, or for one day's.
  const [certificateDay, setCertificateDay] = useState('');
  const certificatesOn = certificateDay ? { day: certificateDay, days } : undefined;
  // Nobody arrived: the button says why there is nothing to print rather than be greyed out.
  const printCertificates = () => {
    if (certifiedRegistrations(registrations, certificatesOn).length > 0)
      sheet.print('certificates');
    else if (certificatesOn)
      toast.info(REGISTRATIONS_TEXTS.nobodyToCertifyOn(programmeDayName(days, certificateDay)));
    else toast.info(REGISTRATIONS_TEXTS.nobodyToCertify);
  };
  const reminders = useWhatsAppReminders(programme);

  return (
    <section>
      <h2 className="h4 mb-1">{programme.title}</h2>
      <p className="mb-1">
        {formatProgrammeDates(programme)}
        {programme.place && `, ${programme.place}`}
      </p>
      <p className="small text-muted">{settingsLine(settings, new Date())}</p>

      <RegistrationCounts counts={counts} />

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
          onDownloaded={desk.readDownloadsAgain}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={counts.confirmed + counts.waiting === 0}
          onClick={() => sheet.print('check-in list')}
        >
          Print check-in list
        </button>
        {days.length > 1 && (
          <select
            className="form-select w-auto"
            aria-label="Certificates for"
            value={certificateDay}
            onChange={(event) => setCertificateDay(event.target.value)}
          >
            <option value="">Everyone who came</option>
            {days.map((day) => (
              <option key={day} value={day}>
                Present on {programmeDayName(days, day)}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="btn btn-outline-primary" onClick={printCertificates}>
          Print certificates
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={desk.readAgain}>
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
            desk.readAgain();
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
          pending={deskActions.pending}
          phone={phone}
          actions={deskActions.actions}
          checkIn={{ days, today: checkInDay(days, new Date()) }}
          reminder={(r, onPhone) => (
            <WhatsAppReminder registration={r} reminders={reminders} phone={onPhone} />
          )}
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
          onCancel={(reason) => deskActions.cancel(toCancel, reason)}
          onClose={deskActions.closeCancel}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          message={REGISTRATIONS_TEXTS.deleteQuestion(toDelete.name)}
          onConfirm={deskActions.confirmDelete}
          onCancel={deskActions.cancelDelete}
        />
      )}
      {sheet.shown === 'check-in list' && (
        <CheckInSheet
          programme={programme}
          registrations={registrations}
          days={days}
          printedAt={new Date()}
        />
      )}
      {sheet.shown === 'certificates' && (
        <CertificateSheet programme={programme} registrations={registrations} on={certificatesOn} />
      )}
    </section>
  );
}
