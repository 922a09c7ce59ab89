import {
  SILENT_TABLE,
  V1_AND_ACROSS_TABLE,
  V2_TABLE,
} from "../../conformance/broken/breakage-tables";
import { testConforming, testFailing } from "../../conformance/broken/try-breakages";

// In process, no socket: here for its time, not for a process. Each breakage of the fast tier's
// tables (test/conformance/broken-servers*.test.ts, silent-differences.test.ts) with the two of
// seeds 11–13 the fast tier's rotation does not give it: test:all tries each with all three.
describe("servers that break the v2 spec fail the check named", () => {
  testFailing(V2_TABLE, "remainder");
});

describe("servers that break the v1 spec, or the rules across endpoints, fail the check named", () => {
  testFailing(V1_AND_ACROSS_TABLE, "remainder");
});

describe("servers that differ only where the spec is silent conform", () => {
  testConforming(SILENT_TABLE, "remainder");
});
