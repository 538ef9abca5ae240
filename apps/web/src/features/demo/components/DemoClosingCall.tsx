import { ButtonLink } from '../../../components/ui/Button';

export function DemoClosingCall() {
  return (
    <section
      aria-labelledby="demo-closing-call"
      className="rounded-2xl border border-line bg-sand-soft px-6 py-10 text-center"
    >
      <h2 id="demo-closing-call" className="text-xl font-bold tracking-tight sm:text-2xl">
        Ready to Create Your Own Golf Pool?
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Invite your friends, pick your golfers and follow the standings live.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/register" size="lg">
          Start Playing Free
        </ButtonLink>
        <ButtonLink to="/login" size="lg" variant="secondary">
          Sign In
        </ButtonLink>
      </div>
    </section>
  );
}
