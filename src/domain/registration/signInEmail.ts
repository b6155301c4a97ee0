/**
 * What the sign-in e-mail looks like in a person's inbox, so that the pages can tell them what to
 * look for. The site does not write this e-mail: Firebase Authentication sends it from its
 * template for e-mail link sign-in, which cannot be rewritten (docs/operating.md, "Sign-in
 * e-mails").
 *
 * Where the words come from (Firebase's own documentation and its maintainers):
 * - the sender: Firebase sends its account e-mails from `noreply@` the project's
 *   `<project id>.firebaseapp.com` domain unless the project sets a custom domain
 *   (Firebase's "Use a custom domain for Authentication emails" page);
 * - the subject: 'Sign in to %APP_NAME%', where %APP_NAME% is the project's "Public-facing name"
 *   (Firebase Help, "Customize account management emails and SMS messages"), followed by the
 *   date and time the link was asked for, added in 2023 so that repeated e-mails are not folded
 *   into one (firebase/firebase-js-sdk issues 2574 and 7949: "2024 January 11 16:50 Z").
 * docs/operating.md asks the owner to set the public-facing name to the site's title, which is
 * what `appName` is given here.
 */

export interface SignInEmailWords {
  /** The address the e-mail comes from. */
  sender: string;
  /** How its subject starts; the date and time of asking follow. */
  subject: string;
}

/**
 * The sign-in e-mail's sender and subject for the Firebase project `projectId` ('youth-agra'),
 * whose public-facing name is `appName`.
 */
export const signInEmailWords = ({
  projectId,
  appName,
}: {
  projectId: string;
  appName: string;
}): SignInEmailWords => ({
  sender: `noreply@${projectId}.firebaseapp.com`,
  subject: `Sign in to ${appName}`,
});
