/**
 * The query parameter that opens a screen with its add form already open, e.g.
 * `/admin/members?new=1` for a dashboard's 'Add a member'. A query rather than router state:
 * any link opens it, also in a new tab, and a test or a bookmark can type it. It is read when the
 * screen opens and then dropped from the address (replacing the history entry), so a reload or
 * Back afterwards shows the list, not a form opened again.
 */
export const OPEN_ADD_FORM_PARAM = 'new';

/** The address of an admin screen with its add form open: withAddFormOpen('/admin/members'). */
export const withAddFormOpen = (path: string) => `${path}?${OPEN_ADD_FORM_PARAM}=1`;
