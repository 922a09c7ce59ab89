import { ORACLE_BROKEN_SERVERS, ORACLE_HONEST } from "../broken/oracle-catalogue";
import { brokenOutcome, honestOutcome } from "../broken/oracle-outcome";

function server<T extends { readonly name: string }>(rows: readonly T[], part: string): T {
  const found = rows.find((row) => row.name.includes(part));
  if (found === undefined) throw new Error(`no catalogue server named like ${part}`);
  return found;
}

// Each case on the seed where the suite once failed the honest server or could not settle a
// reading of the broken one (an "incomplete" run).
describe("readings a server's answers contradict, and honest readings", () => {
  it("v1 dates on São Paulo's wall clock (stored and filtered in UTC) conform: the bound days are settled on rows whose day every reading agrees on", async () => {
    const outcome = await honestOutcome(server(ORACLE_HONEST, "São Paulo's wall clock"), 8);
    expect(outcome.findings).toBe("");
    expect(outcome.conforms).toBe(true);
  }, 120_000);

  it("an honest partial cityName conforms: the differential run draws until every parameter is sent on a non-empty answer", async () => {
    const outcome = await honestOutcome(server(ORACLE_HONEST, "cityName matches part"), 1);
    expect(outcome.findings).toBe("");
    expect(outcome.conforms).toBe(true);
  }, 120_000);

  it("a one-day window answered empty while the window of both days holds the record fails v2.filter.dates", async () => {
    const outcome = await brokenOutcome(server(ORACLE_BROKEN_SERVERS, "a one-day window"), 1);
    expect(outcome.verdict).toBe("fails");
    expect(outcome.failed).toContain("v2.filter.dates");
  }, 120_000);

  it("a bound read in -03:00 and the other in UTC fails v2.filter.dates, not incomplete", async () => {
    const outcome = await brokenOutcome(
      server(ORACLE_BROKEN_SERVERS, "initialdate read in -03:00"),
      2,
    );
    expect(outcome.verdict).toBe("fails");
    expect(outcome.failed).toContain("v2.filter.dates");
  }, 120_000);

  it("a v1 list naming a record twice (an ORM join) fails v1.oracle.occurrences when the mirror reads it", async () => {
    const outcome = await brokenOutcome(server(ORACLE_BROKEN_SERVERS, "killed and wounded"), 4);
    expect(outcome.verdict).toBe("fails");
    expect(outcome.failed).toContain("v1.oracle.occurrences");
  }, 120_000);
});
