import type { Occurrence } from "../../../src/generated/types";
import { readMirror } from "../../../src/conformance/oracle/read-mirror";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { settleChoices } from "../../../src/conformance/oracle/settle-choices";
import { settleWindowZone } from "../../../src/conformance/oracle/settle-window-zone";
import { discoverV2 } from "../../../src/conformance/probes/discover-v2";
import { probeV2SmallSet } from "../../../src/conformance/probes/probe-v2-small-set";
import type { ProbeContext } from "../../../src/conformance/probes/probe-context";
import { createRequestHandler } from "../../../src/server";
import { buildWorld } from "../../../src/world/build-world";
import {
  brokenFetch,
  type Breakage,
  type JsonRequest,
  type Upstream,
} from "../broken/break-handler";
import { shiftDay } from "../../../src/conformance/dates";
import { withQuery } from "../broken/answers";
import { repaged, wholeV2 } from "../broken/whole-result";
import { wallClock } from "../broken/wall-clock";
import { probeContextOver } from "../helpers/probe-context-over";

/** Days around Brazil's last start of daylight saving (2018-11-04, clocks from 00:00 to 01:00). */
const ACROSS_DST = buildWorld({
  seed: 4,
  occurrences: 1200,
  since: "2018-10-28",
  until: "2018-11-10",
});

/**
 * The window's records whose day on their own state's calendar is inside it: the states of
 * `onSaoPaulo` (uuids) on São Paulo's (daylight saving until 2019), the others on Recife's (-03:00
 * every year of the world). The core is asked a day wider on each side.
 */
async function ownStateWindow(
  request: JsonRequest,
  upstream: Upstream,
  onSaoPaulo: ReadonlySet<string>,
): Promise<Occurrence[]> {
  const from = request.query.get("initialdate");
  const to = request.query.get("finaldate");
  const wider = withQuery(request, (query) => {
    if (from !== null) query.set("initialdate", shiftDay(from, -1));
    if (to !== null) query.set("finaldate", shiftDay(to, 1));
  });
  return ((await wholeV2(wider, upstream)) ?? []).filter((item) => {
    const zone = onSaoPaulo.has(item.state.id.toLowerCase())
      ? "America/Sao_Paulo"
      : "America/Recife";
    const day = wallClock(Date.parse(item.date), zone).slice(0, 10);
    return (from === null || day >= from) && (to === null || day <= to);
  });
}

/**
 * A server reading each record's days on its own state's calendar (`onSaoPaulo`: the states on
 * São Paulo's).
 */
function perStateZone(onSaoPaulo: ReadonlySet<string>): Breakage {
  return repaged({
    when: (query) => query.has("initialdate") || query.has("finaldate"),
    whole: (_items, request, upstream) => ownStateWindow(request, upstream, onSaoPaulo),
  })();
}

/**
 * A run's choices and mirror against a server that reads every state's days on -03:00; then the
 * server reads the mirror's state on São Paulo's calendar (a fresh cache), as a server whose
 * states keep their own zones looks when the run's first records were of other states.
 */
async function mirroredThenSaoPaulo(): Promise<{
  ctx: ProbeContext;
  mirror: Mirror;
  choices: ServerChoices;
  observed: string[];
}> {
  let breakage = perStateZone(new Set());
  const core = createRequestHandler({ world: ACROSS_DST });
  const { ctx, ledger } = probeContextOver(
    brokenFetch(core, (request, upstream) => breakage(request, upstream)),
    { seed: 3 },
  );
  await probeV2SmallSet(ctx, await discoverV2(ctx, await ctx.request("v2-cities")));
  const choices = await settleChoices(ctx, { v1: false });
  const mirror = await readMirror(ctx, choices, { v1: false });
  if ("unread" in mirror) throw new Error(`mirror unread: ${mirror.unread}`);
  breakage = perStateZone(new Set([mirror.window.stateUuid]));
  const observed: string[] = [];
  const observe = ledger.observe.bind(ledger);
  ledger.observe = (observation) => {
    observed.push(observation.text);
    observe(observation);
  };
  return { ctx, mirror, choices, observed };
}

describe("settleWindowZone: the v2 zone on the mirror's own state", () => {
  test("settled on other states' records as -03:00, the mirror's state read on São Paulo's calendar: settled again as America/Sao_Paulo", async () => {
    const { ctx, mirror, choices, observed } = await mirroredThenSaoPaulo();
    expect(choices.v2Dates?.zone).toBe("-03:00");
    ctx.learned.v2ZoneCities = ["a city of another state"];
    const before = ctx.client.sent;
    const zoned = await settleWindowZone(ctx, mirror, choices);
    expect(zoned.v2Dates?.zone).toBe("America/Sao_Paulo");
    expect(zoned.v2Dates?.alike).toBeUndefined();
    expect(zoned.v2Dates?.fromInclusive).toBe(choices.v2Dates?.fromInclusive);
    expect(observed).toEqual([
      expect.stringMatching(
        /^choice: v2 dates on the mirror's state: days read in America\/Sao_Paulo.*\(records of other states read -03:00\)$/,
      ),
    ]);
    expect(ctx.client.sent - before).toBeLessThanOrEqual(8);
  }, 60_000);

  test("settled on the mirror's own cities: kept as it is, no request", async () => {
    const { ctx, mirror, choices, observed } = await mirroredThenSaoPaulo();
    const city = mirror.v2Occurrences
      .map((record) => (record.city as { id?: string } | undefined)?.id)
      .find((id) => id !== undefined);
    ctx.learned.v2ZoneCities = [city ?? ""];
    const before = ctx.client.sent;
    expect(await settleWindowZone(ctx, mirror, choices)).toBe(choices);
    expect(ctx.client.sent - before).toBe(0);
    expect(observed).toEqual([]);
  }, 60_000);
});
