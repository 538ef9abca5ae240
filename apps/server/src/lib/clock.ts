/** Time source for everything that depends on "now", so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests, and the test hook in TEST_HOOKS mode). */
export class ManualClock implements Clock {
  #offsetMs = 0;
  #fixed: number | undefined;

  constructor(start?: Date) {
    this.#fixed = start?.getTime();
  }

  now(): Date {
    return new Date((this.#fixed ?? Date.now()) + this.#offsetMs);
  }

  set(date: Date): void {
    this.#fixed = date.getTime();
    this.#offsetMs = 0;
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
