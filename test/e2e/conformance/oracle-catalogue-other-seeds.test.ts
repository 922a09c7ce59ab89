import { sweepOracleCatalogue } from "../../conformance/broken/oracle-catalogue-sweep";

// The end-to-end tier's part of the oracle's catalogue (in process, no socket: it is here for
// its time, not for a process): each server on the seven of seeds 1–8 the fast tier's rotation
// does not give it, and the servers the suite misses (or fails) today on all eight, as
// test.failing. With test/conformance/broken/oracle-catalogue-by-seed.test.ts, every server
// meets every seed.
sweepOracleCatalogue("remainder");
