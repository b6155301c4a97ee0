import { PageHeader } from '../components/PageHeader';
import { VISION } from '../content/vision';

export function VisionPage() {
  return (
    <>
      <PageHeader title={VISION.title} />
      <div className="container py-5 narrow">
        <p className="lead">{VISION.statement}</p>
        <ul className="point-list">
          {VISION.points.map(({ heading, text }) => (
            <li key={heading}>
              <strong>{heading}</strong>: {text}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
