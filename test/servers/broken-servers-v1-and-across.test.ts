import { V1_AND_ACROSS_TABLE } from "../conformance/broken/breakage-tables";
import { testFailing } from "../conformance/broken/try-breakages";

// One whole conformance run a test (a server and a seed, in rotation), in process: see
// broken-servers.test.ts.
describe("servers that break the v1 spec, or the rules across endpoints, fail the check named", () => {
  testFailing(V1_AND_ACROSS_TABLE, "rotation");
});
