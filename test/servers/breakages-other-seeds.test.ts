import { SILENT_TABLE, V1_AND_ACROSS_TABLE, V2_TABLE } from "../conformance/broken/breakage-tables";
import { testConforming, testFailing } from "../conformance/broken/try-breakages";

// In process, no socket. Each breakage of the tables of broken-servers*.test.ts and
// silent-differences.test.ts with the two of seeds 11–13 their rotation does not give it: with
// those files, each meets all three.
describe("servers that break the v2 spec fail the check named", () => {
  testFailing(V2_TABLE, "remainder");
});

describe("servers that break the v1 spec, or the rules across endpoints, fail the check named", () => {
  testFailing(V1_AND_ACROSS_TABLE, "remainder");
});

describe("servers that differ only where the spec is silent conform", () => {
  testConforming(SILENT_TABLE, "remainder");
});
