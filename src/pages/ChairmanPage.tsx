import { PageHeader } from '../components/PageHeader';
import { CHAIRMAN } from '../content/chairman';
import { CHAIRMAN_PORTRAIT } from '../content/images';

export function ChairmanPage() {
  const { sources } = CHAIRMAN_PORTRAIT;
  return (
    <>
      <PageHeader title={CHAIRMAN.title} />
      <div className="container py-5">
        <div className="row g-4 align-items-start">
          <div className="col-md-4 text-center">
            <picture>
              <source type="image/webp" srcSet={sources.webp} />
              <img
                className="chairman-portrait"
                src={CHAIRMAN_PORTRAIT.fallback}
                alt={CHAIRMAN_PORTRAIT.alt}
                width={CHAIRMAN_PORTRAIT.width}
                height={CHAIRMAN_PORTRAIT.height}
              />
            </picture>
          </div>
          <div className="col-md-8">
            <p>{CHAIRMAN.greeting}</p>
            {CHAIRMAN.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p className="mb-0">{CHAIRMAN.closing}</p>
            <p className="signature">{CHAIRMAN.signature}</p>
          </div>
        </div>
      </div>
    </>
  );
}
