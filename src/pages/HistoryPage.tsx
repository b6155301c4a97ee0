import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { HISTORY } from '../content/history';
import { PUBLIC_PATHS } from '../domain/publicPaths';

export function HistoryPage() {
  return (
    <>
      <PageHeader title={HISTORY.title}>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link to={PUBLIC_PATHS.home}>Home</Link>
            </li>
            <li className="breadcrumb-item">
              <Link to={PUBLIC_PATHS.aboutUs}>About Us</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              History
            </li>
          </ol>
        </nav>
      </PageHeader>
      <div className="container py-5 narrow">
        <h2 className="section-title">{HISTORY.heading}</h2>
        {HISTORY.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </>
  );
}
