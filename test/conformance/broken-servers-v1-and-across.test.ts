import { V1_BREAKAGES } from "./helpers/breakages";
import {
  ACROSS_BREAKAGES,
  CONSISTENCY_BREAKAGES,
  CROSS_DATE_BREAKAGES,
  HTTP_BREAKAGES,
  V1_MULTI_VALUE_BREAKAGES,
} from "./helpers/breakages-across";
import { testFailing } from "./helpers/try-breakages";

// Three whole conformance runs a test, in process (see broken-servers.test.ts).
jest.setTimeout(60_000);

describe("servers that break the v1 spec, or the rules across endpoints, fail the check named", () => {
  testFailing([
    ...V1_BREAKAGES,
    ...ACROSS_BREAKAGES,
    ...CONSISTENCY_BREAKAGES,
    ...HTTP_BREAKAGES,
    ...CROSS_DATE_BREAKAGES,
    ...V1_MULTI_VALUE_BREAKAGES,
  ]);
});
