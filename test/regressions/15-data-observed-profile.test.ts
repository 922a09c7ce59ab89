import { join } from "node:path";
import { loadDataWorld } from "../../src/data/load-data-world";

// `serve --data --profile observed` validated captured records against the spec all the same:
// each known departure of the real service came out as a finding (and --data-strict refused
// the data). Under observed they are what production sends; under spec each is one, named.
const FIXTURES = join(__dirname, "..", "fixtures", "data");

const findingsOf = async (profile: "spec" | "observed") => {
  const load = await loadDataWorld([FIXTURES], { validation: { profile } });
  if (!load.ok) throw new Error(load.problems.join("\n"));
  return load.findings.join("\n");
};

describe("the records of --data are validated in the profile asked for", () => {
  it("spec: the fixtures' known departures are findings, each named as its departure", async () => {
    expect(await findingsOf("spec")).toMatch(
      /known departure of the real service: .*\(departures\//,
    );
  });

  it("observed: no known departure is a finding", async () => {
    expect(await findingsOf("observed")).not.toMatch(/known departure/);
  });
});
