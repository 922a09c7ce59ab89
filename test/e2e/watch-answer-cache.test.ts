import { buildWorld } from "../../src/world";
import { waitFor } from "../server/helpers/wait-for";
import { createTempDir } from "../validation/temp-dir";
import { startCli } from "./helpers/cli-process";

// serve --data --watch with the whole-answer cache: an answer kept before a change is never
// sent after it (the reloaded world comes with a new, empty cache).
jest.setTimeout(90_000);
const records = buildWorld({ seed: 5, occurrences: 8 }).occurrences.map((o) =>
  JSON.stringify(o.v2),
);
const temp = createTempDir("watch-cache");
afterAll(() => temp.remove());

describe("serve --data --watch with the answer cache", () => {
  it("answers every repeated query from the edited file once it is reloaded", async () => {
    const file = temp.write("data.ndjson", `${records.slice(0, 2).join("\n")}\n`);
    const child = startCli(["serve", "--port", "0", "--data", file, "--watch"], { stdin: "pipe" });
    const stdout = child.stdout;
    try {
      await waitFor(() => /http:\/\/127\.0\.0\.1:\d+/.test(stdout()), 60_000);
      const base = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout())?.[1] ?? "";
      const queries = [
        "/api/v2/occurrences",
        "/api/v2/occurrences?take=25&page=1",
        "/api/v2/states",
      ];
      const bodies = async (): Promise<string[]> =>
        Promise.all(queries.map(async (query) => (await fetch(base + query)).text()));
      const before = await bodies();
      expect(await bodies()).toEqual(before); // the second time from the cache
      expect(JSON.parse(before[0]!).pageMeta.itemCount).toBe(2);

      temp.write("data.ndjson", `${records.slice(0, 5).join("\n")}\n`);
      await waitFor(() => stdout().includes("reloaded"), 30_000);
      const after = await bodies();
      expect(JSON.parse(after[0]!).pageMeta.itemCount).toBe(5);
      expect(JSON.parse(after[1]!).pageMeta.itemCount).toBe(5);
      expect(after[0]).not.toBe(before[0]);
      expect(await bodies()).toEqual(after);
    } finally {
      child.child.kill();
    }
  });
});
