/**
 * Stored text as one component of a URI (a path segment, a query value), percent-encoded as
 * encodeURIComponent writes it. encodeURIComponent throws a URIError on a lone UTF-16 surrogate
 * (half of a pair, which a store may keep as sent); here it counts as U+FFFD, the replacement
 * character that Google's Firestore stores for one.
 */
export const uriComponent = (text: string): string =>
  encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
