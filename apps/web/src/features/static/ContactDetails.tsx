import { Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { EmailLink } from './EmailLink';

function DetailRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-sm text-muted">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails({ supportEmail }: { supportEmail: string }) {
  return (
    <Card className="space-y-6 p-5 sm:p-8">
      <h2 className="text-xl font-semibold tracking-tight">Get in touch</h2>
      <DetailRow icon={<Mail className="size-5" />} title="Email">
        <EmailLink email={supportEmail} />
      </DetailRow>
      <DetailRow icon={<Clock className="size-5" />} title="Office hours">
        <p className="text-ink">Monday to Friday 9:00 AM to 5:00 PM ET</p>
        <p>Weekends: Closed</p>
      </DetailRow>
      <p className="rounded-xl bg-sand-soft px-4 py-3 text-sm text-ink/85">
        Messages sent outside office hours are answered on the next business day.
      </p>
    </Card>
  );
}
