import { sweepMeasured } from "../../conformance/broken/measured-servers";

// In process, no socket: here for its time, not for a process. A v1 filter ignored and a v1 city
// dropped, on the six of seeds 1–8 test/conformance/verdict.test.ts's rotation does not give each:
// test:all runs each on all eight.
sweepMeasured("remainder");
