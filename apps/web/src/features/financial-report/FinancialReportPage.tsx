/** Placeholder while the screen is being built. */
export function FinancialReportPage() {
  return null;
}
