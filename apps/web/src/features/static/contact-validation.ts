/** The contact form's fields and its rules (the messages are fixed copy, word for word). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

/** One message per invalid field; a field that passes has no key at all. */
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const MESSAGE_MIN_LENGTH = 10;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

// Deliberately loose: one @, something before it, and a dotted domain without spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fieldError(field: ContactField, rawValue: string): string | undefined {
  // Whitespace alone is not an answer, so every rule looks at the trimmed value.
  const value = rawValue.trim();
  switch (field) {
    case 'name':
      return value ? undefined : 'Name is required';
    case 'email':
      if (!value) return 'Email is required';
      return EMAIL_SHAPE.test(value) ? undefined : 'Email address is invalid';
    case 'subject':
      return value ? undefined : 'Subject is required';
    case 'message':
      if (!value) return 'Message is required';
      return value.length >= MESSAGE_MIN_LENGTH
        ? undefined
        : `Message should be at least ${MESSAGE_MIN_LENGTH} characters`;
  }
}

/** Checks every field; the keys come back in form order, so the first key is the field to focus. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export const hasContactErrors = (errors: ContactFormErrors) => Object.keys(errors).length > 0;
