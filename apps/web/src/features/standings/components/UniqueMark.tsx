import { Badge } from '../../../components/ui/Badge';

/** A golfer no other entry of the group holds (docs/rules.md, "Pick popularity"). */
export function UniqueMark() {
  return (
    <Badge tone="blue" className="px-1.5 py-0 font-medium">
      Unique<span className="sr-only"> pick: no other entry holds this golfer</span>
    </Badge>
  );
}
