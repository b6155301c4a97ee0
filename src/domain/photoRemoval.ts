/**
 * A request to take a photo off the site, as the photo viewer offers it: an e-mail to the site's
 * contact address, or a WhatsApp message to its phone, written for the visitor and naming the photo
 * so the team can find it. Nothing is stored: the visitor's own mail or WhatsApp sends it. Pure
 * TypeScript.
 */
import { isEmailAddress } from './limits';
import { uriComponent } from './uriComponent';

/** What names a photo in a request: its title, the page it is on and its file's address. */
export interface PhotoToRemove {
  title: string;
  /** The address of the page the visitor saw it on. */
  pageUrl: string;
  /** The address of the photo's full image: what the team looks for. */
  imageUrl: string;
}

export const REMOVAL_SUBJECT = 'Please remove a photo from the website';

/** The message: which photo, where, and that the visitor asks for it to be removed. */
export function removalMessage({ title, pageUrl, imageUrl }: PhotoToRemove): string {
  return [
    'Please remove this photo from the website.',
    '',
    `Photo: ${title}`,
    `On the page: ${pageUrl}`,
    `The photo's file: ${imageUrl}`,
  ].join('\n');
}

/**
 * A mailto: link to `email` with the subject and the message written in, or null when `email` is
 * not an address the site may link (EmailLink shows such an address as text).
 */
export function removalMailto(email: string, photo: PhotoToRemove): string | null {
  if (!isEmailAddress(email)) return null;
  return `mailto:${email}?subject=${uriComponent(REMOVAL_SUBJECT)}&body=${uriComponent(removalMessage(photo))}`;
}

/**
 * A WhatsApp link (https://wa.me/{number}) to the site's phone with the message written in, or
 * null when the phone is not written with its country code ('+91 562 285 1318'): WhatsApp needs
 * the whole international number, and a local one would reach someone else.
 */
export function removalWhatsApp(phone: string, photo: PhotoToRemove): string | null {
  const number = phone.trim();
  if (!number.startsWith('+')) return null;
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${uriComponent(removalMessage(photo))}`;
}
