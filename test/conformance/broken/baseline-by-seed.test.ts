import { sweepBaseline } from "./baseline-sweep";

// One whole conformance run a test, in process (the observed mock's runs made once per seed and
// shared). The baseline accepts the observed mock on seeds 1 and 2 here, and the other breakages
// meet two of seeds 1–8, in rotation; the other seeds run in
// test/e2e/conformance/baseline-other-seeds.test.ts (npm run test:e2e, test:all, CI).
sweepBaseline("rotation");
