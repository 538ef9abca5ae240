/** Placeholder while the screen is being built. */
export function BillingPage() {
  return null;
}
