import { sweepBrokenServers } from "../conformance/broken/broken-servers-sweep";

// The remainder of the broken-server sweep (in process, no socket), its runs on seeds 1–4 (with
// the known gaps of not-caught-yet.ts on all eight; seeds 5–8 in
// broken-servers-other-seeds-5-to-8.test.ts, so two workers share the part): each broken and
// spec-silent server on the seeds the rotation does not give it: every other one of them, or all
// six with SWEEP=full (seed-sweep.ts). With broken-servers-by-seed-*.test.ts and SWEEP=full,
// every server meets every seed.
sweepBrokenServers("remainder", { seeds: [1, 2, 3, 4], knownGaps: true });
