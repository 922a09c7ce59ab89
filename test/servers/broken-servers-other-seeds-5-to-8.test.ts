import { sweepBrokenServers } from "../conformance/broken/broken-servers-sweep";

// The remainder of the broken-server sweep (in process, no socket), its runs on seeds 5–8
// (seeds 1–4 and the known gaps in broken-servers-other-seeds-1-to-4.test.ts, so two workers
// share the part): each broken and spec-silent server on the seeds the rotation does not give
// it: every other one of them, or all six with SWEEP=full (seed-sweep.ts).
sweepBrokenServers("remainder", { seeds: [5, 6, 7, 8], knownGaps: false });
