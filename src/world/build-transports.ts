import type { Transport } from "../generated/types";
import type { FakeContext } from "./fake-context";
import { fakeOf } from "./fake-from-schema";
import { randomUuid } from "./random-uuid";

const MINUTE = 60_000;

/**
 * The transport interruptions of an occurrence: usually none, sometimes one or two. Ids, the
 * occurrence link and the dates (interrupted shortly after the occurrence, released 30 minutes
 * to 4 hours later, never after the window) come from here; the kind of transport, whether it
 * was interrupted and the description come from the schema's x-faker (transport.json).
 */
export function buildTransports(ctx: FakeContext, occurrenceId: string, time: number): Transport[] {
  const { random } = ctx;
  if (!random.chance(0.04)) return [];
  const count = random.chance(0.2) ? 2 : 1;
  const transports: Transport[] = [];
  for (let i = 0; i < count; i++) {
    const interrupted = Math.min(time + random.between(0, 30) * MINUTE, ctx.dateRange.end);
    const released = Math.min(interrupted + random.between(30, 240) * MINUTE, ctx.dateRange.end);
    transports.push(
      fakeOf("v2/transport", ctx, {
        id: randomUuid(random),
        occurrenceId,
        dateInterruption: new Date(interrupted).toISOString(),
        releaseDate: new Date(released).toISOString(),
      }),
    );
  }
  return transports;
}
