import { SILENT_TABLE } from "../conformance/broken/breakage-tables";
import { testConforming } from "../conformance/broken/try-breakages";

// One whole conformance run a test (a server and a seed, in rotation), in process: see
// broken-servers.test.ts.
describe("servers that differ only where the spec is silent conform", () => {
  testConforming(SILENT_TABLE, "rotation");
});
