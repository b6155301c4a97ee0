/** The WCAG 2.2 A and AA rule sets of axe (the site's accessibility target). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
