/**
 * Steps run one after the other in the order they were pushed, whatever order the work they
 * wait for finishes in (a worker's answer): what they change is the same as run in sequence.
 */
export class OrderedSteps {
  private tail: Promise<void> = Promise.resolve();
  /** The completion of each step not yet waited for, oldest first. */
  private readonly running: Promise<void>[] = [];

  /** Runs `step` after every step pushed before it. */
  push(step: () => void | Promise<void>): void {
    this.tail = this.tail.then(step);
    // Marked handled here; a failure still reaches whoever waits (waitBelow, drain).
    this.tail.catch(() => undefined);
    this.running.push(this.tail);
  }

  /** How many steps are pushed and not yet waited for. */
  get pending(): number {
    return this.running.length;
  }

  /** Waits until at most `limit` steps are pending; throws what a step threw. */
  async waitBelow(limit: number): Promise<void> {
    while (this.running.length > limit) await this.running.shift();
  }

  /** Waits for every step; throws what a step threw. */
  async drain(): Promise<void> {
    await this.waitBelow(0);
  }
}
