/**
 * The last step: what became of the registration (registered, or on the waiting list with a
 * number), its short reference, and what to do with it.
 */
import { Link } from 'react-router-dom';
import { CalendarFileButton } from '../../components/CalendarFileButton';
import { Around, BLANK, StepHeading, Titled } from '../../components/RegistrationFields';
import { useCalendarNames } from '../../components/calendarNames';
import { useLanguage, useWords } from '../../components/words';
import type { Registered } from '../../components/RegistrationForm';
import { formatProgrammeDates } from '../../domain/programmes';
import { whatsAppShareUrl } from '../../domain/programmeShare';
import { PUBLIC_PATHS } from '../../domain/publicPaths';
import { registrationShareText } from '../../domain/registration/shareText';
import {
  registrationReference,
  type ProgrammeRegistration,
} from '../../domain/registration/registrations';
import { shownIn } from '../../domain/shownText';
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
  const say = useWords();
  const calendar = useCalendarNames();
  // The fee note in Hindi where the team gave it, else in English, marked.
  const fee = shownIn(useLanguage(), registration.fee, registration.feeHi);
  const { name, status, waitNumber: number } = registered;
  const dates = formatProgrammeDates(programme, calendar);
  const title = BLANK;
  return (
    <section className="registration-answer">
      <StepHeading focus>
        {status === 'confirmed'
          ? say(forChild ? '{name} is registered' : 'You are registered', { name })
          : say(
              forChild
                ? '{name} is on the waiting list, number {number}'
                : 'You are on the waiting list, number {number}',
              { name, number: number ?? '' },
            )}
      </StepHeading>
      <p>
        <Titled
          said={
            status === 'confirmed'
              ? say(
                  forChild
                    ? "{name}'s place at {title} ({dates}) is confirmed."
                    : 'Your place at {title} ({dates}) is confirmed.',
                  { name, title, dates },
                )
              : say(
                  '{title} is full for now. When a place is free, the team offers it to the people waiting, in order, and will contact you.',
                  { title },
                )
          }
          title={programme.title}
        />
      </p>
      <p className="registration-reference">
        <Around
          said={say('Reference: {reference}. Keep it: the team can find the registration by it.', {
            reference: BLANK,
          })}
        >
          <strong>{registrationReference(registered.id)}</strong>
        </Around>
      </p>
      {registration.fee && <p lang={fee.lang}>{fee.text}</p>}
      <p>
        <Around
          said={say(
            'To see it or cancel it, go to {link} and sign in with the same e-mail address.',
            { link: BLANK },
          )}
        >
          <Link to={PUBLIC_PATHS.myRegistrations}>{say('My registrations')}</Link>
        </Around>
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
              say,
            }),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          {say('Share on WhatsApp')}
          <span className="visually-hidden"> {say('(opens WhatsApp)')}</span>
        </a>
        <CalendarFileButton programme={programme} pageUrl={pageUrl} />
        {forChild && (
          <button type="button" className="btn btn-brand" onClick={onAnother}>
            {say('Register another child')}
          </button>
        )}
      </div>
    </section>
  );
}
