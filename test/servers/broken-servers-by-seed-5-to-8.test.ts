import { sweepBrokenServers } from "../conformance/broken/broken-servers-sweep";

// The rotation of the broken-server sweep, its runs on seeds 5–8 (seeds 1–4 in
// broken-servers-by-seed-1-to-4.test.ts, so two workers share the part): each server on two of
// seeds 1–8, in rotation (every seed used), one test per server and seed. The other six seeds
// of each server, and the known gaps of not-caught-yet.ts, run in
// broken-servers-other-seeds-*.test.ts.
sweepBrokenServers("rotation", { seeds: [5, 6, 7, 8], knownGaps: false });
