/**
 * 'Remind on WhatsApp' on the registrations screen: the link that opens WhatsApp on the team's
 * phone with the reminder written to a confirmed registration's phone (the programme, its day(s),
 * time and place, what to bring, in the language the registration was made in), and the record of
 * each press (reminderSends/{id}: whatsappAt, whatsappBy), which the row shows as 'Reminded
 * {time}'. It reads the programme's reminder settings (what to bring) and what was sent when the
 * screen opens; the links wait for the settings, so that none is pressed without what to bring. A
 * read that fails leaves the links without what to bring and the rows without their 'Reminded',
 * and is logged. A record that fails is said in a toast: the message was sent
 * all the same.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { PROFILE } from '../../config/profile';
import {
  DEFAULT_REMINDER_SETTINGS,
  reminderFacts,
  whatsAppMessageUrl,
  whatsAppReminderText,
  type ReminderSettings,
} from '../../domain/registration/reminders';
import type { Registration } from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { siteUrl } from '../../services/settings';
import {
  listReminderSends,
  readProgrammeReminders,
  recordWhatsAppReminder,
} from '../../services/registration/reminders';

export const REMINDER_TEXTS = {
  remind: 'Remind on WhatsApp',
  remindLabel: (name: string) => `Remind ${name} on WhatsApp (opens in a new tab)`,
  noNumber: 'No WhatsApp number',
  reminded: (time: string) => `Reminded ${time}`,
  notRecorded: (name: string, reason: string) =>
    `The reminder to ${name} was not recorded (${reason}); the screen will not show it.`,
} as const;

export interface WhatsAppReminders {
  /**
   * Whether the programme's reminder settings have been read (or could not be): until then a
   * link would leave out what to bring, so none is offered.
   */
  ready: boolean;
  /** The WhatsApp link of a registration's reminder; null when its phone has no number for it. */
  linkOf: (registration: Registration) => string | null;
  /** When the team last reminded a registration on WhatsApp; null before. */
  remindedAt: (registration: Registration) => string | null;
  /** Records a press of the link, now. */
  record: (registration: Registration) => void;
}

export function useWhatsAppReminders(programme: Programme): WhatsAppReminders {
  const [settings, setSettings] = useState<ReminderSettings>(DEFAULT_REMINDER_SETTINGS);
  const [ready, setReady] = useState(false);
  const [reminded, setReminded] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    let current = true;
    readProgrammeReminders(programme.id)
      .then(
        (stored) => {
          if (current && stored) setSettings(stored);
        },
        (error: unknown) => console.error("The programme's reminders could not be read", error),
      )
      .finally(() => current && setReady(true));
    listReminderSends(programme.id).then(
      (sends) => {
        if (!current) return;
        const times = [...sends.values()].flatMap((s) =>
          s.whatsappAt ? [[s.id, s.whatsappAt] as const] : [],
        );
        setReminded(new Map(times));
      },
      (error: unknown) => console.error('The reminders sent could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [programme.id]);

  const linkOf = useCallback(
    (registration: Registration) =>
      // A child's phone is the one the parent gave in the form ('Phone number (yours or your
      // child's)', components/RegistrationForm.tsx): the parent's or the child's, as they chose.
      whatsAppMessageUrl(
        registration.phone,
        whatsAppReminderText(reminderFacts(programme, registration, settings, siteUrl)),
        PROFILE.callingCode,
      ),
    [programme, settings],
  );

  const record = useCallback((registration: Registration) => {
    recordWhatsAppReminder(registration).then(
      () =>
        setReminded((current) => new Map(current).set(registration.id, new Date().toISOString())),
      (error: unknown) => {
        console.error('The WhatsApp reminder could not be recorded', error);
        toast.error(REMINDER_TEXTS.notRecorded(registration.name, reasonOf(error)));
      },
    );
  }, []);

  return {
    ready,
    linkOf,
    remindedAt: (registration) => reminded.get(registration.id) ?? null,
    record,
  };
}
