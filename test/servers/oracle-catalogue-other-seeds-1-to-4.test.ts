import { sweepOracleCatalogue } from "../conformance/broken/oracle-catalogue-sweep";

// The remainder of the oracle's catalogue (in process, no socket), its runs on seeds 1–4 (seeds
// 5–8 in oracle-catalogue-other-seeds-5-to-8.test.ts, so two workers share the part): each
// server on every other one of the seven seeds the rotation does not give it (all seven with
// SWEEP=full: seed-sweep.ts), and the servers the suite misses (or fails) today on all eight, as
// test.failing. With oracle-catalogue-by-seed.test.ts and SWEEP=full, every server meets every
// seed.
sweepOracleCatalogue("remainder", { seeds: [1, 2, 3, 4], knownGaps: true });
