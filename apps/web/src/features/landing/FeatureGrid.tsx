import {
  ArrowRight,
  History,
  ListOrdered,
  Megaphone,
  MessageCircle,
  Percent,
  Radio,
  ShieldCheck,
  Smartphone,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';

/**
 * What the app does, each backed by a screen of it (docs/rules.md): live standings, the forecast
 * ("Win probability"), "Who to root for", "Withdrawal protection", the "Season money list",
 * chat, payments, history, and the phone app with passkeys.
 */
const FEATURES = [
  {
    icon: Radio,
    title: 'Live standings',
    text: 'Scores refresh every minute during play, with ties, the cut and every golfer in your picks.',
  },
  {
    icon: Percent,
    title: 'Chance to win and to cash',
    text: 'The rest of the tournament is simulated thousands of times from where every golfer stands: each entry’s chance to win, to finish in the money, and what it can expect to win.',
  },
  {
    icon: Megaphone,
    title: 'Whom to root for',
    text: 'The golfers whose finish moves your chance most, for you or against you, with their live score.',
  },
  {
    icon: ShieldCheck,
    title: 'Alternates',
    text: 'Where the group allows it, name a tier 4 alternate who steps in if one of your golfers withdraws before hitting a shot.',
  },
  {
    icon: ListOrdered,
    title: 'Season money list',
    text: 'Every member’s tournaments, fees, winnings and net for the year, most won first, with a chart.',
  },
  {
    icon: MessageCircle,
    title: 'Group chat',
    text: 'Trash talk and quick reactions inside each group, updated as messages land.',
  },
  {
    icon: Wallet,
    title: 'Payment tracking',
    text: 'Entry fees, payouts and who has paid, with Venmo, Cash App, Zelle and PayPal handles.',
  },
  {
    icon: History,
    title: 'Tournament history',
    text: 'Past winners, scores and picks for every tournament your group has played.',
  },
  {
    icon: Smartphone,
    title: 'Made for phones',
    text: 'Installable on your home screen like an app, with passkey sign-in: a fingerprint or face scan instead of a password.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="border-y border-line bg-surface-2/50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Features</p>
            <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Everything your pool needs
            </h2>
          </div>
          <Link
            to="/features"
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-primary hover:underline"
          >
            See all features <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-line bg-surface p-6 transition-shadow hover:shadow-md"
            >
              <feature.icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold">{feature.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
