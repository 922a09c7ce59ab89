import { sweepOracleCatalogue } from "../conformance/broken/oracle-catalogue-sweep";

// The rotation of the oracle's catalogue: each server on one of seeds 1–8, in rotation; the
// servers the suite misses today listed as todos. Its other seeds (three of
// the seven, or all with SWEEP=full: seed-sweep.ts), and the misses on all eight, run in
// oracle-catalogue-other-seeds-*.test.ts.
sweepOracleCatalogue("rotation");
