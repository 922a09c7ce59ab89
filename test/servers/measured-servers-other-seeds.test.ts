import { sweepMeasured } from "../conformance/broken/measured-servers";

// In process, no socket. A v1 filter ignored and a v1 city dropped, on the six of seeds 1–8
// test/conformance/verdict.test.ts's rotation (the fast tier) does not give each: with that
// file, each meets all eight.
sweepMeasured("remainder");
