import { PageHeader } from '../../components/ui/States';
import { useAppConfig } from '../../hooks/useAppConfig';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { supportEmail } = useAppConfig();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Contact Us"
        description="Questions about your pool, your account or billing? We are happy to help."
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-start">
        <ContactDetails supportEmail={supportEmail} />
        <ContactForm />
      </div>
    </div>
  );
}
