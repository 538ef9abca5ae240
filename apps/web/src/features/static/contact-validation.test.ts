import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORM,
  hasContactErrors,
  validateContactForm,
  type ContactFormValues,
} from './contact-validation';

const valid: ContactFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Question about groups',
  message: 'How many members can join a group?',
};

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    const errors = validateContactForm(valid);
    expect(errors).toEqual({});
    expect(hasContactErrors(errors)).toBe(false);
  });

  it('reports every required field, in form order', () => {
    const errors = validateContactForm(EMPTY_CONTACT_FORM);
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'subject', 'message']);
    expect(hasContactErrors(errors)).toBe(true);
  });

  it('treats whitespace-only values as empty', () => {
    const errors = validateContactForm({
      name: '   ',
      email: ' \t ',
      subject: '\n',
      message: '          ',
    });
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('requires the name', () => {
    expect(validateContactForm({ ...valid, name: '' })).toEqual({ name: 'Name is required' });
  });

  it('requires the subject', () => {
    expect(validateContactForm({ ...valid, subject: '' })).toEqual({
      subject: 'Subject is required',
    });
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada @example.com',
    'ada@exa mple.com',
    'a@@example.com',
  ])('rejects the malformed email %j', (email) => {
    expect(validateContactForm({ ...valid, email })).toEqual({ email: 'Email address is invalid' });
  });

  it.each(['ada@example.com', 'first.last+golf@mail.example.co.uk', '  ada@example.com  '])(
    'accepts the email %j',
    (email) => {
      expect(validateContactForm({ ...valid, email })).toEqual({});
    },
  );

  it('requires a message of at least 10 characters', () => {
    expect(validateContactForm({ ...valid, message: 'Too short' })).toEqual({
      message: 'Message should be at least 10 characters',
    });
    expect(validateContactForm({ ...valid, message: 'Just right' })).toEqual({});
  });

  it('counts the message length without surrounding whitespace', () => {
    expect(validateContactForm({ ...valid, message: '   Too short    ' })).toEqual({
      message: 'Message should be at least 10 characters',
    });
  });

  it('lists mixed problems in form order', () => {
    const errors = validateContactForm({
      name: '',
      email: 'nope',
      subject: 'Hi',
      message: 'short',
    });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message']);
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email address is invalid',
      message: 'Message should be at least 10 characters',
    });
  });
});
