/**
 * The patterns that the rules files and the app share (limits.ts's PATTERNS) as JavaScript
 * checks. A module of its own, so that a check the public pages make at start-up (an e-mail
 * address, emailAddress.ts) does not bring every limit and pattern of the admin forms with it.
 */

/**
 * A pattern as JavaScript reads it: RE2 writes a code point beyond two hex digits \x{2028},
 * JavaScript (with the u flag) \u{2028}; everything else is written alike.
 */
const inJavaScript = (pattern: string) => pattern.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}');

/** The rules match whole strings: so does every check made with this. */
export const whole = (pattern: string) => new RegExp(`^(?:${inJavaScript(pattern)})$`, 'u');
