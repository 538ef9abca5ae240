import type { MemberPayment } from '@fairway/contract';
import { ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClass } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/Field';
import { amountField, amountText } from '../utils/amount';
import { useAppLinkFallback } from '../utils/useAppLinkFallback';
import {
  DEFAULT_REQUEST_AMOUNT,
  DEFAULT_REQUEST_MEMO,
  venmoAppLink,
  venmoWebLink,
} from '../utils/venmo';

interface RequestPaymentDialogProps {
  member: MemberPayment;
  /** The member's Venmo handle when they saved one; null when unknown. */
  venmoHandle: string | null;
  onClose: () => void;
}

/**
 * Opens a Venmo charge for the member in the Venmo app. If the app has not opened after 2 seconds,
 * offers the same request on venmo.com. Checked and opened within the click itself (not after
 * an asynchronous form library's validation), as app links want.
 */
export function RequestPaymentDialog({ member, venmoHandle, onClose }: RequestPaymentDialogProps) {
  const formId = useId();
  const [amount, setAmount] = useState(amountText(DEFAULT_REQUEST_AMOUNT));
  const [memo, setMemo] = useState(DEFAULT_REQUEST_MEMO);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [memoError, setMemoError] = useState<string | null>(null);
  const venmo = useAppLinkFallback();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = amountField.safeParse(amount);
    const note = memo.trim();
    setAmountError(parsed.error?.issues[0]?.message ?? null);
    setMemoError(note ? null : 'Enter a memo');
    if (!parsed.success || !note) return;
    const charge = { handle: venmoHandle, amount: parsed.data, note };
    venmo.launch(venmoAppLink(charge), venmoWebLink(charge));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Request Payment"
      description={`Send ${member.user_name} a payment request on Venmo.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={venmo.waiting}>
            Open Venmo
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm">
          {venmoHandle ? (
            <>
              Venmo: <span className="font-medium">{venmoHandle}</span>
            </>
          ) : (
            <span className="text-muted">
              {member.user_name} has no Venmo handle saved; choose the recipient in Venmo.
            </span>
          )}
        </p>
        <TextField
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(null);
          }}
          error={amountError}
        />
        <TextField
          label="Memo"
          maxLength={200}
          value={memo}
          onChange={(event) => {
            setMemo(event.target.value);
            setMemoError(null);
          }}
          error={memoError}
        />
        {venmo.fallbackUrl && (
          <Alert tone="warning" title="Venmo did not open">
            <p>The Venmo app did not open. Open the request in your browser instead?</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={venmo.fallbackUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('primary', 'sm')}
                onClick={venmo.dismiss}
              >
                <ExternalLink aria-hidden className="size-4" />
                Open in Browser
              </a>
              <Button variant="secondary" size="sm" onClick={venmo.dismiss}>
                Not Now
              </Button>
            </div>
          </Alert>
        )}
      </form>
    </Dialog>
  );
}
