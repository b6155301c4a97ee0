import { CONSTANTS } from '../config/site';
import { FORMAT_TYPES, type RasterFormat } from '../content/images';
import { Carousel, type CarouselSettings } from './Carousel';
import { useHydrated } from './published';
import { useBannerSlides } from './siteDetails';
import { useEnglishLang, useWords } from './words';

const { speed, autoplaySpeed } = CONSTANTS.banner;

/**
 * The home banner: dots, arrows from 768 px wide up (none on phones), a 1000 ms slide every
 * 5 seconds, one slide at a time, looping.
 */
export const BANNER_SETTINGS: CarouselSettings = {
  dots: true,
  arrows: 'from768',
  speed,
  autoplay: true,
  autoplaySpeed,
  slidesToShow: 1,
};

const SOURCE_FORMATS: RasterFormat[] = ['avif', 'webp'];

/**
 * The four full-width banner images with their overlays, as published; the first loads first and
 * eagerly, the others once the page is taken over (its scripts load after the first paint; the
 * first turn is five seconds away): on a slow connection they would share it with the first
 * screen's pictures.
 */
export function BannerCarousel() {
  const slides = useBannerSlides();
  const later = useHydrated();
  const say = useWords();
  // A slide's photo description and headlines are the team's, in English.
  const english = useEnglishLang();
  return (
    <Carousel
      label={say('banner slideshow')}
      settings={BANNER_SETTINGS}
      className="banner-carousel"
    >
      {slides.map(({ image: banner, headline, subline }, index) => {
        const first = index === 0;
        return (
          <div key={banner.id} className="banner-slide" lang={english}>
            {(first || later) && (
              <picture>
                {SOURCE_FORMATS.map((format) =>
                  banner.sources[format] ? (
                    <source
                      key={format}
                      type={FORMAT_TYPES[format]}
                      srcSet={banner.sources[format]}
                      sizes={banner.sizes}
                    />
                  ) : null,
                )}
                <img
                  src={banner.fallback}
                  srcSet={banner.sources.jpg}
                  sizes={banner.sizes}
                  alt={banner.alt}
                  width={banner.width}
                  height={banner.height}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  decoding={first ? 'auto' : 'async'}
                />
              </picture>
            )}
            {(headline || subline) && (
              <div className="banner-overlay">
                <div className="container">
                  {headline && <p className="banner-heading">{headline}</p>}
                  {subline && <p className="banner-text">{subline}</p>}
                </div>
              </div>
            )}
          </div>
        );
      })}
    </Carousel>
  );
}
