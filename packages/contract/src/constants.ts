/**
 * Plain values shared by server and browser, free of zod so the web app can import them
 * (from '@fairway/contract/constants') without pulling the schemas into its bundles.
 */

/** 8 characters from an alphabet without look-alikes (docs/rules.md, "Groups"). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** The chat palette of 16 (docs/rules.md, "Chat"), in the order the picker shows them. */
export const CHAT_EMOJI = [
  { emoji: '🔥', label: 'fire' },
  { emoji: '⛳', label: 'golf flag' },
  { emoji: '🏆', label: 'trophy' },
  { emoji: '💪', label: 'flexed arm' },
  { emoji: '😠', label: 'angry face' },
  { emoji: '👑', label: 'crown' },
  { emoji: '⚡', label: 'lightning' },
  { emoji: '🎯', label: 'target' },
  { emoji: '💯', label: 'hundred points' },
  { emoji: '🚀', label: 'rocket' },
  { emoji: '😎', label: 'sunglasses' },
  { emoji: '🤔', label: 'thinking' },
  { emoji: '😂', label: 'laughing' },
  { emoji: '💀', label: 'skull' },
  { emoji: '👏', label: 'clapping' },
  { emoji: '🙌', label: 'raised hands' },
] as const;
export const CHAT_EMOJI_SET: ReadonlySet<string> = new Set(CHAT_EMOJI.map((item) => item.emoji));
export const CHAT_MESSAGE_MAX = 100;
export const CHAT_RATE_LIMIT_MESSAGE =
  'Rate limit exceeded. Please wait before sending more messages.';

/** The platform administrator is the user with id 1. */
export const PLATFORM_ADMIN_ID = 1;

/** How members pay their entry fees (docs/rules.md, "Entry fees and member payments"). */
export const PAYMENT_METHODS = ['venmo', 'zelle', 'cash', 'check', 'paypal', 'other'] as const;

/** The platform fee's rule lives in the domain package (docs/rules.md, "The platform fee"). */
export { FREE_MEMBER_LIMIT, PLATFORM_FEE_CENTS } from '@fairway/domain/constants';

/** The built-in test cards of the `fake` payment provider (docs/rules.md, "Money"). */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
