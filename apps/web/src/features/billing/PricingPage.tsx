/** Placeholder while the screen is being built. */
export function PricingPage() {
  return null;
}
