/**
 * The last step: what became of the registration (registered, or on the waiting list with a
 * number), its short reference, and what to do with it.
 */
import { Link } from 'react-router-dom';
import { CalendarFileButton } from '../../components/CalendarFileButton';
import { StepHeading } from '../../components/RegistrationFields';
import type { Registered } from '../../components/RegistrationForm';
import { formatProgrammeDates } from '../../domain/programmes';
import { whatsAppShareUrl } from '../../domain/programmeShare';
import { PUBLIC_PATHS } from '../../domain/publicPaths';
import { registrationShareText } from '../../domain/registration/form';
import {
  registrationReference,
  type ProgrammeRegistration,
} from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';

/** What became of the registration, its reference, and what to do with it. */
export function Answer({
  programme,
  registration,
  registered,
  forChild,
  pageUrl,
  onAnother,
}: {
  programme: Programme;
  registration: ProgrammeRegistration;
  registered: Registered;
  forChild: boolean;
  pageUrl: string;
  onAnother: () => void;
}) {
  const { name, status, waitNumber } = registered;
  const who = forChild ? `${name} is` : 'You are';
  const whose = forChild ? `${name}'s` : 'Your';
  const dates = formatProgrammeDates(programme);
  return (
    <section className="registration-answer">
      <StepHeading focus>
        {status === 'confirmed'
          ? `${who} registered`
          : `${who} on the waiting list, number ${waitNumber ?? ''}`}
      </StepHeading>
      <p>
        {status === 'confirmed'
          ? `${whose} place at ${programme.title} (${dates}) is confirmed.`
          : `${programme.title} is full for now. When a place is free, the team offers it to the people waiting, in order, and will contact you.`}
      </p>
      <p className="registration-reference">
        Reference: <strong>{registrationReference(registered.id)}</strong>. Keep it: the team can
        find the registration by it.
      </p>
      {registration.fee && <p>{registration.fee}</p>}
      <p>
        To see it or cancel it, go to{' '}
        <Link to={PUBLIC_PATHS.myRegistrations}>My registrations</Link> and sign in with the same
        e-mail address.
      </p>
      <div className="programme-actions">
        <a
          className="btn btn-outline-brand"
          href={whatsAppShareUrl(
            registrationShareText({
              name,
              programme: { ...programme, dates },
              place: registered,
              pageUrl,
            }),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
        </a>
        <CalendarFileButton programme={programme} pageUrl={pageUrl} />
        {forChild && (
          <button type="button" className="btn btn-brand" onClick={onAnother}>
            Register another child
          </button>
        )}
      </div>
    </section>
  );
}
