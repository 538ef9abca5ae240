import { describe, expect, it } from 'vitest';
import { resultSettingChangeText, resultSettingValueText, resultsFinal } from './result-settings';

describe('result settings in words', () => {
  it('says who changed what from what to what', () => {
    expect(
      resultSettingChangeText('Olive', { setting: 'entry_fee', before: '20.00', after: '50.00' }),
    ).toBe('Olive changed the entry fee from $20.00 to $50.00');
    expect(
      resultSettingChangeText('Olive', {
        setting: 'payout_structure',
        before: '50/30/20',
        after: '100',
      }),
    ).toBe('Olive changed the payout structure from 50/30/20 to 100');
    expect(
      resultSettingChangeText('Olive', {
        setting: 'pool_type',
        before: 'cut_score',
        after: 'elimination',
      }),
    ).toBe(
      'Olive changed the pool type from Cut Golfers Get Cut Score to Entries Eliminated if Golfer Cut',
    );
  });

  it('sets and removes rules, cutting long ones where asked', () => {
    expect(
      resultSettingChangeText('Olive', {
        setting: 'custom_rules',
        before: null,
        after: 'No gimmes',
      }),
    ).toBe('Olive set the custom rules to "No gimmes"');
    expect(
      resultSettingChangeText('Olive', {
        setting: 'custom_rules',
        before: 'No gimmes',
        after: null,
      }),
    ).toBe('Olive removed the custom rules (they were "No gimmes")');
    expect(resultSettingValueText('custom_rules', 'abcdef ghij', 7)).toBe('"abcdef…"');
    expect(resultSettingValueText('custom_rules', 'abcdef', 7)).toBe('"abcdef"');
  });

  it('writes fees as every screen shows money', () => {
    expect(resultSettingValueText('entry_fee', '1234.50')).toBe('$1,234.50');
    expect(resultSettingValueText('entry_fee', '0.00')).toBe('$0.00');
    expect(resultSettingValueText('entry_fee', '100000.00')).toBe('$100,000.00');
  });

  it('makes results final only once the tournament is completed', () => {
    expect(resultsFinal('completed')).toBe(true);
    expect(resultsFinal('active')).toBe(false);
    expect(resultsFinal('upcoming')).toBe(false);
  });
});
