import { useEffect, useState } from 'react';
import { CONTACT_SEND_ERROR, CONTACT_SENT_BANNER_MS, simulateContactSend } from './contact-send';
import {
  EMPTY_CONTACT_FORM,
  hasContactErrors,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-validation';

/** The contact form is idle, sending, or sent (the success banner is showing). */
export type ContactStatus = 'idle' | 'sending' | 'sent';

export function useContactForm(
  send: (values: ContactFormValues) => Promise<void> = simulateContactSend,
) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [sendError, setSendError] = useState<string | null>(null);

  // The success banner hides itself; leaving the page or sending again cancels the timer.
  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SENT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function updateField(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field clears its own error only; the others wait for the next submit.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function deliver(submitted: ContactFormValues) {
    setStatus('sending');
    try {
      await send(submitted);
      setValues(EMPTY_CONTACT_FORM);
      setStatus('sent');
    } catch {
      setSendError(CONTACT_SEND_ERROR);
      setStatus('idle');
    }
  }

  /** Validates, then sends in the background. Returns the first invalid field, if any, so the form can focus it. */
  function submit(): ContactField | null {
    if (status === 'sending') return null;
    const found = validateContactForm(values);
    setErrors(found);
    setSendError(null);
    if (hasContactErrors(found)) return Object.keys(found)[0] as ContactField;
    void deliver(values);
    return null;
  }

  return { values, errors, status, sendError, updateField, submit };
}
