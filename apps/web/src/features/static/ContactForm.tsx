import { Send } from 'lucide-react';
import type { ChangeEvent, FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextAreaField, TextField } from '../../components/ui/Field';
import { MESSAGE_MIN_LENGTH, type ContactField } from './contact-validation';
import { useContactForm } from './useContactForm';

export function ContactForm() {
  const { values, errors, status, sendError, updateField, submit } = useContactForm();
  const sending = status === 'sending';

  // The props every field shares: its name, value, error and change handler.
  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      updateField(field, event.target.value),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstInvalid = submit();
    if (firstInvalid) {
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
    }
  }

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold tracking-tight">Send us a message</h2>
      <p className="mt-1 text-sm text-muted">
        Tell us what is on your mind and we will reply by email.
      </p>
      <div className="mt-5 space-y-3 empty:hidden">
        {status === 'sent' && (
          <Alert tone="success" title="Message sent">
            Thank you for your message! We&apos;ll get back to you soon.
          </Alert>
        )}
        {sendError && <Alert tone="danger">{sendError}</Alert>}
      </div>
      {/* noValidate: our own rules and messages (the spec's) replace the browser's bubbles. */}
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5" aria-label="Contact form">
        <fieldset disabled={sending} className="space-y-5">
          <legend className="sr-only">Your message</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Name" autoComplete="name" {...fieldProps('name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...fieldProps('email')}
            />
          </div>
          <TextField label="Subject" {...fieldProps('subject')} />
          <TextAreaField
            label="Message"
            rows={6}
            hint={`At least ${MESSAGE_MIN_LENGTH} characters.`}
            {...fieldProps('message')}
          />
        </fieldset>
        <Button type="submit" size="lg" loading={sending} className="w-full sm:w-auto">
          {sending ? (
            'Sending...'
          ) : (
            <>
              <Send aria-hidden className="size-4" /> Send Message
            </>
          )}
        </Button>
      </form>
    </Card>
  );
}
