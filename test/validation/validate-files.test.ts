import { Readable } from "node:stream";
import { validateFiles } from "../../src/validation";
import { buildWorld, toV1CityRow } from "../../src/world";
import { createTempDir } from "./temp-dir";

const temp = createTempDir("oc-validate-files");
afterAll(() => temp.remove());

describe("validateFiles (the library form of `validate PATH...`)", () => {
  test("a valid v1 cities list and an invalid one -> one result each, summarised", async () => {
    const rows = buildWorld({ seed: 1, occurrences: 0 }).cities.map(toV1CityRow);
    const good = temp.write("good.json", JSON.stringify(rows));
    const bad = temp.write("bad.json", JSON.stringify([{ ...rows[0], Populacao: "many" }]));
    const outcome = await validateFiles([good, bad]);
    if (!outcome.ok) throw new Error("paths should be readable");
    expect(outcome.run.results.map((result) => result.status)).toEqual(["valid", "invalid"]);
    expect(outcome.run.results[1]?.violations[0]).toMatchObject({ path: "/0/Populacao" });
    expect(outcome.summary).toMatchObject({ files: 2, bodies: 2, valid: 1, invalid: 1 });
  });

  test("--schema's option: every body checked against the schema named", async () => {
    const state = temp.write("state.json", JSON.stringify({ id: "x", name: 1 }));
    const outcome = await validateFiles([state], { schema: "v2/state-ref" });
    if (!outcome.ok) throw new Error("paths should be readable");
    expect(outcome.run.results[0]).toMatchObject({ status: "invalid", schema: "v2/state-ref" });
  });

  test("a path that does not exist -> a problem value naming it, nothing validated", async () => {
    const outcome = await validateFiles(["/nonexistent/capture.json"]);
    expect(outcome).toEqual({
      ok: false,
      problems: [expect.objectContaining({ path: "/nonexistent/capture.json" })],
    });
  });

  test("an endless standard input stops at maxStreamBytes: the bodies read are kept, one result names the cap", async () => {
    const rows = buildWorld({ seed: 1, occurrences: 0 }).cities.map(toV1CityRow);
    const line = `${JSON.stringify(rows.slice(0, 2))}\n`;
    const endless = Readable.from(
      (function* () {
        for (;;) yield Buffer.from(line);
      })(),
    );
    const outcome = await validateFiles(["-"], {
      stdin: endless,
      maxStreamBytes: 20 * line.length,
    });
    if (!outcome.ok) throw new Error("stdin should be readable");
    // Without the cap this never ends (the test times out); with it, the whole lines read before
    // the cap are validated and one last result names it.
    const statuses = outcome.run.results.map((result) => result.status);
    expect(statuses.length).toBeGreaterThanOrEqual(19);
    expect(statuses.length).toBeLessThanOrEqual(21);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set(["valid"]));
    expect(outcome.run.results.at(-1)).toMatchObject({
      status: "unreadable",
      reason: expect.stringMatching(/stopped reading after \d+ bytes/),
    });
  });
});
