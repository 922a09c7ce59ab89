import { sweepWitnessed } from "./witnessed-sweep";
import { sweepOwnMock } from "./own-mock-sweep";

// One whole conformance run a test, in process (no socket). Each world and profile meets two of
// seeds 1–8 here in the harness's table and one in the witnessed table (the former
// own-mock-witnessed.test.ts, here so both share the worlds built once), in rotation; the other
// seeds run in test/e2e/conformance/own-mock-other-seeds.test.ts (npm run test:e2e, test:all, CI).
sweepOwnMock("rotation");
sweepWitnessed("rotation");
