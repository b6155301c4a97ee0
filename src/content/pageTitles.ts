/** The document title of each public route: the page's own name, then the site's. */
import { SITE } from '../config/site';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import { normalizePath } from '../domain/menu';

const PAGE_NAMES: Record<string, string> = {
  '/about-us': 'About Us',
  '/history': 'History',
  '/mission': 'Mission',
  '/vision': 'Vision',
  '/objectives': 'Objectives',
  '/chairman': 'Message from the Chairman',
  '/contact': 'Contact',
  '/gallery': 'Gallery',
  '/admin/login': 'Admin Login',
  ...Object.fromEntries(
    Object.values(MESSAGE_KIND_INFO).map((info) => [`/${info.slug}`, info.publicTitle]),
  ),
};

/** 'About Us | Youth Commission of Agra Archdiocese'; the home page (and anything else) is the site title. */
export function documentTitleFor(pathname: string): string {
  const name = PAGE_NAMES[normalizePath(pathname)];
  return name ? `${name} | ${SITE.title}` : SITE.title;
}
