import { financialHealth, type FinancialHealth } from '@fairway/domain';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';

const TONES: Record<FinancialHealth, BadgeTone> = {
  Excellent: 'green',
  Good: 'blue',
  'Needs Attention': 'red',
};

/**
 * Excellent (90% or more), Good (70% or more) or Needs Attention (docs/rules.md,
 * "Entry fees and member payments").
 */
export function HealthBadge({ rate }: { rate: number }) {
  const health = financialHealth(rate);
  return <Badge tone={TONES[health]}>{health}</Badge>;
}
