import { ButtonLink } from '../../../components/ui/Button';

/** The closing nudge: start a pool (or a group, once signed in), or ask us anything. */
export function PricingCallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="pricing-cta-title" className="pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-primary-strong px-6 py-14 text-center text-on-primary sm:px-12 dark:bg-primary-soft dark:text-ink">
        <div
          aria-hidden
          className="absolute -bottom-28 left-1/2 h-40 w-[44rem] max-w-[200%] -translate-x-1/2 rounded-[50%] bg-sand/15"
        />
        <h2 id="pricing-cta-title" className="relative text-3xl font-bold tracking-tight">
          Ready to start your pool?
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl opacity-85">
          Set up your group in a minute. Questions about billing? We are happy to help.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <ButtonLink to="/groups/new" size="lg" variant="sand">
              Create a Group
            </ButtonLink>
          ) : (
            <ButtonLink to="/register" size="lg" variant="sand">
              Create Free Account
            </ButtonLink>
          )}
          <ButtonLink to="/contact" size="lg" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
