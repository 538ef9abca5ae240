/**
 * Golfer names as providers and people write them, made comparable: case, accents,
 * punctuation, runs of initials and "Last, First" order do not matter ("ÅBERG, Ludvig" is
 * "Ludvig Aberg", "J. J. Spaun" is "JJ Spaun"). One normalisation for the ESPN roster match,
 * both CSV uploads and the odds CSV import, so a name that matches in one matches in all.
 */

/** Letters NFKD does not take apart. */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/**
 * A name reduced for comparison: accents stripped, lower case, "Last, First" turned round,
 * periods and apostrophes dropped ("J.J." = "JJ", "O'Hair" = "OHair"), other punctuation and
 * hyphens read as spaces, runs of initials joined ("J. J." = "JJ"), spaces collapsed.
 */
export function normaliseGolferName(name: string): string {
  let text = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);

  // "Love III, Davis" -> "Davis Love III"; "Smith, Jr., Bob" and "Bob Smith, Jr." keep the suffix last.
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const suffixes = parts.filter((part) => SUFFIXES.has(part.replace(/[^a-z]/g, '')));
  const rest = parts.filter((part) => !suffixes.includes(part));
  const ordered = rest.length === 2 ? [rest[1]!, rest[0]!] : rest;
  text = [...ordered, ...suffixes].join(' ');

  text = text.replace(/[.'’‘`´]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ');
  const words: string[] = [];
  let initials = '';
  for (const word of text.split(' ').filter((part) => part !== '')) {
    if (word.length === 1) {
      initials += word;
      continue;
    }
    if (initials) words.push(initials);
    initials = '';
    words.push(word);
  }
  if (initials) words.push(initials);
  return words.join(' ');
}

/** "Last, First" (one comma) as "First Last"; otherwise the name as written. */
export function displayGolferName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  const parts = name.split(',');
  if (parts.length !== 2) return name;
  const [last, first] = parts.map((part) => part.trim());
  return first && last ? `${first} ${last}` : name.replace(',', '').trim();
}

export interface NamedGolfer {
  id: number;
  name: string;
}

export type NameMatch<T extends NamedGolfer> =
  | { kind: 'match'; golfer: T; exact: boolean }
  | { kind: 'ambiguous'; candidates: T[] }
  | { kind: 'none' };

/** Shortest text that may match part of a name (so "a" never matches half the field). */
const MIN_PARTIAL_LENGTH = 3;

/**
 * Golfers looked up by name: an exact (normalised) match first; then, if `partial`, a name
 * containing the text ("Scheffler", "Rory"), or one whose words start with the text's words
 * ("S Scheffler"). More than one golfer at the first level that matches is ambiguous.
 */
export class GolferNameIndex<T extends NamedGolfer> {
  readonly #byName = new Map<string, T[]>();
  readonly #all: { golfer: T; normalized: string; words: string[] }[] = [];

  constructor(golfers: Iterable<T> = []) {
    for (const golfer of golfers) this.add(golfer);
  }

  add(golfer: T): void {
    const normalized = normaliseGolferName(golfer.name);
    if (!normalized) return;
    this.#byName.set(normalized, [...(this.#byName.get(normalized) ?? []), golfer]);
    this.#all.push({ golfer, normalized, words: normalized.split(' ') });
  }

  find(raw: string, options: { partial: boolean }): NameMatch<T> {
    const query = normaliseGolferName(raw);
    if (!query) return { kind: 'none' };
    const exact = this.#byName.get(query) ?? [];
    if (exact.length === 1) return { kind: 'match', golfer: exact[0]!, exact: true };
    if (exact.length > 1) return { kind: 'ambiguous', candidates: exact };
    if (!options.partial || query.replaceAll(' ', '').length < MIN_PARTIAL_LENGTH)
      return { kind: 'none' };
    const queryWords = query.split(' ');
    const partial = this.#all
      .filter(
        (entry) => entry.normalized.includes(query) || wordsStartWith(entry.words, queryWords),
      )
      .map((entry) => entry.golfer);
    if (partial.length === 1) return { kind: 'match', golfer: partial[0]!, exact: false };
    if (partial.length > 1) return { kind: 'ambiguous', candidates: partial };
    return { kind: 'none' };
  }
}

/** Each query word starts a different word of the name, in any order ("s scheffler"). */
function wordsStartWith(nameWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length < 2) return false;
  const free = [...nameWords];
  for (const word of queryWords) {
    const at = free.findIndex((candidate) => candidate.startsWith(word));
    if (at === -1) return false;
    free.splice(at, 1);
  }
  return true;
}
