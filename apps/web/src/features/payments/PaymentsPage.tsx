/** Placeholder while the screen is being built. */
export function PaymentsPage() {
  return null;
}
