import { SeededRandom } from "../../seeded-random";

/** What a draw is for; each purpose has its own stream, so adding latency changes no failure. */
export const DRAW_PURPOSES = { latency: 1, failure: 2, failureKind: 3, retryAfter: 4 } as const;

/**
 * Seeded draws per request: the n-th request of a server started with a seed draws the same
 * latency and the same failure on every run, so a failing screen can be reproduced.
 */
export class RequestDraws {
  private count = 0;
  private readonly random = new SeededRandom(0);

  constructor(private readonly seed: number) {}

  /** Numbers the next request; its draws come from its number. */
  next(): number {
    this.count += 1;
    return this.count;
  }

  /** A float in [0, 1) for request `n` and a purpose. */
  draw(n: number, purpose: number): number {
    this.random.seed([this.seed, n, purpose]);
    return this.random.next();
  }
}
