/**
 * Where a registrant or parent sees and cancels their registrations: the menu's entry and the
 * footer's link on every page, and the Privacy page's. A module of its own so that every page's
 * start carries these two words and not the Privacy page's text.
 */
import { PUBLIC_PATHS } from '../domain/publicPaths';

export const MY_REGISTRATIONS = {
  path: PUBLIC_PATHS.myRegistrations,
  label: 'My registrations',
} as const;
