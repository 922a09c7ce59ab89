import { sweepBrokenServers } from "../../conformance/broken/broken-servers-sweep";

// The end-to-end tier's part of the sweep (in process, no socket: it is here for its time, not
// for a process), its runs on seeds 5–8 (seeds 1–4 and the known gaps in
// broken-servers-other-seeds-1-to-4.test.ts, so two workers share the
// part): each broken and spec-silent server on the six of seeds 1–8 the fast tier's rotation
// does not give it. With test/conformance/broken-servers-by-seed-*.test.ts, every server meets
// every seed.
sweepBrokenServers("remainder", { seeds: [5, 6, 7, 8], knownGaps: false });
