import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('runs after the next frame, not before', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    // A frame is 16 ms: its callback queues the run, which comes right after.
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once in a tab in the background, which runs no frames', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const run = vi.fn();
    afterNextPaint(run)();
    vi.advanceTimersByTime(20);
    expect(run).not.toHaveBeenCalled();
  });
});
