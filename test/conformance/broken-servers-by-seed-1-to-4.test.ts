import { sweepBrokenServers } from "./broken/broken-servers-sweep";

// The fast tier's part of the broken-server sweep, its runs on seeds 1–4 (seeds 5–8 in
// broken-servers-by-seed-5-to-8.test.ts, so two workers share the part): each server on two of
// seeds 1–8, in rotation (every seed used), one test per server and seed. The other six seeds
// of each server, and the known gaps of not-caught-yet.ts, run in
// test/e2e/conformance/broken-servers-other-seeds-*.test.ts (npm run test:e2e, test:all, CI).
sweepBrokenServers("rotation", { seeds: [1, 2, 3, 4], knownGaps: false });
