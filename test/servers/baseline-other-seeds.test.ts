import { sweepBaseline } from "../conformance/broken/baseline-sweep";

// In process, no socket. The baseline accepts the observed mock on seeds 3–8, and each breakage
// it must not accept meets the six of seeds 1–8 baseline-by-seed.test.ts's rotation does not
// give it: with that file, all eight.
sweepBaseline("remainder");
