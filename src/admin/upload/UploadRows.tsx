/** The photos of the upload queue, one row each: its name, where it is, and Retry once it failed. */
import { useId } from 'react';
import { rowText, type QueueRow } from './uploadQueue';

export function UploadRows({
  rows,
  heading,
  onRetry,
}: {
  rows: readonly QueueRow[];
  heading: string;
  onRetry: (id: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card card-body mb-4">
      <h2 id={headingId} className="h6 mb-2">
        {heading}
      </h2>
      <ul className="list-unstyled mb-0">
        {rows.map((row) => (
          <li
            key={row.id}
            className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom small"
          >
            <span className="text-break me-auto">{row.name}</span>
            <span
              className={
                row.state.kind === 'failed' || row.state.kind === 'skipped'
                  ? 'text-danger'
                  : row.state.kind === 'uploaded'
                    ? 'text-success'
                    : 'text-muted'
              }
            >
              {rowText(row.state)}
            </span>
            {row.state.kind === 'failed' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={`Retry ${row.name}`}
                onClick={() => onRetry(row.id)}
              >
                Retry
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
