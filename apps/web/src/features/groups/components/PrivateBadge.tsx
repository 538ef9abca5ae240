import { Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';

export function PrivateBadge() {
  return (
    <Badge tone="sand">
      <Lock aria-hidden className="size-3" />
      Private
    </Badge>
  );
}
