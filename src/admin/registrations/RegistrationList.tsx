/**
 * The registrations of a programme with a search (name, phone, parish or the reference the person
 * was given) and a status filter: a table on a wide screen, cards with big buttons on a phone
 * (check-in at the door: search a name or a reference, tap 'Arrived'). Each registration's
 * actions: 'Confirm' someone waiting, 'Cancel' (with a reason, asked by the screen), 'Arrived' for
 * a confirmed one (one per day of a programme of several days), and 'Delete' for a walk-in added
 * by mistake. Likely duplicates (the same person
 * registered from two accounts) are marked.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Registration, RegistrationQuestion } from '../../domain/registration/registrations';
import {
  RegistrationCard,
  RegistrationRow,
  type CheckInDays,
  type RegistrationActions,
} from './RegistrationRow';
import { STATUS_FILTERS, shownRegistrations, type StatusFilter } from './registrationRows';

export function RegistrationList({
  registrations,
  questions,
  firstDay,
  duplicates,
  pending,
  phone,
  actions,
  checkIn,
  reminder,
}: {
  registrations: readonly Registration[];
  questions: readonly RegistrationQuestion[];
  /** The programme's first day, on which ages are counted. */
  firstDay: string;
  /** The ids of likely duplicates. */
  duplicates: ReadonlySet<string>;
  /** The ids of registrations with an action under way: their buttons wait. */
  pending: ReadonlySet<string>;
  /** Cards with big buttons rather than a table. */
  phone: boolean;
  actions: RegistrationActions;
  /** The programme's days, and the one a check-in is for now. */
  checkIn: CheckInDays;
  /** 'Remind on WhatsApp' of a registration, shown with its actions. */
  reminder?: (registration: Registration, phone: boolean) => ReactNode;
}) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const shown = shownRegistrations(registrations, filter, search);
  const row = (r: Registration) => ({
    registration: r,
    duplicate: duplicates.has(r.id),
    busy: pending.has(r.id),
    actions,
    checkIn,
    reminder,
  });

  return (
    <>
      <div className="row g-2 align-items-end mb-2" role="search">
        <div className="col-md-7">
          <label htmlFor={`${ids}-search`} className="form-label">
            Search by name, phone, parish or reference
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            className={`form-control ${phone ? 'form-control-lg' : ''}`}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="col-md-5">
          <label htmlFor={`${ids}-status`} className="form-label">
            Status
          </label>
          <select
            id={`${ids}-status`}
            className={`form-select ${phone ? 'form-select-lg' : ''}`}
            value={filter}
            onChange={(event) =>
              setFilter(STATUS_FILTERS.find((f) => f.value === event.target.value)?.value ?? 'all')
            }
          >
            {STATUS_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="small text-muted">
        {registrations.length === 0
          ? 'No one has registered yet.'
          : shown.length === 0
            ? 'No registration matches.'
            : `Showing ${shown.length} of ${registrations.length}.`}
      </p>
      {shown.length > 0 &&
        (phone ? (
          <ul className="list-unstyled d-grid gap-3" aria-label="Registrations">
            {shown.map((r) => (
              <RegistrationCard key={r.id} {...row(r)} questions={questions} firstDay={firstDay} />
            ))}
          </ul>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle">
              <caption className="visually-hidden">Registrations</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Parish</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Status</th>
                  <th scope="col">Arrived</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <RegistrationRow
                    key={r.id}
                    {...row(r)}
                    questions={questions}
                    firstDay={firstDay}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </>
  );
}
