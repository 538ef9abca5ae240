import {
  ArrowRight,
  Fingerprint,
  History,
  MessageCircle,
  Radio,
  Smartphone,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';

const FEATURES = [
  {
    icon: Radio,
    title: 'Live standings',
    text: 'Scores refresh every minute during play, with ties, the cut and every golfer in your picks.',
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
    icon: Fingerprint,
    title: 'Passkey sign-in',
    text: 'Sign in with a fingerprint or face scan. No password to remember or leak.',
  },
  {
    icon: Smartphone,
    title: 'Made for phones',
    text: 'Fast on any screen and installable on your home screen like an app.',
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
