import { readInputs, summarize, validateInputs, formatSummary } from "../../src/validation";
import { createTempDir } from "../validation/temp-dir";

// Issue 7: a HAR log with no entries (a proxy recording stopped before any request) yielded
// nothing at all, so `validate` printed "0 files, 0 bodies" as if the file had not been read.
// It now counts as a file read, with nothing in it to validate.
const temp = createTempDir("har-without-entries");
afterAll(() => temp.remove());

describe("issue 7: a HAR log without entries", () => {
  test("one skipped item naming the empty log; the file counts as read", async () => {
    const path = temp.write(
      "empty.har",
      '{"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[]}}',
    );
    const run = await validateInputs(readInputs([path]));
    expect(run.results.map((r) => [r.status, r.reason])).toEqual([
      ["skipped", "HAR log without entries"],
    ]);
    expect(formatSummary(summarize(run.results))).toBe(
      "1 file, 0 bodies, 0 valid, 0 invalid (1 not validated, 1 file with nothing validated)",
    );
  });
});
