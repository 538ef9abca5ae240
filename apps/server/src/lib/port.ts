/**
 * A question a lower area asks and a higher area answers. Areas depend one way
 * (docs/architecture.md, "Boundaries"), so the lower one cannot import the answer: its plugin
 * makes the port and hands `ask` to its services, and the higher area's plugin gives the answer
 * while the app is built (e.g. billing answers game's earlier payment). A question nobody
 * answered, or answered twice, is a mistake in the modules' list: the asking area's plugin checks
 * `requireAnswer()` when the app is ready, so such an app refuses to start.
 */
export class Port<Answer extends (...args: never[]) => unknown> {
  #answer: Answer | undefined;

  constructor(private readonly question: string) {}

  answer(answer: Answer): void {
    if (this.#answer) throw new Error(`${this.question} is already answered`);
    this.#answer = answer;
  }

  /** Throws if nobody answered: for the asking plugin's `onReady` hook. */
  requireAnswer(): void {
    this.#answered();
  }

  /** Asks the question: the answer's result, or an error if nobody answers it. */
  readonly ask = ((...args: Parameters<Answer>) => this.#answered()(...args)) as Answer;

  #answered(): Answer {
    if (!this.#answer) throw new Error(`Nobody answers ${this.question}`);
    return this.#answer;
  }
}
