import type { CreatePaymentIntentResponse } from '@fairway/contract';

/** The group tournament being unlocked, and what the details step shows about its group. */
export interface UnlockTarget {
  groupId: number;
  groupName: string;
  memberCount: number;
  /** The group size tier as people read it, e.g. "Small Group (11+ members)". */
  tierLabel: string;
  /** The platform fee in dollars (from the group's size). */
  price: number;
  tournamentId: number;
  /** The group-tournament link's id (AdminGroupTournament.id). */
  groupTournamentId: number;
  tournamentName: string;
}

/** Charges the card for a payment intent; rejects with the reason when the card is refused. */
export type ConfirmCard = (intent: CreatePaymentIntentResponse) => Promise<void>;

/** What both card forms (the test form and Stripe's) take. */
export interface CardFormProps {
  /** "Pay $19.00". */
  payLabel: string;
  processing: boolean;
  onPay: (confirmCard: ConfirmCard) => void;
  onBack: () => void;
}
