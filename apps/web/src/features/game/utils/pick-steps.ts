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
