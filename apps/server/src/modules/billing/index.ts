/** The billing area's public entry: a group tournament's platform fee. */
export { earlierPayment, loadTournamentFee } from './tournament-fee';
