/** The desk's counts at the top: confirmed, waiting, cancelled, arrived and the places left. */
import type { ListCounts } from './registrationRows';

export function RegistrationCounts({ counts }: { counts: ListCounts }) {
  return (
    <div role="group" aria-label="Counts">
      <dl className="registration-counts d-flex flex-wrap gap-2 mb-3">
        <Count term="Confirmed" value={counts.confirmed} />
        <Count term="Waiting" value={counts.waiting} />
        <Count term="Cancelled" value={counts.cancelled} />
        <Count term="Arrived" value={counts.arrived} />
        <Count term="Places left" value={counts.left ?? 'No limit'} />
      </dl>
    </div>
  );
}

function Count({ term, value }: { term: string; value: number | string }) {
  return (
    <div className="border rounded px-3 py-2">
      <dt className="small fw-normal">{term}</dt>
      <dd className="fs-4 fw-semibold mb-0">{value}</dd>
    </div>
  );
}
