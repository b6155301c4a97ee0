import { isEmailAddress } from '../domain/emailAddress';

/**
 * An e-mail address of the site's details as a mailto: link, or as plain text when it is not an
 * address the site may link: one saved before the rules refused what would make the link carry
 * more than the address (a hidden copy, a subject) is shown, never linked.
 */
export function EmailLink({ address }: { address: string }) {
  return isEmailAddress(address) ? <a href={`mailto:${address}`}>{address}</a> : <>{address}</>;
}
