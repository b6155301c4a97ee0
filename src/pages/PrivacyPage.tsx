import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { useSiteDetails } from '../components/siteDetails';
import { PRIVACY, privacySections } from '../content/privacy';
import { EmailLink } from '../components/EmailLink';
import { useEnglishLang, useNames, useWords } from '../components/words';

/**
 * What the website keeps, shows and shares, and whom to write to about a photo or a registration.
 * Its title, headings and links are in the page's language (the Hindi table has each of
 * content/privacy.ts's headings); its paragraphs are in English for now.
 */
export function PrivacyPage() {
  // Known when the site is built: only a build with a measurement id counts page views.
  const countsPageViews = Boolean(import.meta.env.VITE_FIREBASE_MEASUREMENT_ID);
  const contactEmail = useSiteDetails().email;
  const say = useWords();
  const names = useNames();
  // The notice's paragraphs are in English until they have a translation.
  const english = useEnglishLang();
  return (
    <>
      <PageHeader title={names(PRIVACY.title)} />
      <div className="container py-5 narrow">
        <p className="lead" lang={english}>
          {PRIVACY.intro}
        </p>
        {privacySections(countsPageViews, contactEmail).map(
          ({ heading, paragraphs, link, email }) => (
            <section key={heading}>
              <h2 className="section-title h4">{names(heading)}</h2>
              {paragraphs.map((text) => (
                <p key={text} lang={english}>
                  {text}
                </p>
              ))}
              {link && (
                <p>
                  <Link to={link.path}>{names(link.label)}</Link>
                </p>
              )}
              {email && (
                <p>
                  {say('E-mail:')} <EmailLink address={email} />
                </p>
              )}
            </section>
          ),
        )}
      </div>
    </>
  );
}
