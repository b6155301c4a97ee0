/**
 * The printable check-in list: for each confirmed registration its name, parish, phone, emergency
 * contact and a box to tick at the door (a box for each day of a programme of several days); then
 * the waiting list the same way. It is put on the page only to be printed ('Print check-in
 * list'), as every printed sheet of the desk is (printedSheet.tsx); on the screen it never shows.
 */
import { clockTimeForPeople } from '../../domain/deviceClock';
import { formatProgrammeDates } from '../../domain/programmes';
import { daysPresent, programmeDayTitle } from '../../domain/registration/attendance';
import type { Registration } from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { PrintedSheet } from './printedSheet';
import { byName } from './registrationRows';

export function CheckInSheet({
  programme,
  registrations,
  days,
  printedAt,
}: {
  programme: Programme;
  registrations: readonly Registration[];
  /** The programme's days (attendance.ts, programmeDays). */
  days: readonly string[];
  printedAt: Date;
}) {
  const confirmed = byName(registrations.filter((r) => r.status === 'confirmed'));
  const waiting = registrations
    .filter((r) => r.status === 'waiting')
    .sort((a, b) => (a.waitNumber ?? 0) - (b.waitNumber ?? 0));
  return (
    <PrintedSheet className="checkin-sheet">
      <h1 className="h4">{programme.title}: check-in list</h1>
      <p>
        {formatProgrammeDates(programme)}
        {programme.place ? `, ${programme.place}` : ''}. {confirmed.length} confirmed, printed{' '}
        {clockTimeForPeople(printedAt)}.
      </p>
      <SheetTable registrations={confirmed} caption="Confirmed" days={days} />
      {waiting.length > 0 && (
        <SheetTable registrations={waiting} caption="Waiting list" days={days} numbered />
      )}
    </PrintedSheet>
  );
}

function SheetTable({
  registrations,
  caption,
  days,
  numbered = false,
}: {
  registrations: readonly Registration[];
  caption: string;
  days: readonly string[];
  numbered?: boolean;
}) {
  // A programme of several days: a box for each day, ticked for the days present.
  const eachDay = days.length > 1;
  return (
    <table className="table table-sm table-bordered">
      <caption className="caption-top fw-semibold text-body">{caption}</caption>
      <thead>
        <tr>
          {eachDay ? (
            days.map((day) => (
              <th key={day} scope="col">
                {programmeDayTitle(days, day)}
              </th>
            ))
          ) : (
            <th scope="col">Arrived</th>
          )}
          {numbered && <th scope="col">No.</th>}
          <th scope="col">Name</th>
          <th scope="col">Parish</th>
          <th scope="col">Phone</th>
          <th scope="col">Emergency contact</th>
        </tr>
      </thead>
      <tbody>
        {registrations.map((r) => (
          <tr key={r.id}>
            {eachDay ? (
              days.map((day) => (
                <td key={day}>
                  <ArrivedBox arrived={daysPresent(r, days).includes(day)} />
                </td>
              ))
            ) : (
              <td>
                <ArrivedBox arrived={r.arrivedAt !== null} />
              </td>
            )}
            {numbered && <td>{r.waitNumber}</td>}
            <td>{r.name}</td>
            <td>{r.parish}</td>
            <td>{r.phone}</td>
            <td>
              {r.emergencyName}, {r.emergencyPhone}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A box to tick at the door, ticked once the person arrived. */
function ArrivedBox({ arrived }: { arrived: boolean }) {
  return (
    <>
      <span className="checkin-box">{arrived ? '✓' : ''}</span>
      <span className="visually-hidden">{arrived ? 'arrived' : 'not yet'}</span>
    </>
  );
}
