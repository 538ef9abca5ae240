import { EmailLink } from './EmailLink';
import type { LegalSection } from './LegalPage';

/** The twelve sections of the Terms of Service. */
export function termsSections(supportEmail: string): LegalSection[] {
  return [
    {
      title: 'Acceptance of These Terms',
      paragraphs: [
        'These Terms of Service govern your use of Fairway, including the website, the installable app and every group you create or join. By creating an account or using Fairway you agree to these terms. If you do not agree, please do not use Fairway.',
      ],
    },
    {
      title: 'What Fairway Is',
      paragraphs: [
        'Fairway is a tool for running golf tournament pick pools among friends, family and colleagues. Members pick golfers, follow standings, chat and keep track of who has paid.',
        'Fairway is not a gambling operator, bookmaker or payment service. We do not accept wagers, set odds for betting, hold prize money or pay out winnings. Odds are used only to sort golfers into tiers.',
      ],
    },
    {
      title: 'Eligibility and Accounts',
      paragraphs: [
        'To use Fairway you must be at least 13 years old. To take part in a pool that involves entry fees you must be an adult where you live.',
      ],
      list: [
        'Give accurate information when you register and keep it up to date.',
        'Keep your password and devices secure; you are responsible for activity under your account.',
        'Tell us promptly if you believe someone else has accessed your account.',
      ],
    },
    {
      title: 'Groups, Pools and Picks',
      paragraphs: [
        'Group admins set up their pools: which tournaments to play, entry fees, payout structure, entry deadlines, entries per member and pool type. Admins are responsible for explaining their group’s rules to its members.',
        'Each entry has five golfers: one from each of tiers 1, 2 and 3 and two from tier 4. Picks lock at the entry deadline, which is shown in Eastern Time. Entries cannot be created or changed after it.',
      ],
    },
    {
      title: 'Entry Fees Between Members',
      paragraphs: [
        'Any entry fee is agreed and settled directly between members of a group, for example through the payment handles members choose to share. Fairway only records what admins mark as paid; it never receives, holds or transfers those funds.',
        'You are responsible for making sure your pool is lawful where you and your members live. Disputes about entry fees or payouts are between the members of the group.',
      ],
    },
    {
      title: 'Platform Fees',
      paragraphs: [
        'Groups of up to 10 members use Fairway for free. Groups of 11 or more members pay a one-time platform fee of $19 per tournament, paid by card by a group admin before the tournament starts. There are no recurring charges.',
        'Card payments are processed by our payment provider; we do not store card numbers. Platform fees are not refundable once the tournament has started, except where the law requires otherwise.',
      ],
    },
    {
      title: 'Acceptable Use',
      paragraphs: ['Keep Fairway friendly and fair. You agree not to:'],
      list: [
        'harass, threaten or abuse other members, in chat or anywhere else;',
        'post unlawful, hateful or sexually explicit content, or spam;',
        'access accounts, groups or data that are not yours, or try to get around deadlines and limits;',
        'scrape, overload or interfere with the service, or use it to run a commercial betting operation.',
      ],
    },
    {
      title: 'Your Content',
      paragraphs: [
        'You keep ownership of what you post, such as group names, descriptions and chat messages. You give us permission to store and display that content to the members of your groups so that Fairway can work. Group admins may remove content and members from their groups.',
      ],
    },
    {
      title: 'Scores and Availability',
      paragraphs: [
        'Tournament scores come from third-party data sources and are refreshed regularly during play. They may be delayed, corrected or temporarily unavailable, and standings follow those corrections. We aim to keep Fairway available at all times but do not guarantee it will be uninterrupted or error-free.',
      ],
    },
    {
      title: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        'Fairway is provided “as is” and “as available”, without warranties of any kind, to the extent the law allows. We are not responsible for the conduct of members or for payments made between them.',
        'To the extent the law allows, our total liability for any claim arising from your use of Fairway is limited to the amount you paid us in the 12 months before the claim. We are not liable for indirect or consequential losses, including lost winnings.',
      ],
    },
    {
      title: 'Suspension, Termination and Changes',
      paragraphs: [
        'You may stop using Fairway at any time and ask us to delete your account. We may suspend or close accounts that break these terms.',
        'We may update these terms from time to time. When we make a material change we will update the date at the top of this page and, where appropriate, tell you in the app. Continuing to use Fairway after a change means you accept the updated terms.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        <>
          Questions about these terms? Email us at <EmailLink email={supportEmail} /> and we will
          get back to you.
        </>,
      ],
    },
  ];
}
