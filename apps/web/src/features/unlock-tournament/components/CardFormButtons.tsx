import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/Button';

/** Back and "Pay $amount", under either card form. */
export function CardFormButtons({
  payLabel,
  processing,
  disabled,
  onBack,
}: {
  payLabel: string;
  processing: boolean;
  disabled?: boolean;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" disabled={processing} onClick={onBack}>
        Back
      </Button>
      <Button type="submit" loading={processing} disabled={disabled}>
        {!processing && <Lock aria-hidden className="size-4" />}
        {payLabel}
      </Button>
    </div>
  );
}
