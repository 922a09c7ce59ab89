import { sweepWitnessed } from "./helpers/witnessed-sweep";

// One whole run a test, in process (no socket). Each world size and profile meets two of seeds
// 1–8 here, in rotation; the other six run in test/e2e/conformance/own-mock-other-seeds.test.ts
// (npm run test:e2e, test:all, CI).
sweepWitnessed("rotation");
