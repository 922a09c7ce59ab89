import { SPEC_SILENT_SERVERS } from "./broken/catalogue";
import { runVariant, SEEDS, verdictOf, VERDICTS } from "./broken/run-case";

// Whole conformance runs in process, eight seeds each: seconds, not jest's default 5.
jest.setTimeout(120_000);

const named = (name: string) => {
  const server = SPEC_SILENT_SERVERS.find((variant) => variant.name.startsWith(name));
  if (server === undefined) throw new Error(`no spec-silent variant ${name}`);
  return server;
};

describe("a date bound's inclusivity is observed, never failed (api-v2 4.1: not shown)", () => {
  test.each([
    ["finaldate exclusive", "initialdate bound: inclusive", "finaldate bound: exclusive"],
    [
      "initialdate exclusive",
      "initialdate bound: exclusive",
      "finaldate bound: inclusive (whole day)",
    ],
  ])("%s: conforms on each of seeds 1–8, observed as it answered", async (name, from, to) => {
    const seen: { seed: number; verdict: string; observed: string[] }[] = [];
    for (const seed of SEEDS) {
      const report = await runVariant(named(name), seed);
      const observed = report.observations
        .filter((o) => o.topic === "date-bounds" && / bound: /.test(o.text))
        .map((o) => o.text);
      seen.push({ seed, verdict: verdictOf(report), observed });
    }
    expect(seen).toEqual(
      SEEDS.map((seed) => ({ seed, verdict: VERDICTS.conforms, observed: [from, to] })),
    );
  });
});
