import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE, SOCIAL_NETWORK_LABELS } from '../config/site';
import { MY_REGISTRATIONS } from '../content/myRegistrations';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import { aboutTextIn } from '../domain/shownText';
import { useSiteDetails } from './siteDetails';
import { SocialIcon } from './SocialIcon';
import { EmailLink } from './EmailLink';
import { useEnglishLang, useLanguage, useNames, useWords } from './words';
import { DEFAULT_LANGUAGE } from '../words/languages';

/**
 * The public footer: about text, contact block, the social links the commission has set (none is
 * shown for a network without one), Admin, copyright, 'My registrations' (where a parent finds
 * their registrations again) and Privacy.
 */
export function Footer() {
  const details = useSiteDetails();
  const say = useWords();
  const name = useNames();
  // The about text in the page's language where the team gave it (aboutTextIn); the address is
  // the team's, in English whatever the page's language.
  const english = useEnglishLang();
  const about = aboutTextIn(details, useLanguage());
  const links = SOCIAL_NETWORK_LABELS.map((network) => ({
    ...network,
    url: details[network.network],
  })).filter(({ url }) => url !== '');
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4">
          <section className="col-md-5" aria-labelledby="footer-about">
            <h2 id="footer-about" className="footer-heading">
              {say('About Us')}
            </h2>
            <p lang={about.lang}>{about.text}</p>
          </section>
          <section className="col-sm-6 col-md-4" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-heading">
              {say('Contact')}
            </h2>
            <address className="mb-0">
              {details.addressLines.map((line) => (
                <span key={line} className="d-block" lang={english}>
                  {line}
                </span>
              ))}
              <span className="d-block mt-2">
                {say('Phone:')}{' '}
                <a href={`tel:${details.phone.replace(/\s+/g, '')}`}>{details.phone}</a>
              </span>
              <span className="d-block">
                {say('E-mail:')} <EmailLink address={details.email} />
              </span>
            </address>
          </section>
          <section
            className="col-sm-6 col-md-3"
            aria-labelledby={links.length > 0 ? 'footer-follow' : undefined}
          >
            {links.length > 0 && (
              <>
                <h2 id="footer-follow" className="footer-heading">
                  {say('Follow Us')}
                </h2>
                <ul className="list-unstyled d-flex gap-3 mb-4">
                  {links.map(({ network, label, url }) => (
                    <li key={network}>
                      <a
                        className="social-link"
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <SocialIcon network={network} />
                        <span className="visually-hidden">
                          {say('{network} (opens in a new tab)', { network: label })}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <TeamLink to={PUBLIC_PATHS.adminLogin} className="btn btn-outline-light btn-sm">
              {say('Admin')}
            </TeamLink>
          </section>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container py-3 d-flex flex-wrap justify-content-center column-gap-4">
          <p className="mb-0">{name(SITE.copyright)}</p>
          <Link to={MY_REGISTRATIONS.path}>{name(MY_REGISTRATIONS.label)}</Link>
          <Link to={PUBLIC_PATHS.privacy}>{say('Privacy')}</Link>
        </div>
      </div>
    </footer>
  );
}

/**
 * A link to the team's pages, which are in English only, at their English address: followed in
 * the app from an English page, and loaded afresh from a page in another language, whose router
 * does not know them.
 */
function TeamLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return useLanguage() === DEFAULT_LANGUAGE ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
