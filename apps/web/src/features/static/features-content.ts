import {
  History,
  ListChecks,
  MessagesSquare,
  Radio,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type FeatureVisual = 'tiers' | 'pool-types';

export interface ProductFeature {
  id: string;
  icon: LucideIcon;
  label: string;
  title: string;
  lead: string;
  points: string[];
  visual?: FeatureVisual;
}

/** The product's areas, in the order a group meets them. */
export const PRODUCT_FEATURES: ProductFeature[] = [
  {
    id: 'groups',
    icon: Users,
    label: 'Groups & invites',
    title: 'Your pool, your people',
    lead: 'Every pool lives in a group. Create one in a minute, keep it private or open it to the public, and bring everyone in with a single link.',
    points: [
      'Invite by link or with an 8-character invite code',
      'Private groups can only be joined with an invite',
      'Make trusted members admins to share the work',
      'One group can run as many tournaments as you like',
    ],
  },
  {
    id: 'picks',
    icon: ListChecks,
    label: 'Tiers & picks',
    title: 'Five golfers, four tiers, one rule',
    lead: 'Golfers are sorted into four tiers from the betting odds. Every entry takes one golfer each from tiers 1, 2 and 3 and two from tier 4, so favourites and long shots both matter.',
    points: [
      'Picks lock at the entry deadline, shown in Eastern Time with a countdown',
      'Admins decide how many entries each member may submit',
      'An optional tiebreaker: guess the winning score to par',
      'Other members’ picks stay hidden until the first tee time',
    ],
    visual: 'tiers',
  },
  {
    id: 'standings',
    icon: Radio,
    label: 'Live standings',
    title: 'Standings that move with every birdie',
    lead: 'During a tournament, scores refresh every minute. Each entry’s score is the combined score of its five golfers, shown the golf way: red under par, E for even, ties as T3.',
    points: [
      'See each golfer’s score and holes played inside every entry',
      'The projected cut line is shown while it matters',
      'Each tournament in a group picks its pool type',
    ],
    visual: 'pool-types',
  },
  {
    id: 'chat',
    icon: MessagesSquare,
    label: 'Group chat',
    title: 'The clubhouse, in your pocket',
    lead: 'Every group has its own chat for predictions, celebrations and the occasional excuse. New messages appear without reloading.',
    points: [
      'Quick emoji reactions',
      'Only group members can read or post',
      'Right next to the standings, so nobody misses a swing',
    ],
  },
  {
    id: 'payments',
    icon: Wallet,
    label: 'Payments & financial report',
    title: 'Settle up without the awkward texts',
    lead: 'Admins set the entry fee and payout structure, publish where to pay, and tick off who has paid. Members settle entry fees with each other; Fairway keeps the books, never the money.',
    points: [
      'Venmo, Cash App, Zelle and PayPal handles, visible only to admins',
      'Payout structures such as 50/30/20 or 65/25/10, with ties split fairly',
      'A printable financial report: expected, collected, outstanding and collection rate',
    ],
  },
  {
    id: 'history',
    icon: History,
    label: 'History',
    title: 'Bragging rights, on the record',
    lead: 'Finished tournaments stay in your group’s history: who won, with what score, how many played, and every entry’s picks.',
    points: [
      'Winners and average scores for each tournament',
      'Full final standings with each entry’s five golfers',
    ],
  },
];
