import type { ReactNode } from 'react';

/**
 * The title band at the top of every page but Home: the page's one <h1>. `titleLang` marks a
 * title that is the team's English text on a page in another language (useEnglishLang).
 */
export function PageHeader({
  title,
  titleLang,
  subtitle,
  children,
}: {
  title: ReactNode;
  titleLang?: string | undefined;
  subtitle?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        <h1 className="page-title" lang={titleLang}>
          {title}
        </h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
