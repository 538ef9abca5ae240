import type { FieldGolfer } from '../tournaments';
import { GolferNameIndex, type NameMatch } from '@fairway/domain';

/**
 * Golfer names matched to a tournament's tiers: within the pick's own tier first (exact,
 * then partial); a name found only in another tier is a tier violation, named as such.
 */
export class TierMatcher {
  readonly #byTier = new Map<number, GolferNameIndex<FieldGolfer>>();
  readonly #field: GolferNameIndex<FieldGolfer>;

  constructor(field: FieldGolfer[]) {
    this.#field = new GolferNameIndex(field);
    for (const tier of [1, 2, 3, 4])
      this.#byTier.set(tier, new GolferNameIndex(field.filter((golfer) => golfer.tier === tier)));
  }

  /** The golfer's id, or what is wrong with the name. */
  resolve(raw: string, tier: number, column: string): { id: number } | { problem: string } {
    const inTier = this.#byTier.get(tier)!;
    const exactInTier = inTier.find(raw, { partial: false });
    if (exactInTier.kind !== 'none') return this.#outcome(exactInTier, raw, tier, column);
    const exactInField = this.#field.find(raw, { partial: false });
    if (exactInField.kind !== 'none') return wrongTier(exactInField, raw, tier, column);
    const partialInTier = inTier.find(raw, { partial: true });
    if (partialInTier.kind !== 'none') return this.#outcome(partialInTier, raw, tier, column);
    const partialInField = this.#field.find(raw, { partial: true });
    if (partialInField.kind !== 'none') return wrongTier(partialInField, raw, tier, column);
    return { problem: `${column} "${raw}" is not in this tournament's field` };
  }

  #outcome(
    match: NameMatch<FieldGolfer>,
    raw: string,
    tier: number,
    column: string,
  ): { id: number } | { problem: string } {
    if (match.kind === 'match') return { id: match.golfer.id };
    if (match.kind === 'ambiguous')
      return {
        problem: `${column} "${raw}" matches several tier ${tier} golfers: ${names(match.candidates)}`,
      };
    return { problem: `${column} "${raw}" is not in this tournament's field` };
  }
}

const names = (golfers: FieldGolfer[]) => golfers.map((golfer) => golfer.name).join(', ');
const tierLabel = (golfer: FieldGolfer) =>
  golfer.tier === null ? 'no tier' : `tier ${golfer.tier}`;

function wrongTier(
  match: NameMatch<FieldGolfer>,
  raw: string,
  tier: number,
  column: string,
): { problem: string } {
  const found =
    match.kind === 'match' ? [match.golfer] : match.kind === 'ambiguous' ? match.candidates : [];
  const where = found.map((golfer) => `${golfer.name} (${tierLabel(golfer)})`).join(', ');
  return { problem: `${column} "${raw}" is not in tier ${tier}: it matches ${where}` };
}
