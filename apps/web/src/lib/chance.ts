/**
 * A chance to win (or to cash) as people say it: whole percent, with "<1%" and ">99%" for the
 * ends that are neither impossible nor certain (docs/rules.md, "Win probability"). Shared by the
 * standings and the "my entry" card.
 */
export function formatChance(probability: number): string {
  if (probability <= 0) return '0%';
  if (probability >= 1) return '100%';
  if (probability < 0.005) return '<1%';
  if (probability > 0.995) return '>99%';
  return `${Math.round(probability * 100)}%`;
}
