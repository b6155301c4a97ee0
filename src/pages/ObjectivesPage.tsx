import { PageHeader } from '../components/PageHeader';
import { OBJECTIVES } from '../content/objectives';

export function ObjectivesPage() {
  return (
    <>
      <PageHeader title={OBJECTIVES.title} />
      <div className="container py-5 narrow">
        <p className="lead">{OBJECTIVES.intro}</p>
        <ol className="objective-list">
          {OBJECTIVES.list.map(({ heading, text }) => (
            <li key={heading}>
              <strong>{heading}</strong>: {text}
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
