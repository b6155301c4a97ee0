/**
 * The addresses a page's link may go to: the web (https:, http:), e-mail (mailto:), a phone (tel:)
 * or a path of this site ('/programmes'). Anything else (javascript:, data:, vbscript:, a
 * protocol-relative '//host', which browsers also read in '/\host') is refused, and the link's
 * text is shown without a link. An allow-list, so that no scheme a browser learns later can slip
 * through.
 */
const ALLOWED_SCHEME = /^(?:https?:|mailto:|tel:)/i;
// Whitespace, control characters and backslashes: browsers ignore or rewrite some of them inside
// an address (a tab in 'java\tscript:'; '\' as '/'), so an address holding any is refused whole.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\s\u0000-\u001F\u007F-\u009F\\]/;

/** Whether a link may point at `href` as typed. */
export function isAllowedHref(href: string): boolean {
  if (href === '' || UNSAFE_CHARACTER.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return ALLOWED_SCHEME.test(href);
}
