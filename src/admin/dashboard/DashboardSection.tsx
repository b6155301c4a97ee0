import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A part of the dashboard titled by an h2, named by it for assistive technology. */
export function DashboardSection({
  title,
  className,
  headingClassName = 'h5 mb-3',
  children,
}: {
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A dash for a figure that could not be read, named 'not available' for screen readers. */
export function NotAvailable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">not available</span>
    </>
  );
}

/** A row of a dashboard's list: what kind of record, its name linking to its screen, a note. */
export function DashboardListItem({
  kind,
  name,
  to,
  note,
}: {
  kind: string;
  name: string;
  to: string;
  note: ReactNode;
}) {
  return (
    <li className="list-group-item">
      <div className="row g-1 align-items-baseline">
        <div className="col-12 col-sm-4 col-xl-3 small text-muted">{kind}</div>
        <div className="col text-break">
          <Link to={to}>{name}</Link>
        </div>
        <div className="col-auto small text-muted">{note}</div>
      </div>
    </li>
  );
}
