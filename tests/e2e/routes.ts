/** The public routes as a visitor meets them, shared by the e2e specs. */
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';

export const SITE_TITLE = 'Youth Commission of Agra Archdiocese';

/**
 * Each public route, its page heading (the home page's h1 is visually hidden, so its teaser's)
 * and its document title.
 */
export const ROUTES: ReadonlyArray<{ path: string; heading: string; title: string }> = [
  { path: '/', heading: 'About the Youth Commission', title: SITE_TITLE },
  page('/about-us', 'About Us'),
  page('/history', 'History'),
  page('/mission', 'Our Mission', 'Mission'),
  page('/vision', 'Our Vision', 'Vision'),
  page('/objectives', 'Our Objectives', 'Objectives'),
  page('/chairman', 'Message from the Chairman'),
  ...Object.values(MESSAGE_KIND_INFO).map((k) => page(`/${k.slug}`, k.publicTitle)),
  page('/contact', 'Contact Us', 'Contact'),
  page('/gallery', 'Gallery'),
];
function page(path: string, heading: string, name = heading) {
  return { path, heading, title: `${name} | ${SITE_TITLE}` };
}
