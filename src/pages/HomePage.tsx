import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { BannerCarousel } from '../components/BannerCarousel';
import { MembersSection } from '../components/MembersSection';
import { Spinner } from '../components/Spinner';
import { useEnglishLang, useNames, useWords } from '../components/words';
import { SITE } from '../config/site';
import { ABOUT_TEASER } from '../content/home';
import { PUBLIC_PATHS } from '../domain/publicPaths';

// Below the fold: their code, and Firebase with it, load after the page is drawn.
const NewestGallery = lazy(() =>
  import('../components/NewestGallery').then((m) => ({ default: m.NewestGallery })),
);
const UpcomingProgrammesStrip = lazy(() =>
  import('../components/UpcomingProgrammesStrip').then((m) => ({
    default: m.UpcomingProgrammesStrip,
  })),
);

export function HomePage() {
  const say = useWords();
  const names = useNames();
  // The teaser is the site's own English text, not yet translated.
  const english = useEnglishLang();
  return (
    <>
      <h1 className="visually-hidden">{names(SITE.title)}</h1>
      <BannerCarousel />
      <section className="about-teaser py-5" aria-labelledby="about-teaser-title">
        <div className="container text-center narrow">
          <h2 id="about-teaser-title" className="section-title" lang={english}>
            {ABOUT_TEASER.heading}
          </h2>
          {ABOUT_TEASER.paragraphs.map((text) => (
            <p key={text} lang={english}>
              {text}
            </p>
          ))}
          <Link to={PUBLIC_PATHS.aboutUs} className="btn btn-brand">
            {say('Read More')}
            <span className="visually-hidden"> {say('about the Youth Commission')}</span>
          </Link>
        </div>
      </section>
      {/* Nothing while it loads: with no upcoming programmes the page is as without it. */}
      <Suspense fallback={null}>
        <UpcomingProgrammesStrip />
      </Suspense>
      <MembersSection />
      <HomeGallery />
    </>
  );
}

function HomeGallery() {
  const say = useWords();
  return (
    <section className="home-gallery py-5" aria-labelledby="home-gallery-title">
      <div className="container">
        <h2 id="home-gallery-title" className="section-title text-center">
          {say('Photo Gallery')}
        </h2>
        <div className="home-gallery-body">
          <Suspense fallback={<Spinner />}>
            <NewestGallery />
          </Suspense>
        </div>
        <p className="text-center mt-4 mb-0">
          <Link to={PUBLIC_PATHS.gallery}>{say('View the whole gallery')}</Link>
        </p>
      </div>
    </section>
  );
}
