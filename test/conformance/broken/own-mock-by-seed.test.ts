import { sweepOwnMock } from "./own-mock-sweep";

// One whole conformance run a test, in process (no socket). Each world and profile meets two of
// seeds 1–8 here, in rotation; the other six run in
// test/e2e/conformance/own-mock-other-seeds.test.ts (npm run test:e2e, test:all, CI).
sweepOwnMock("rotation");
