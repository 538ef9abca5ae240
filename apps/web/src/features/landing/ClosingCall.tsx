import { ButtonLink } from '../../components/ui/Button';

/** The last nudge before the footer: deep green in light mode, a darker green panel in dark mode. */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-call-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-primary-strong px-6 py-14 text-center text-on-primary sm:px-12 dark:bg-primary-soft dark:text-ink">
        <div
          aria-hidden
          className="absolute -bottom-28 left-1/2 h-40 w-[44rem] max-w-[200%] -translate-x-1/2 rounded-[50%] bg-sand/15"
        />
        <h2
          id="closing-call-title"
          className="relative text-3xl font-bold tracking-tight sm:text-4xl"
        >
          Ready for the first tee?
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl opacity-85">
          Free for groups of up to 10. Set up your pool before the next tournament tees off.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" size="lg" variant="sand">
            Get Started
          </ButtonLink>
          <ButtonLink to="/demo" size="lg" variant="secondary">
            Try the Demo
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
