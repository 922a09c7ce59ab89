import { sweepBrokenServers } from "../conformance/broken/broken-servers-sweep";

// The rotation of the broken-server sweep, its runs on seeds 1–4 (seeds 5–8 in
// broken-servers-by-seed-5-to-8.test.ts, so two workers share the part): each server on two of
// seeds 1–8, in rotation (every seed used), one test per server and seed. Each server's other
// seeds (half of them, or all six with SWEEP=full: seed-sweep.ts), and the known gaps of
// not-caught-yet.ts, run in
// broken-servers-other-seeds-*.test.ts.
sweepBrokenServers("rotation", { seeds: [1, 2, 3, 4], knownGaps: false });
