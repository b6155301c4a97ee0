/**
 * What the team does with one registration at the desk: confirm someone waiting, mark an arrival
 * (on a day of a programme of several days) or take it back, cancel with a reason (asked in a
 * dialog, which stays open as typed when the cancellation fails) and delete a walk-in added by
 * mistake (after asking). Each write runs through the shared row writes (flow/useRowWrites): its
 * row waits meanwhile, a failure is said and changes nothing; once it succeeded, the one
 * registration it moved changes and a toast says so.
 */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { daysPresent, programmeDayName, withDay } from '../../domain/registration/attendance';
import type { Registration } from '../../domain/registration/registrations';
import {
  cancelRegistration,
  confirmFromWaitingList,
  deleteRegistration,
  setArrived,
} from '../../services/registration/registrations';
import { useRowWrites } from '../flow/useRowWrites';
import { REGISTRATIONS_TEXTS } from './deskWords';
import type { RegistrationActions } from './RegistrationRow';
import type { Desk } from './useDeskRead';

export function useDeskActions(
  { changeRegistrations }: Pick<Desk, 'changeRegistrations'>,
  /** The programme's days (attendance.ts, programmeDays). */
  days: readonly string[],
) {
  const { pending, run, report } = useRowWrites();
  const [toCancel, setToCancel] = useState<Registration | null>(null);
  const [toDelete, setToDelete] = useState<Registration | null>(null);

  const replace = (id: string, fields: Partial<Registration>) =>
    changeRegistrations((list) => list.map((r) => (r.id === id ? { ...r, ...fields } : r)));

  const actions: RegistrationActions = {
    confirm: (r) =>
      void run(
        r.id,
        () => confirmFromWaitingList(r),
        (reason) => REGISTRATIONS_TEXTS.notConfirmed(r.name, reason),
      ).then((done) => {
        if (!done) return;
        replace(r.id, { status: 'confirmed' });
        toast.success(REGISTRATIONS_TEXTS.confirmed(r.name));
      }),
    askCancel: setToCancel,
    // On a day of a programme of several days (`day`), or on the one day of a programme.
    setArrived: (r, arrived, day) => {
      const on = day === undefined ? undefined : programmeDayName(days, day);
      void run(
        r.id,
        () => (day === undefined ? setArrived(r, arrived) : setArrived(r, arrived, day)),
        (reason) => REGISTRATIONS_TEXTS.arrivalNotSaved(r.name, reason, on),
      ).then((done) => {
        if (!done) return;
        const marked = day ?? days[0];
        const presentOn = marked ? withDay(daysPresent(r, days), days, marked, arrived) : [];
        replace(r.id, {
          presentOn,
          arrivedAt: presentOn.length === 0 ? null : (r.arrivedAt ?? new Date().toISOString()),
        });
        toast.success(
          arrived
            ? REGISTRATIONS_TEXTS.arrived(r.name, on)
            : REGISTRATIONS_TEXTS.notArrived(r.name, on),
        );
      });
    },
    askDelete: setToDelete,
  };

  /** The cancel dialog's answer: a failure is thrown back to the dialog, which stays open. */
  const cancel = async (r: Registration, reason: string) => {
    try {
      await cancelRegistration(r, reason);
    } catch (error) {
      const message = report(error, (why) => REGISTRATIONS_TEXTS.notCancelled(r.name, why));
      throw new Error(message, { cause: error });
    }
    setToCancel(null);
    replace(r.id, { status: 'cancelled', cancelReason: reason });
    toast.success(REGISTRATIONS_TEXTS.cancelled(r.name));
  };

  const remove = (r: Registration) => {
    setToDelete(null);
    void run(
      r.id,
      () => deleteRegistration(r),
      (reason) => REGISTRATIONS_TEXTS.notDeleted(r.name, reason),
    ).then((done) => {
      if (!done) return;
      changeRegistrations((list) => list.filter((x) => x.id !== r.id));
      toast.success(REGISTRATIONS_TEXTS.deleted(r.name));
    });
  };

  return {
    pending,
    actions,
    /** The registration whose cancellation is being asked about, and the dialog's answers. */
    toCancel,
    cancel,
    closeCancel: () => setToCancel(null),
    /** The walk-in whose deletion is being asked about, and the answers. */
    toDelete,
    confirmDelete: () => {
      if (toDelete) remove(toDelete);
    },
    cancelDelete: () => setToDelete(null),
  };
}
