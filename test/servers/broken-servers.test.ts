import { V2_TABLE } from "../conformance/broken/breakage-tables";
import { testFailing } from "../conformance/broken/try-breakages";

// One test per breakage and seed: one whole conformance run, in process (the broken server is a
// fetch in front of the request core). This file tries each breakage with one of seeds 11–13
// in rotation; breakages-other-seeds.test.ts with the other two. The v1 and
// cross-version breakages are in broken-servers-v1-and-across.test.ts, the servers that differ
// only where the spec is silent in silent-differences.test.ts.
describe("servers that break the v2 spec fail the check named", () => {
  testFailing(V2_TABLE, "rotation");
});
