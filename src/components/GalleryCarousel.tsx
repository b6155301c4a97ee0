import { CONSTANTS } from '../config/site';
import type { GalleryImage } from '../domain/types';
import { Carousel, type CarouselSettings } from './Carousel';
import { GalleryLink } from './GalleryLink';
import { useWords } from './words';

const { slidesToShow, slidesToShowBelow768, slidesToShowBelow480, autoplaySpeed, speed } =
  CONSTANTS.galleryCarousel;

/**
 * The 'Photo Gallery' carousel: five pictures in view (two below 768 px, one below 480 px), a
 * 500 ms slide every 3 seconds, one at a time, looping; arrows, no dots.
 */
export const GALLERY_CAROUSEL_SETTINGS: CarouselSettings = {
  dots: false,
  arrows: true,
  speed,
  autoplay: true,
  autoplaySpeed,
  slidesToShow,
  // Breakpoints are max-widths: 767 means "below 768 px".
  responsive: [
    { breakpoint: 767, settings: { slidesToShow: slidesToShowBelow768 } },
    { breakpoint: 479, settings: { slidesToShow: slidesToShowBelow480 } },
  ],
};

/**
 * The width a slide's image is drawn at: the viewport (the container, less room for the arrows
 * from 576 px) shared by the slides in view, less each slide's padding and the link's padding and
 * border. A browser test holds it to the layout.
 */
const SLIDE_IMAGE_SIZES =
  '(min-width: 1400px) 212px, (min-width: 1200px) 176px, (min-width: 992px) 140px, ' +
  '(min-width: 768px) 92px, (min-width: 576px) 182px, (min-width: 480px) calc(50vw - 40px), ' +
  'calc(100vw - 52px)';

/** The 'Photo Gallery' carousel: bordered images, each linking to its full-size image. */
export function GalleryCarousel({ images }: { images: readonly GalleryImage[] }) {
  const say = useWords();
  return (
    <Carousel
      label={say('photo gallery slideshow')}
      settings={GALLERY_CAROUSEL_SETTINGS}
      className="gallery-carousel"
    >
      {images.map((image) => (
        <div key={image.id} className="gallery-slide">
          <GalleryLink image={image} sizes={SLIDE_IMAGE_SIZES} />
        </div>
      ))}
    </Carousel>
  );
}
