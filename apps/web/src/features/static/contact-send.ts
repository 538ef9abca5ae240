import type { ContactFormValues } from './contact-validation';

/** The simulated send takes 1 second; the success banner stays 5 seconds. */
export const CONTACT_SEND_DELAY_MS = 1000;
export const CONTACT_SENT_BANNER_MS = 5000;

export const CONTACT_SEND_ERROR =
  'There was an error sending your message. Please try again later.';

/**
 * The spec's contact form makes no server call: "sending" is a one-second pause. It is a
 * separate function so a real delivery can replace it without touching the form.
 */
export function simulateContactSend(_values: ContactFormValues): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS));
}
