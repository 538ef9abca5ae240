import type { PoolType } from './constants';

/**
 * The settings of a group tournament that decide who wins what (docs/rules.md, "Results that
 * stay final"): from the first tee time every change to them is recorded and told in the
 * group's chat, and once the tournament is completed they never change again. Named as the
 * API names them.
 */
export const RESULT_SETTINGS = [
  'entry_fee',
  'payout_structure',
  'pool_type',
  'custom_rules',
] as const;
export type ResultSetting = (typeof RESULT_SETTINGS)[number];

/** What a change to a completed tournament's result settings answers (409). */
export const RESULTS_FINAL_MESSAGE = 'Results are final';

/** A completed tournament's payouts were paid from these settings: they stay as they were. */
export const resultsFinal = (tournamentStatus: string) => tournamentStatus === 'completed';

export const POOL_TYPE_LABELS: Record<PoolType, string> = {
  cut_score: 'Cut Golfers Get Cut Score',
  elimination: 'Entries Eliminated if Golfer Cut',
};

/** The settings in words, for the chat notice and the change history. */
export const RESULT_SETTING_LABELS: Record<ResultSetting, string> = {
  entry_fee: 'entry fee',
  payout_structure: 'payout structure',
  pool_type: 'pool type',
  custom_rules: 'custom rules',
};

/** One recorded change: the values as the API shows them (a fee "20.00"), null for none. */
export interface ResultSettingChange {
  setting: ResultSetting;
  before: string | null;
  after: string | null;
}

/** "1234.50" as "$1,234.50": the API's dollars, as every screen shows money. */
function dollarsText(dollars: string): string {
  const [whole = '0', cents = '00'] = dollars.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/** Rules are free text: quoted, and cut at `quoteLimit` characters where space is short. */
function quoted(text: string, quoteLimit: number): string {
  const characters = [...text];
  return characters.length > quoteLimit
    ? `"${characters.slice(0, quoteLimit).join('').trimEnd()}…"`
    : `"${text}"`;
}

/** A setting's value in words: "$20.00", "50/30/20", the pool type's label, quoted rules. */
export function resultSettingValueText(
  setting: ResultSetting,
  value: string | null,
  quoteLimit = Number.POSITIVE_INFINITY,
): string {
  if (value === null) return 'none';
  switch (setting) {
    case 'entry_fee':
      return dollarsText(value);
    case 'pool_type':
      return POOL_TYPE_LABELS[value as PoolType] ?? value;
    case 'custom_rules':
      return quoted(value, quoteLimit);
    case 'payout_structure':
      return value;
  }
}

/**
 * Who changed what from what to what, in plain words: "Olive changed the entry fee from $20.00
 * to $50.00". The chat notice cuts long rules at `quoteLimit` characters (the history has them
 * whole).
 */
export function resultSettingChangeText(
  who: string,
  change: ResultSettingChange,
  quoteLimit = Number.POSITIVE_INFINITY,
): string {
  const label = RESULT_SETTING_LABELS[change.setting];
  const before = resultSettingValueText(change.setting, change.before, quoteLimit);
  const after = resultSettingValueText(change.setting, change.after, quoteLimit);
  if (change.before === null) return `${who} set the ${label} to ${after}`;
  if (change.after === null) return `${who} removed the ${label} (they were ${before})`;
  return `${who} changed the ${label} from ${before} to ${after}`;
}
