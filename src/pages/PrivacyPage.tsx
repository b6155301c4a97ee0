import { use } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { useSiteDetails } from '../components/siteDetails';
import type { PrivacyText } from '../content/privacy/en';
import { EmailLink } from '../components/EmailLink';
import { useLanguage, useNames, useWords } from '../components/words';
import type { Language } from '../words/languages';

/**
 * The page's text in each language, each a chunk of its own: a page downloads the one of its
 * language only, and the publish names it among the page's scripts (publish/routeDownload.ts).
 */
const TEXTS: Record<Language, () => Promise<{ PRIVACY: PrivacyText }>> = {
  en: () => import('../content/privacy/en'),
  hi: () => import('../content/privacy/hi'),
};

/** React's `use` needs the same promise at every render: one per language, made once. */
const loaded: Partial<Record<Language, Promise<{ PRIVACY: PrivacyText }>>> = {};

/**
 * What the website keeps, shows and shares, and whom to write to about a photo or a registration,
 * in the page's language (content/privacy/).
 */
export function PrivacyPage() {
  // Known when the site is built: only a build with a measurement id counts page views.
  const countsPageViews = Boolean(import.meta.env.VITE_FIREBASE_MEASUREMENT_ID);
  const contactEmail = useSiteDetails().email;
  const say = useWords();
  const names = useNames();
  const language = useLanguage();
  const text = use((loaded[language] ??= TEXTS[language]())).PRIVACY;
  return (
    <>
      <PageHeader title={say('Privacy')} />
      <div className="container py-5 narrow">
        <p className="lead">{text.intro}</p>
        {text
          .sections(countsPageViews, contactEmail)
          .map(({ heading, paragraphs, link, email }) => (
            <section key={heading}>
              <h2 className="section-title h4">{heading}</h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
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
          ))}
      </div>
    </>
  );
}
