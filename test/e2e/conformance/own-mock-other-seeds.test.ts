import { sweepOwnMock } from "../../conformance/broken/own-mock-sweep";
import { sweepWitnessed } from "../../conformance/broken/witnessed-sweep";

// In process, no socket: here for its time, not for a process. The own mock on the seeds of 1–8
// the fast tier's rotation (test/conformance/broken/own-mock-by-seed.test.ts) does not give each
// world and profile: test:all runs each on all eight.
sweepOwnMock("remainder");
sweepWitnessed("remainder");
