import { useId, type ReactNode } from 'react';

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
