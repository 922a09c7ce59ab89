import { Readable } from "node:stream";
import { createLearnCommand } from "../../src/cli/learn-command";
import { learnCapture } from "../../src/learn/learn-capture";
import { formatLearnSummary, toLearnReport } from "../../src/learn/learn-report";
import { MAX_PROBLEMS } from "../../src/learn/learn-shapes";
import { readInputs } from "../../src/capture";
import { loadProfile } from "../../src/schemas/load-profile";

const spec = loadProfile("spec");
if (!spec.ok) throw new Error(spec.problem);

/** Standard input of NDJSON (a first line `{}`) and then `count` lines that are not JSON. */
const junk = (count: number): Readable =>
  Readable.from([Buffer.from(`{}\n${"x\n".repeat(count)}`)]);

describe("learn's memory is bounded by the shapes seen, not the entries", () => {
  test("bad input past MAX_PROBLEMS lines is counted, not listed; the summary counts every line", async () => {
    const count = MAX_PROBLEMS + 2500;
    const { learning, judged } = await learnCapture(
      readInputs(["-"], { stdin: junk(count) }),
      spec.profile,
      undefined,
    );
    expect(learning.problems).toHaveLength(MAX_PROBLEMS);
    expect(learning.problemsLeftOut).toBe(2500);
    const report = toLearnReport(
      {
        profile: "spec",
        paths: ["-"],
        departures: [],
        findings: judged.findings,
        coverage: judged.coverage,
        notes: judged.notes,
      },
      learning,
    );
    expect(formatLearnSummary(report)).toContain(`, ${count} bad input;`);
  });

  test("the console report says how many lines of bad input were left out", async () => {
    let out = "";
    const command = createLearnCommand({
      stdout: { write: (text: string) => (out += text) },
      stdin: junk(MAX_PROBLEMS + 7),
    });
    const code = await command.run(["-"]);
    expect(code).toBe(1);
    expect(out).toContain("  … and 7 more lines of bad input like these, counted, not listed\n");
  });

  test("a pipe past --max-stream-mb is cut there and the cap is one line of bad input", async () => {
    let out = "";
    // 2 MB in lines of about 1 kB (the cap falls inside one): a thousand entries read before
    // the cap, not a third of a million, which took seconds.
    const line = `{"padding":"${"x".repeat(1000)}"}\n`;
    const stdin = Readable.from([Buffer.from(line.repeat(2000))]);
    const command = createLearnCommand({
      stdout: { write: (text: string) => (out += text) },
      stdin,
    });
    const code = await command.run(["--max-stream-mb", "1", "-"]);
    expect(code).toBe(1);
    expect(out).toContain("<stdin>: stopped reading after 1048576 bytes");
  });
});
