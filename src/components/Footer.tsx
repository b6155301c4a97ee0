import { Link } from 'react-router-dom';
import { SITE, SOCIAL_LINKS } from '../config/site';
import { SocialIcon } from './SocialIcon';

/** The public footer: about text, contact block, social links, Admin, copyright and Privacy. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4">
          <section className="col-md-5" aria-labelledby="footer-about">
            <h2 id="footer-about" className="footer-heading">
              About Us
            </h2>
            <p>
              The Youth Commission of Agra Archdiocese accompanies the young people of our parishes
              in faith, friendship and service, under the guidance of {SITE.leadershipName}.
            </p>
          </section>
          <section className="col-sm-6 col-md-4" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-heading">
              Contact
            </h2>
            <address className="mb-0">
              {SITE.address.map((line) => (
                <span key={line} className="d-block">
                  {line}
                </span>
              ))}
              <span className="d-block mt-2">
                Phone: <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>{SITE.phone}</a>
              </span>
              <span className="d-block">
                E-mail: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </span>
            </address>
          </section>
          <section className="col-sm-6 col-md-3" aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="footer-heading">
              Follow Us
            </h2>
            <ul className="list-unstyled d-flex gap-3 mb-4">
              {SOCIAL_LINKS.map(({ network, label, url }) => (
                <li key={network}>
                  {url ? (
                    <a className="social-link" href={url} target="_blank" rel="noopener noreferrer">
                      <SocialIcon network={network} />
                      <span className="visually-hidden">{label} (opens in a new tab)</span>
                    </a>
                  ) : (
                    // No target configured yet: an icon with its name, not a link.
                    <span className="social-link is-unset" title={`${label}: coming soon`}>
                      <SocialIcon network={network} />
                      <span className="visually-hidden">{label} (coming soon)</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <Link to="/admin/login" className="btn btn-outline-light btn-sm">
              Admin
            </Link>
          </section>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container py-3 d-flex flex-wrap justify-content-center column-gap-4">
          <p className="mb-0">{SITE.copyright}</p>
          <Link to="/privacy">Privacy</Link>
        </div>
      </div>
    </footer>
  );
}
