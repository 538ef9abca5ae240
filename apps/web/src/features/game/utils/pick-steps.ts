import { TIERS, picksInTier, type Selection, type TierNumber } from './selection';

/** On a phone the entry is made a step at a time: each tier, then the review. */
export type PickStep = TierNumber | 'review';
export const PICK_STEPS: readonly PickStep[] = [...TIERS, 'review'];

export const stepLabel = (step: PickStep) => (step === 'review' ? 'Review' : `Tier ${step}`);

/** The step after this one (the review is the last). */
export const nextStep = (step: PickStep): PickStep =>
  PICK_STEPS[Math.min(PICK_STEPS.indexOf(step) + 1, PICK_STEPS.length - 1)]!;

export const previousStep = (step: PickStep): PickStep =>
  PICK_STEPS[Math.max(PICK_STEPS.indexOf(step) - 1, 0)]!;

/** Whether a tier has all its picks (one, or two in tier 4); the review is never "done". */
export const stepDone = (selection: Selection, step: PickStep) =>
  step !== 'review' && picksInTier(selection, step).length === (step === 4 ? 2 : 1);

/**
 * Where a phone goes once a pick completes `tier`: the next tier still missing picks (after
 * this one, then from the start), else the review. Changing a tier from the review goes back
 * to it; nobody taps "Next" after each pick.
 */
export function stepAfterPick(selection: Selection, tier: TierNumber): PickStep {
  const after = TIERS.slice(TIERS.indexOf(tier) + 1);
  const open = [...after, ...TIERS].find((step) => !stepDone(selection, step));
  return open ?? 'review';
}

/**
 * Whether toggling `golferId` in `tier` made a pick that completes the tier (a golfer added or
 * swapped in, the tier now full), as opposed to clearing one or a third tier 4 tap ignored.
 */
export const pickCompletesTier = (next: Selection, tier: TierNumber, golferId: number): boolean =>
  picksInTier(next, tier).includes(golferId) && stepDone(next, tier);
