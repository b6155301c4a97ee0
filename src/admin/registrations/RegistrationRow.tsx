/**
 * One registration of the desk's list, as a table row on a wide screen or as a card with big
 * buttons on a phone: the name with its 'Likely duplicate' mark, the reference, parish, phone and
 * status, 'Arrived' for a confirmed one (one per day for a programme of several days, today's
 * first on a phone, and 'Days present 2 of 3'), the other actions, and the details folded. Its
 * buttons wait while a write of its own is under way.
 */
import type { ReactNode } from 'react';
import { clockTimeForPeople } from '../../domain/deviceClock';
import {
  daysPresent,
  daysPresentCount,
  programmeDayName,
  programmeDayTitle,
} from '../../domain/registration/attendance';
import {
  registrationReference,
  statusWords,
  type Registration,
  type RegistrationQuestion,
} from '../../domain/registration/registrations';
import { RegistrationDetails } from './RegistrationDetails';

/** What the team can do with one registration; the screen runs each. */
export interface RegistrationActions {
  confirm: (registration: Registration) => void;
  askCancel: (registration: Registration) => void;
  /** Marks an arrival or takes it back: on `day` of a programme of several days. */
  setArrived: (registration: Registration, arrived: boolean, day?: string) => void;
  askDelete: (registration: Registration) => void;
}

interface RowProps {
  registration: Registration;
  duplicate: boolean;
  busy: boolean;
  actions: RegistrationActions;
  checkIn: CheckInDays;
  phone?: boolean;
  /** 'Remind on WhatsApp' of a registration, beside its other actions (WhatsAppReminder). */
  reminder?: (registration: Registration, phone: boolean) => ReactNode;
}

/** What a row shows besides the registration: the programme's questions and its first day. */
interface Shown {
  questions: readonly RegistrationQuestion[];
  /** The programme's first day, on which ages are counted. */
  firstDay: string;
}

/** The programme's days, and the one a check-in is for now (attendance.ts, checkInDay). */
export interface CheckInDays {
  days: readonly string[];
  today: string;
}

/** A registration on a wide screen: a row of the table. */
export function RegistrationRow(props: RowProps & Shown) {
  const r = props.registration;
  return (
    <tr>
      <th scope="row" className="fw-semibold">
        <NameAndMark {...props} />
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
        <ArrivedToggle {...props} />
      </td>
      <td>
        <div className="d-flex flex-wrap gap-2">
          <OtherActions {...props} />
          {props.reminder?.(r, false)}
        </div>
      </td>
      <td>
        <RegistrationDetails
          registration={r}
          questions={props.questions}
          firstDay={props.firstDay}
        />
      </td>
    </tr>
  );
}

/** A registration on a phone: big 'Arrived' first, the rest below. */
export function RegistrationCard(props: RowProps & Shown) {
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
          {props.reminder?.(r, true)}
        </div>
        <RegistrationDetails
          registration={r}
          questions={props.questions}
          firstDay={props.firstDay}
        />
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

/**
 * 'Arrived', pressed once the person is checked in, with the time; only for a confirmed one. For
 * a programme of several days, one for each day (DayToggles).
 */
function ArrivedToggle(props: RowProps) {
  const { registration: r, busy, actions, checkIn, phone = false } = props;
  if (r.status !== 'confirmed') return null;
  if (checkIn.days.length > 1) return <DayToggles {...props} />;
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

/**
 * 'Arrived on day 2 (Sat 12 Dec)', one for each day of the programme, each pressed once the person
 * is marked present on it, and 'Days present 2 of 3'. On a phone the day of the check-in (today,
 * or the nearest day of the programme) comes first and big, the other days below it; in the table
 * each day in order, named 'Day 2 (Sat 12 Dec)' under the column 'Arrived'.
 */
function DayToggles({ registration: r, busy, actions, checkIn, phone = false }: RowProps) {
  const { days, today } = checkIn;
  const present = daysPresent(r, days);
  const toggle = (day: string, big: boolean) => {
    const name = programmeDayName(days, day);
    const pressed = present.includes(day);
    const size = big ? 'btn-lg w-100 checkin-tap' : phone ? 'checkin-tap' : 'btn-sm text-nowrap';
    return (
      <button
        key={day}
        type="button"
        className={`btn ${pressed ? 'btn-success' : 'btn-outline-success'} ${size}`}
        aria-pressed={pressed}
        aria-label={`Arrived on ${name}: ${r.name}`}
        disabled={busy}
        onClick={() => actions.setArrived(r, !pressed, day)}
      >
        {pressed && '✓ '}
        {phone ? `Arrived on ${name}` : programmeDayTitle(days, day)}
      </button>
    );
  };
  const count = <span className="small text-muted">Days present {daysPresentCount(r, days)}</span>;
  if (!phone)
    return (
      <div className="d-flex flex-column align-items-start gap-1">
        {days.map((day) => toggle(day, false))}
        {count}
      </div>
    );
  return (
    <div>
      {toggle(today, true)}
      <p className="mt-1 mb-2">{count}</p>
      <div className="d-flex flex-wrap gap-2">
        {days.filter((day) => day !== today).map((day) => toggle(day, false))}
      </div>
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
