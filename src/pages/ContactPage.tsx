import { PageHeader } from '../components/PageHeader';
import { useSiteDetails } from '../components/siteDetails';
import { SITE, mapEmbedUrl } from '../config/site';
import { EmailLink } from '../components/EmailLink';
import { useEnglishLang, useNames, useWords } from '../components/words';

export function ContactPage() {
  const details = useSiteDetails();
  const emails = [details.email, details.secondaryEmail].filter((email) => email !== '');
  const say = useWords();
  const names = useNames();
  // The address is the team's English, under the commission's name in the page's language.
  const english = useEnglishLang();
  return (
    <>
      <PageHeader title={say('Contact Us')} subtitle={say('We would be glad to hear from you')} />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-lg-5">
            <h2 className="section-title h4">{say('Postal address')}</h2>
            <address>
              <strong className="d-block">{names(SITE.title)}</strong>
              {details.addressLines.map((line) => (
                <span key={line} className="d-block" lang={english}>
                  {line}
                </span>
              ))}
            </address>
            <h2 className="section-title h4">{say('Phone')}</h2>
            <p>
              <a href={`tel:${details.phone.replace(/\s+/g, '')}`}>{details.phone}</a>
            </p>
            <h2 className="section-title h4">{say('E-mail')}</h2>
            <ul className="list-unstyled">
              {emails.map((email) => (
                <li key={email}>
                  <EmailLink address={email} />
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-7">
            <div className="map-frame ratio ratio-4x3">
              <iframe
                src={mapEmbedUrl(details.mapPlace)}
                title={say('Map showing {place}', { place: details.mapPlace })}
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
