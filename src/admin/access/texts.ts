/**
 * What the guard and the account pages say (docs/behaviour.md, Login and Guard and shell): the
 * not-an-administrator screen and its line about why, the role beside the e-mail, and the
 * answers about e-mailed links.
 */
import type { Refusal } from '../../services/team';

export const NOT_ADMINISTRATOR = 'This account is not an administrator.';

/** After signing up, and to someone who signs in before opening the link. */
export const checkYourEmail = (email: string) =>
  `Check your e-mail: open the link we sent to ${email}, then sign in.`;

/** The line that says why a signed-in person is not on the team. */
export function refusalText(refusal: Refusal, email: string): string {
  switch (refusal) {
    case 'unverified':
      return checkYourEmail(email);
    case 'expired':
      return `The invitation for ${email} has expired. Ask an owner of the site to invite you again.`;
    case 'not-invited':
      return `This account has not been invited. Ask an owner of the site to invite ${email}.`;
    case 'removed':
      return "You are no longer on this site's team.";
  }
}

/** What the shell calls each role, beside the person's e-mail. */
export const ROLE_LABELS = { owner: 'Owner', editor: 'Editor' } as const;

/** The answer to 'Send the link' on the reset page, whether the address has an account or not. */
export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent a link to reset its password.';
