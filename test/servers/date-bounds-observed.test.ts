import { SPEC_SILENT_SERVERS } from "../conformance/broken/catalogue";
import { runVariant, SEEDS, verdictOf, VERDICTS } from "../conformance/broken/run-case";

const named = (name: string) => {
  const server = SPEC_SILENT_SERVERS.find((variant) => variant.name.startsWith(name));
  if (server === undefined) throw new Error(`no spec-silent variant ${name}`);
  return server;
};

const VARIANTS = [
  ["finaldate exclusive", "initialdate bound: inclusive", "finaldate bound: exclusive"],
  [
    "initialdate exclusive",
    "initialdate bound: exclusive",
    "finaldate bound: inclusive (whole day)",
  ],
] as const;

// One whole conformance run per test (in process): one variant on one seed.
describe("a date bound's inclusivity is observed, never failed (api-v2 4.1: not shown)", () => {
  test.each(
    VARIANTS.flatMap(([name, from, to]) => SEEDS.map((seed) => [name, seed, from, to] as const)),
  )("%s on seed %i: conforms, observed as it answered", async (name, seed, from, to) => {
    const report = await runVariant(named(name), seed);
    const observed = report.observations
      .filter((o) => o.topic === "date-bounds" && / bound: /.test(o.text))
      .map((o) => o.text);
    expect({ verdict: verdictOf(report), observed }).toEqual({
      verdict: VERDICTS.conforms,
      observed: [from, to],
    });
  });
});
