/**
 * An e-mail address the site shows and links (the site's details, a photo's removal request):
 * one of limits.ts's PATTERNS, apart from the others because every public page checks one at
 * start-up (the footer's address).
 */
import { whole } from './wholeMatch';

/**
 * One @; no white space, no control character, and none of ? & / : ; , < > " ( ) [ ] \ which
 * would let a mailto: link carry more than the address (a hidden copy, a subject, a second
 * address).
 */
export const EMAIL_ADDRESS = String.raw`[^@\x00-\x20\x7F-\x9F\p{Z}?&/:;,<>"()\[\]\\]+@[^@\x00-\x20\x7F-\x9F\p{Z}?&/:;,<>"()\[\]\\]+`;

const IS_EMAIL_ADDRESS = whole(EMAIL_ADDRESS);

/**
 * Whether text is an e-mail address the site may show and link: nothing a mailto: link would
 * read as more than the address.
 */
export const isEmailAddress = (value: string) => IS_EMAIL_ADDRESS.test(value);
