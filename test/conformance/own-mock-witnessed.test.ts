import { sweepWitnessed } from "./helpers/witnessed-sweep";

// One whole run a test, in process (no socket). Each world size and profile meets one of seeds
// 1–4 here, in rotation; the other seven run in test/e2e/conformance/own-mock-other-seeds.test.ts
// (npm run test:e2e, test:all, CI).
sweepWitnessed("rotation");
