import { SILENT_DIFFERENCES, V1_SILENT_DIFFERENCES } from "./helpers/breakages";
import {
  CONSISTENCY_SILENT_DIFFERENCES,
  HTTP_SILENT_DIFFERENCES,
  TYPE_SILENT_DIFFERENCES,
} from "./helpers/breakages-across";
import { testConforming } from "./helpers/try-breakages";

// Three whole conformance runs a test, in process (see broken-servers.test.ts).
jest.setTimeout(60_000);

describe("servers that differ only where the spec is silent conform", () => {
  testConforming([
    ...SILENT_DIFFERENCES,
    ...V1_SILENT_DIFFERENCES,
    ...CONSISTENCY_SILENT_DIFFERENCES,
    ...HTTP_SILENT_DIFFERENCES,
    ...TYPE_SILENT_DIFFERENCES,
  ]);
});
