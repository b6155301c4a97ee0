import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { SITE } from '../config/site';
import { ABOUT } from '../content/about';
import { PUBLIC_PATHS } from '../domain/publicPaths';

const MORE_ABOUT_US = [
  { to: PUBLIC_PATHS.history, label: 'History' },
  { to: PUBLIC_PATHS.mission, label: 'Mission' },
  { to: PUBLIC_PATHS.vision, label: 'Vision' },
  { to: PUBLIC_PATHS.objectives, label: 'Objectives' },
];

export function AboutUsPage() {
  const { intro, leadership, deaneries, vision, mission, activities, national } = ABOUT;
  return (
    <>
      <PageHeader title={ABOUT.title} subtitle={SITE.title} />
      <div className="container py-5 narrow">
        {intro.map((text) => (
          <p key={text}>{text}</p>
        ))}

        <nav aria-label="More about us" className="my-4">
          <ul className="list-inline mb-0">
            {MORE_ABOUT_US.map(({ to, label }) => (
              <li key={to} className="list-inline-item">
                <Link to={to} className="btn btn-outline-brand btn-sm mb-2">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <h2 className="section-title">{leadership.heading}</h2>
        <p>{leadership.intro}</p>
        <dl className="definition-list">
          {leadership.roles.map(({ role, description }) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>

        <h2 className="section-title">{deaneries.heading}</h2>
        <p>{deaneries.intro}</p>
        <ul className="row g-3 list-unstyled">
          {deaneries.list.map(({ name, description }) => (
            <li key={name} className="col-sm-6">
              <div className="info-card h-100">
                <h3 className="h5">{name}</h3>
                <p className="mb-0">{description}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="row g-4 mt-2">
          {[vision, mission, activities].map(({ heading, list }) => (
            <section key={heading} className="col-lg-4" aria-labelledby={slug(heading)}>
              <h2 id={slug(heading)} className="section-title h4">
                {heading}
              </h2>
              <ul>
                {list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <section className="national-commission mt-4" aria-labelledby="national-commission">
          <h2 id="national-commission" className="section-title">
            {national.heading}
          </h2>
          {national.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      </div>
    </>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');
