import { HandCoins, ListChecks, MessagesSquare, Users } from 'lucide-react';

const STEPS = [
  {
    icon: Users,
    title: 'Create a group',
    text: 'Start a private group in a minute and invite friends with a link or an 8-character code.',
  },
  {
    icon: ListChecks,
    title: 'Pick five golfers',
    text: 'One each from tiers 1, 2 and 3, and two from tier 4. Tiers come from the odds, so every entry has a shot.',
  },
  {
    icon: MessagesSquare,
    title: 'Follow along live',
    text: 'Standings move with every birdie while your group trades notes in chat.',
  },
  {
    icon: HandCoins,
    title: 'Settle up',
    text: 'Admins track who has paid and the payouts. Members settle entry fees with each other.',
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Four steps</p>
        <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          How it works
        </h2>
        <p className="mt-3 text-lg text-muted">
          From the first invite to the final putt, without a spreadsheet in sight.
        </p>
      </div>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <step.icon aria-hidden className="size-5" />
              </span>
              <span aria-hidden className="text-4xl font-bold text-sand tabular">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
