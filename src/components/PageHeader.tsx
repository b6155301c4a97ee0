import type { ReactNode } from 'react';

/** The title band at the top of every page but Home: the page's one <h1>. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
