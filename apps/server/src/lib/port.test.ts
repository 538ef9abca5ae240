import { describe, expect, it } from 'vitest';
import { Port } from './port';

describe('a port between areas', () => {
  it('passes the question to its one answer', async () => {
    const port = new Port<(groupId: number) => Promise<string>>('the name of a group');
    const ask = port.ask;
    port.answer(async (groupId) => `group ${groupId}`);
    port.requireAnswer();
    // Handed out before the answer came (as a plugin hands `ask` to its services), it still asks.
    expect(await ask(7)).toBe('group 7');
  });

  it('refuses a question nobody answers, and a second answer', () => {
    const port = new Port<() => number>('a number');
    expect(() => port.requireAnswer()).toThrow('Nobody answers a number');
    expect(() => port.ask()).toThrow('Nobody answers a number');
    port.answer(() => 1);
    expect(() => port.answer(() => 2)).toThrow('a number is already answered');
    expect(port.ask()).toBe(1);
  });
});
