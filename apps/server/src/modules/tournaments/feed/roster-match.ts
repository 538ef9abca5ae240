import { normaliseGolferName } from '@fairway/domain';

/**
 * Matching golfers across sources: by stable external id first, then by normalised name. A
 * name that fits several golfers is reported as ambiguous and one that fits none as unmatched;
 * nothing is ever guessed.
 */

export interface MatchableGolfer {
  /** A provider id such as "espn:9478" (null for golfers entered by hand). */
  externalId?: string | null;
  name: string;
}

export interface GolferMatch<I, R> {
  incoming: I;
  golfer: R;
  by: 'externalId' | 'name';
}

export interface GolferMatchResult<I, R> {
  matched: GolferMatch<I, R>[];
  /** Names that fit more than one roster golfer (or that several incoming golfers share). */
  ambiguous: { incoming: I; candidates: R[] }[];
  unmatched: { incoming: I; reason: string }[];
}

export interface MatchGolfersOptions {
  /** Known spellings: alias -> the roster's name (compared normalised), for what normalising misses. */
  aliases?: Record<string, string>;
}

/**
 * Matches incoming golfers to a roster. An equal external id wins; otherwise the normalised
 * name (or its alias) must fit exactly one roster golfer not already matched. A roster golfer
 * whose id comes from the same source as the incoming one but differs is a different person,
 * whatever the name.
 */
export function matchGolfers<I extends MatchableGolfer, R extends MatchableGolfer>(
  incoming: readonly I[],
  roster: readonly R[],
  options: MatchGolfersOptions = {},
): GolferMatchResult<I, R> {
  const result: GolferMatchResult<I, R> = { matched: [], ambiguous: [], unmatched: [] };
  const byId = new Map<string, R>();
  for (const golfer of roster)
    if (golfer.externalId && !byId.has(golfer.externalId)) byId.set(golfer.externalId, golfer);

  const claimed = new Set<R>();
  const rest: I[] = [];
  for (const golfer of incoming) {
    const found = golfer.externalId ? byId.get(golfer.externalId) : undefined;
    if (found && !claimed.has(found)) {
      claimed.add(found);
      result.matched.push({ incoming: golfer, golfer: found, by: 'externalId' });
    } else rest.push(golfer);
  }

  const byName = new Map<string, R[]>();
  for (const golfer of roster) {
    const key = normaliseGolferName(golfer.name);
    byName.set(key, [...(byName.get(key) ?? []), golfer]);
  }
  const aliases = new Map(
    Object.entries(options.aliases ?? {}).map(([alias, name]) => [
      normaliseGolferName(alias),
      normaliseGolferName(name),
    ]),
  );

  const tentative = new Map<R, I[]>();
  for (const golfer of rest) {
    const key = normaliseGolferName(golfer.name);
    const alias = aliases.get(key);
    // The name and its alias both count: if together they fit several golfers, that is ambiguous.
    const named = [
      ...new Set([...(byName.get(key) ?? []), ...(alias ? (byName.get(alias) ?? []) : [])]),
    ];
    const candidates = named.filter(
      (candidate) => !claimed.has(candidate) && !sameSourceOtherId(golfer, candidate),
    );
    if (candidates.length === 1) {
      tentative.set(candidates[0]!, [...(tentative.get(candidates[0]!) ?? []), golfer]);
    } else if (candidates.length > 1) {
      result.ambiguous.push({ incoming: golfer, candidates });
    } else {
      result.unmatched.push({ incoming: golfer, reason: unmatchedReason(golfer, named, claimed) });
    }
  }
  for (const [golfer, claimants] of tentative) {
    if (claimants.length === 1)
      result.matched.push({ incoming: claimants[0]!, golfer, by: 'name' });
    else
      for (const claimant of claimants)
        result.ambiguous.push({ incoming: claimant, candidates: [golfer] });
  }
  return result;
}

function unmatchedReason<R>(golfer: MatchableGolfer, named: R[], claimed: Set<R>): string {
  if (named.length === 0) return `No golfer named "${golfer.name}"`;
  if (named.some((candidate) => !claimed.has(candidate)))
    return `"${golfer.name}" has another ${source(golfer.externalId!) || 'provider'} id than the roster golfer of that name`;
  return `"${golfer.name}" is already matched by id to another golfer`;
}

/** "espn:9478" -> "espn"; ids without a prefix share the empty source. */
function source(externalId: string): string {
  const colon = externalId.indexOf(':');
  return colon < 0 ? '' : externalId.slice(0, colon);
}

function sameSourceOtherId(incoming: MatchableGolfer, candidate: MatchableGolfer): boolean {
  const a = incoming.externalId;
  const b = candidate.externalId;
  return !!a && !!b && a !== b && source(a) === source(b);
}
