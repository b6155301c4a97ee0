/**
 * The registrants' own pool of sign-in accounts: an Identity Platform tenant of the project that
 * allows e-mail links only. The public (registrants, parents) signs in there; the team signs in
 * to the project itself with e-mail and password. An account the password provider made (anyone
 * may sign up to the project) is never a tenant's account, so no one can make an account for a
 * parent's address in advance and share it once the parent opens a link (docs/security.md,
 * "Registrants' accounts"). The rules require this tenant for every registrant's read and write.
 *
 * The local emulators' tenant is fixed here: firestore.rules as committed name it (registrantTenant)
 * and the local stack creates it; `npm run deploy` writes the project's own tenant
 * (VITE_REGISTRANT_TENANT) into the deployed rules instead.
 */
export const LOCAL_REGISTRANT_TENANT = 'registrants-local';

/**
 * An Identity Platform tenant id as the deploy accepts it: letters, digits and hyphens, from a
 * letter (the ids Identity Platform makes look like `registrants-a1b2c`), so that nothing else can
 * reach the rules' string literal.
 */
export const TENANT_ID = /^[a-zA-Z][a-zA-Z0-9-]{3,62}$/;
