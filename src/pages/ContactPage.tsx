import { PageHeader } from '../components/PageHeader';
import { SITE } from '../config/site';

export function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" subtitle="We would be glad to hear from you" />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-lg-5">
            <h2 className="section-title h4">Postal address</h2>
            <address>
              <strong className="d-block">{SITE.title}</strong>
              {SITE.address.map((line) => (
                <span key={line} className="d-block">
                  {line}
                </span>
              ))}
            </address>
            <h2 className="section-title h4">Phone</h2>
            <p>
              <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>{SITE.phone}</a>
            </p>
            <h2 className="section-title h4">E-mail</h2>
            <ul className="list-unstyled">
              {[SITE.email, SITE.secondaryEmail].map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-7">
            <div className="map-frame ratio ratio-4x3">
              <iframe
                src={SITE.mapEmbedUrl}
                title={`Map showing ${SITE.address.join(', ')}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                width="640"
                height="480"
              />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
