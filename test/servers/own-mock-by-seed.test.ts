import { sweepWitnessed } from "../conformance/broken/witnessed-sweep";
import { sweepOwnMock } from "../conformance/broken/own-mock-sweep";

// One whole conformance run a test, in process (no socket). Each world and profile meets two of
// seeds 1–8 here in the harness's table and one in the witnessed table (here so both share the
// worlds built once), in rotation; the other seeds run in own-mock-other-seeds.test.ts.
sweepOwnMock("rotation");
sweepWitnessed("rotation");
