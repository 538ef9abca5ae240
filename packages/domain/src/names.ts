/**
 * People's and groups' names are one line of plain text wherever they appear: a mail's
 * greeting, a standings row, a chat line. Control characters (Unicode category Cc: line
 * breaks, tabs, NUL, escape codes) and the line and paragraph separators (U+2028, U+2029) would
 * let a name start a paragraph of its own, so a name may hold none of them.
 */
const NAME_BREAKING = /[\p{Cc}\u2028\u2029]/u;

/** True when the name holds a line break or another control character. */
export const hasControlCharacters = (name: string) => NAME_BREAKING.test(name);

/**
 * A name from elsewhere (Google's profile, an uploaded file) made one line: each run of
 * control characters becomes a space, runs of spaces one space, the ends trimmed. What people
 * type is refused instead (the API's schemas), so they see their name as it is kept.
 */
export const withoutControlCharacters = (name: string) =>
  name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
