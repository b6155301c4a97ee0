/**
 * Cancelling a registration: the team says why (kept with it and in the CSV), and its place is
 * freed for the waiting list. 'Keep it' (focused first, and Escape) changes nothing; a
 * cancellation that fails says why and keeps the dialog as typed.
 */
import { useId, useRef, useState } from 'react';
import { REGISTRATION_LIMITS, type Registration } from '../../domain/registration/registrations';
import { cleanSingleLine } from '../../domain/cleanText';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';

export const CANCEL_TEXTS = {
  question: (name: string) => `Cancel ${name}’s registration?`,
  reasonNeeded: 'Say why the registration is cancelled.',
  tooLong: `The reason must be at most ${REGISTRATION_LIMITS.cancelReason} characters.`,
} as const;

export function CancelRegistrationDialog({
  registration,
  onCancel,
  onClose,
}: {
  registration: Registration;
  /** Cancels it with the reason; rejects with the message to show when it could not. */
  onCancel: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const ids = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    const given = reason.trim();
    if (!given) return setProblem(CANCEL_TEXTS.reasonNeeded);
    if (given.length > REGISTRATION_LIMITS.cancelReason) return setProblem(CANCEL_TEXTS.tooLong);
    setProblem(null);
    setBusy(true);
    try {
      await onCancel(given);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Modal
      role="dialog"
      labelledBy={`${ids}-heading`}
      onClose={() => {
        if (!busy) onClose();
      }}
      initialFocus={keep}
    >
      <h2 id={`${ids}-heading`} className="h5 mb-3">
        {CANCEL_TEXTS.question(registration.name)}
      </h2>
      <p className="small">
        Their place is freed: someone on the waiting list can then be confirmed. The reason is kept
        with the registration.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void cancel();
        }}
      >
        <FormError message={problem} />
        <div className="mb-3">
          <label htmlFor={`${ids}-reason`} className="form-label">
            Reason
          </label>
          <input
            id={`${ids}-reason`}
            className="form-control"
            value={reason}
            disabled={busy}
            placeholder="Asked by their parent on the phone"
            onChange={(event) => setReason(cleanSingleLine(event.target.value))}
          />
        </div>
        <div className="d-flex justify-content-end gap-2">
          <button
            ref={keep}
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={onClose}
          >
            Keep it
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel registration'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
