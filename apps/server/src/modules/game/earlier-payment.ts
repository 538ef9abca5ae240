import type { Db, Tx } from '../../db/client';

/**
 * A fee the group once paid for a tournament, carried onto it when it is added again after
 * being removed (paid stays paid). Billing keeps the card payments and answers it (billing's
 * plugin answers game's `earlierPayment` port with modules/billing's earlierPayment): game sits
 * below billing, so it names only what it asks.
 */
export type EarlierPayment = (
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
) => Promise<{
  paymentCompleted?: boolean;
  paymentAmountCents?: number;
  paymentDate?: Date | null;
}>;
