// The payout rules live in the shared contract rules, so the browser's projections and the
// request checks use the same ones (docs/rules.md, "Payouts").
export {
  parsePayoutStructure,
  payoutsByRank,
  prizePoolCents,
  splitPrizePool,
} from '@fairway/contract/rules';
