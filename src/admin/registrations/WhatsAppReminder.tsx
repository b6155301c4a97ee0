/**
 * A confirmed registration's 'Remind on WhatsApp': a link that opens WhatsApp in a new tab with
 * the reminder written to the registration's phone, recorded as it is pressed, and 'Reminded
 * {time}' once it was (useWhatsAppReminders). A phone without a number WhatsApp knows says so.
 */
import { clockTimeForPeople } from '../../domain/deviceClock';
import type { Registration } from '../../domain/registration/registrations';
import { REMINDER_TEXTS, type WhatsAppReminders } from './useWhatsAppReminders';

export function WhatsAppReminder({
  registration: r,
  reminders,
  phone = false,
}: {
  registration: Registration;
  reminders: WhatsAppReminders;
  /** Big enough to tap, on a phone's card. */
  phone?: boolean;
}) {
  if (r.status !== 'confirmed') return null;
  const link = reminders.linkOf(r);
  const at = reminders.remindedAt(r);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      {!reminders.ready ? null : link ? (
        <a
          className={`btn btn-outline-success ${phone ? 'checkin-tap' : 'btn-sm'}`}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={REMINDER_TEXTS.remindLabel(r.name)}
          onClick={() => reminders.record(r)}
        >
          {REMINDER_TEXTS.remind}
        </a>
      ) : (
        <span className="small text-muted">{REMINDER_TEXTS.noNumber}</span>
      )}
      {at && (
        <span className="small text-muted">
          {REMINDER_TEXTS.reminded(clockTimeForPeople(new Date(at)))}
        </span>
      )}
    </span>
  );
}
