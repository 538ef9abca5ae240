import { EmailLink } from './EmailLink';
import type { LegalSection } from './LegalPage';

/** The Privacy Policy; its section titles are fixed copy, kept word for word. */
export function privacySections(privacyEmail: string): LegalSection[] {
  return [
    {
      title: 'Introduction',
      paragraphs: [
        'This Privacy Policy explains what information Fairway collects when you use our golf pick-pool app, how we use it, who can see it and the choices you have. We collect only what we need to run your pools.',
      ],
    },
    {
      title: 'Information We Collect',
      paragraphs: ['Depending on how you use Fairway, we collect:'],
      list: [
        'Account details: your name, email address, and a securely hashed password or the public key of your passkey.',
        'Pool activity: the groups you create or join, your picks and tiebreakers, and your chat messages.',
        'Payment handles you choose to save (Venmo, Cash App, Zelle or PayPal) and the payment status admins record. Card payments for platform fees are handled by our payment provider; we never see or store full card numbers.',
        'Technical information: basic device and browser details, log records and error reports that help us keep the service working.',
      ],
    },
    {
      title: 'How We Collect',
      paragraphs: ['We collect information in three ways:'],
      list: [
        'Directly from you, when you register, make picks, chat or save payment details.',
        'From Google, if you choose to sign in with Google (your name and email address).',
        'Automatically, when your browser talks to our servers. Fairway stores your sign-in token and display preferences (such as the theme) in your browser’s local storage. We do not use advertising cookies or trackers.',
      ],
    },
    {
      title: 'How We Use',
      paragraphs: ['We use your information to:'],
      list: [
        'run your account, your groups and your pools, including standings and chat;',
        'show group admins who has paid and how to pay them;',
        'process platform fees for larger groups;',
        'keep Fairway secure, fix problems and improve the app;',
        'send service messages about your account. We do not send marketing email without your consent.',
      ],
    },
    {
      title: 'Sharing',
      paragraphs: ['We do not sell your personal information. We share it only as follows:'],
      list: [
        'With members of your groups: your name, your picks once the tournament has started, standings and chat messages.',
        'With your group admins: the payment handles you save and your payment status. Other members cannot see your payment information.',
        'With service providers who help us run Fairway (hosting, card payments and error reporting), under contracts that limit their use of it.',
        'When the law requires it, or to protect the safety of our users.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'Connections to Fairway are encrypted, passwords are stored only as strong one-way hashes, and passkeys never share a secret with our servers. Access to data is limited by group membership and role. No system is perfectly secure, so please keep your devices and sign-in details safe.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: ['Wherever you live, you can:'],
      list: [
        'see and correct your account details;',
        'delete your saved payment information at any time from Payment Details;',
        'ask for a copy of your data or for your account to be deleted;',
        'object to or restrict certain uses of your data where the law gives you that right.',
      ],
      closing: [
        'To make a request, contact us at the address below. We will answer within 30 days.',
      ],
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        'Fairway is not intended for children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, please contact us and we will delete it.',
      ],
    },
    {
      title: 'Changes',
      paragraphs: [
        'We may update this policy as Fairway changes. We will revise the “Last updated” date above and, for material changes, let you know in the app before they take effect.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        <>
          For privacy questions or requests, email <EmailLink email={privacyEmail} />.
        </>,
      ],
    },
  ];
}
