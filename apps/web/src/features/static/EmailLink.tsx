/** A mailto link for the deployment's support address (styled to read as a link in running text). */
export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="rounded font-semibold break-all text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary"
    >
      {email}
    </a>
  );
}
