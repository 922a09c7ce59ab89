import type { ServerVariant } from "../conformance/broken/broken-server";
import { ORACLE_BROKEN_SERVERS, ORACLE_HONEST } from "../conformance/broken/oracle-catalogue";
import { brokenOutcome, honestOutcome } from "../conformance/broken/oracle-outcome";

/** A catalogue server by its name, moved to the dense world (3,000 occurrences in five days). */
function onDenseWorld<T extends ServerVariant>(servers: readonly T[], name: string): T {
  const server = servers.find((each) => each.name === name);
  if (server === undefined) throw new Error(`no catalogue server named ${name}`);
  return { ...server, world: "dense", worldSeed: 1 };
}

/**
 * On the dense world one city's rows of one day pass the v1 cap of 100 rows (v1 has no paging):
 * the oracle's v1 mirror leaves such cities out and judges v1 queries on the state's other
 * cities; a window of one day leaves no whole day between two exclusive bounds inside it.
 */
describe("the v1 oracle on a dense world", () => {
  test("an honest server capping every v1 list at 100 rows conforms", async () => {
    const server = onDenseWorld(ORACLE_HONEST, "v1 lists capped at 100 rows, every list alike");
    const { verdict, findings } = await honestOutcome(server, 2);
    expect({ verdict, findings }).toEqual({ verdict: "conforms", findings: "" });
  });

  test("a server cutting only the lists asked with field[] at 100 rows fails", async () => {
    const server = onDenseWorld(
      ORACLE_BROKEN_SERVERS,
      "a cap that differs by query: lists asked with field[] cut at 100 rows, others whole",
    );
    const { caught, verdict } = await brokenOutcome(server, 2);
    expect({ caught, verdict }).toEqual({ caught: true, verdict: "fails" });
  });

  test.each([
    ["v1 cidade_id[] whose cities have no rows read as no filter (an empty IN list dropped)", 3],
    ["v1 date bounds that find no row dropped (an empty answer retried without them)", 1],
  ])(
    "a server retrying an empty answer without a filter fails: %s (world seed %i)",
    async (name, worldSeed) => {
      // The window is one day: the empty answer is drawn for a city of the state without rows
      // on it (no other day of the window is left for a city that has some).
      const server = { ...onDenseWorld(ORACLE_BROKEN_SERVERS, name), worldSeed };
      const { caught, verdict } = await brokenOutcome(server, 1);
      expect({ caught, verdict }).toEqual({ caught: true, verdict: "fails" });
    },
  );

  test("an honest server with exclusive date bounds conforms (v1 queries reach a day past the window)", async () => {
    const server = onDenseWorld(
      ORACLE_HONEST,
      "v1 date bounds exclusive, a reversed range read as the range between",
    );
    const { verdict, findings } = await honestOutcome(server, 2);
    expect({ verdict, findings }).toEqual({ verdict: "conforms", findings: "" });
  });
});

/**
 * On the dense world the mirror's window is one day and its margin days hold as many records:
 * a large take drawn from the mirror's size leaves page 2 of the window empty.
 */
describe("the v2 oracle on a dense world", () => {
  test("a server whose takes above 50 skip (page - 1) * (take - 1) rows fails", async () => {
    const server = {
      ...onDenseWorld(
        ORACLE_BROKEN_SERVERS,
        "takes above 50 skip (page - 1) * (take - 1) rows (a batch path with its own offset)",
      ),
      worldSeed: 2,
    };
    const { caught, verdict } = await brokenOutcome(server, 2);
    expect({ caught, verdict }).toEqual({ caught: true, verdict: "fails" });
  });

  test("a server applying the date window after paging under order=DESC fails (the window is moved off the state's last day)", async () => {
    // The records seen first are the newest: a window on the state's last day reads the same when
    // the dates are applied after paging newest first.
    const server = onDenseWorld(
      ORACLE_BROKEN_SERVERS,
      "the date window applied after paging when order=DESC",
    );
    const { caught, verdict } = await brokenOutcome(server, 1);
    expect({ caught, verdict }).toEqual({ caught: true, verdict: "fails" });
  });
});
