/**
 * The registrations of a programme with a search (name, phone, parish or the reference the person
 * was given) and a status filter: a table on a wide screen, cards with big buttons on a phone
 * (check-in at the door: search a name or a reference, tap 'Arrived'). Each registration's
 * actions: 'Confirm' someone waiting, 'Cancel' (with a reason, asked by the screen), 'Arrived' for
 * a confirmed one, and 'Delete' for a walk-in added by mistake. Likely duplicates (the same person
 * registered from two accounts) are marked.
 */
import { useId, useState, type ReactNode } from 'react';
import { ageOn } from '../../domain/registration/ages';
import { clockTimeForPeople } from '../../domain/deviceClock';
import {
  registrationReference,
  statusWords,
  type Registration,
  type RegistrationQuestion,
} from '../../domain/registration/registrations';
import { STATUS_FILTERS, shownRegistrations, type StatusFilter } from './registrationRows';

/** What the team can do with one registration; the screen runs each. */
export interface RegistrationActions {
  confirm: (registration: Registration) => void;
  askCancel: (registration: Registration) => void;
  setArrived: (registration: Registration, arrived: boolean) => void;
  askDelete: (registration: Registration) => void;
}

export function RegistrationList({
  registrations,
  questions,
  firstDay,
  duplicates,
  pending,
  phone,
  actions,
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
                  <tr key={r.id}>
                    <th scope="row" className="fw-semibold">
                      <NameAndMark {...row(r)} />
                    </th>
                    <td className="text-nowrap">{registrationReference(r.id)}</td>
                    <td>{r.parish}</td>
                    <td>
                      <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
                    </td>
                    <td>
                      <StatusBadge registration={r} />
                    </td>
                    <td>
                      <ArrivedToggle {...row(r)} />
                    </td>
                    <td>
                      <div className="d-flex flex-wrap gap-2">
                        <OtherActions {...row(r)} />
                      </div>
                    </td>
                    <td>
                      <Details registration={r} questions={questions} firstDay={firstDay} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </>
  );
}

interface RowProps {
  registration: Registration;
  duplicate: boolean;
  busy: boolean;
  actions: RegistrationActions;
  phone?: boolean;
}

/** A registration on a phone: big 'Arrived' first, the rest below. */
function RegistrationCard(
  props: RowProps & { questions: readonly RegistrationQuestion[]; firstDay: string },
) {
  const r = props.registration;
  return (
    <li>
      <article className="card p-3" aria-label={r.name}>
        {/* Below the screen's section headings (h3). */}
        <h4 className="h5 mb-1">
          <NameAndMark {...props} />
        </h4>
        <p className="small text-muted mb-1">Reference {registrationReference(r.id)}</p>
        <p className="mb-2">
          {r.parish} ·{' '}
          <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="text-nowrap">
            {r.phone}
          </a>
        </p>
        <p className="mb-2">
          <StatusBadge registration={r} />
        </p>
        <ArrivedToggle {...props} phone />
        <div className="d-flex flex-wrap gap-2 mt-2">
          <OtherActions {...props} phone />
        </div>
        <Details registration={r} questions={props.questions} firstDay={props.firstDay} />
      </article>
    </li>
  );
}

const STATUS_BADGES = {
  confirmed: 'text-bg-success',
  waiting: 'text-bg-warning',
  cancelled: 'text-bg-secondary',
} as const;

function StatusBadge({ registration }: { registration: Registration }) {
  return (
    <span className={`badge ${STATUS_BADGES[registration.status]}`}>
      {statusWords(registration)}
    </span>
  );
}

/** 'Arrived', pressed once the person is checked in, with the time; only for a confirmed one. */
function ArrivedToggle({ registration: r, busy, actions, phone = false }: RowProps) {
  if (r.status !== 'confirmed') return null;
  const arrived = r.arrivedAt !== null;
  const size = phone ? 'btn-lg w-100 checkin-tap' : 'btn-sm';
  return (
    <div>
      <button
        type="button"
        className={`btn ${arrived ? 'btn-success' : 'btn-outline-success'} ${size}`}
        aria-pressed={arrived}
        aria-label={`Arrived: ${r.name}`}
        disabled={busy}
        onClick={() => actions.setArrived(r, !arrived)}
      >
        {arrived && '✓ '}Arrived
      </button>
      {r.arrivedAt && (
        <span className={`small text-muted ${phone ? 'd-block mt-1' : 'ms-2'}`}>
          at {clockTimeForPeople(new Date(r.arrivedAt))}
        </span>
      )}
    </div>
  );
}

/** Confirm (someone waiting), Cancel (with a reason), Delete (a walk-in added by mistake). */
function OtherActions({ registration: r, busy, actions, phone = false }: RowProps) {
  const size = phone ? 'checkin-tap' : 'btn-sm';
  return (
    <>
      {r.status === 'waiting' && (
        <button
          type="button"
          className={`btn btn-primary ${size}`}
          aria-label={`Confirm ${r.name}: move from the waiting list`}
          disabled={busy}
          onClick={() => actions.confirm(r)}
        >
          Confirm
        </button>
      )}
      {r.status !== 'cancelled' && (
        <button
          type="button"
          className={`btn btn-outline-danger ${size}`}
          aria-label={`Cancel ${r.name}’s registration`}
          disabled={busy}
          onClick={() => actions.askCancel(r)}
        >
          Cancel
        </button>
      )}
      {r.account === '' && (
        <button
          type="button"
          className={`btn btn-outline-secondary ${size}`}
          aria-label={`Delete ${r.name}’s registration`}
          disabled={busy}
          onClick={() => actions.askDelete(r)}
        >
          Delete
        </button>
      )}
    </>
  );
}

/** The name, and a 'Likely duplicate' mark. */
function NameAndMark({ registration, duplicate }: RowProps) {
  return (
    <>
      {registration.name}
      {duplicate && (
        <>
          {' '}
          <span className="badge text-bg-danger fw-normal">Likely duplicate</span>
        </>
      )}
    </>
  );
}

/** The rest of what was given, folded. */
function Details({
  registration: r,
  questions,
  firstDay,
}: {
  registration: Registration;
  questions: readonly RegistrationQuestion[];
  firstDay: string;
}) {
  const age = ageOn(r.dob, firstDay);
  return (
    <details className="small mt-1">
      <summary>
        Details <span className="visually-hidden">{`of ${r.name}`}</span>
      </summary>
      <dl className="mb-0 mt-1">
        <Detail term="Date of birth">
          {r.dob}
          {age !== null && ` (${age} on the first day)`}
        </Detail>
        <Detail term="Deanery">{r.deanery}</Detail>
        <Detail term="Emergency contact">
          {r.emergencyName}, {r.emergencyPhone}
        </Detail>
        {questions.map((q) => (
          <Detail key={q.id} term={q.label}>
            {r.answers[q.id] || '–'}
          </Detail>
        ))}
        <Detail term="Health or diet">{r.health || '–'}</Detail>
        <Detail term="Registered">
          {r.createdAt ? clockTimeForPeople(new Date(r.createdAt)) : '–'}
          {r.consent === 'paper'
            ? ', a walk-in (consent on paper)'
            : r.consent === 'guardian'
              ? ` by a parent or guardian, ${r.email}`
              : ` by ${r.email}`}
        </Detail>
        {r.status === 'cancelled' && (
          <Detail term="Cancelled because">{r.cancelReason || '–'}</Detail>
        )}
      </dl>
    </details>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="d-inline fw-semibold">{term}: </dt>
      <dd className="d-inline mb-0">{children}</dd>
    </div>
  );
}
