import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as library from "../../src";

const ROOT = join(__dirname, "..", "..");
const HAR = join(ROOT, "test", "fixtures", "data", "bahia.har");

/** docs/library.md's learn example: its body (the import taken out), as written. */
function documentedExample(): string {
  const page = readFileSync(join(ROOT, "docs", "library.md"), "utf8");
  const block = /```js\n(\/\/ learn from captured traffic[\s\S]*?)```/.exec(page)?.[1];
  if (block === undefined) throw new Error("docs/library.md has no learn example");
  return block.replace(/^import .*\n/m, "");
}

describe("learn as a library", () => {
  test("docs/library.md's example runs as written: counts, departures, the console report", async () => {
    const lines: string[] = [];
    const written: string[] = [];
    const console = { log: (...parts: unknown[]) => lines.push(parts.map(String).join(" ")) };
    const process = { stdout: { write: (text: string) => written.push(text) } };
    const body = documentedExample().replace('"captures/session.har"', JSON.stringify(HAR));
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction("learn", "renderLearnReport", "console", "process", body);
    await run(library.learn, library.renderLearnReport, console, process);
    expect(lines[0]).toBe("6 of 7 answers valid: fails");
    // The six departures the kit knows, confirmed; the answer without msgCode is a field the
    // service leaves out, proposed as a departure of kind absent.
    expect(lines.slice(1).sort()).toEqual(
      [
        "departures/coordinate-whitespace confirmed",
        "departures/reason-name-case confirmed",
        "departures/clipping-name-unlisted confirmed",
        "departures/transport-object confirmed",
        "departures/release-date-null confirmed",
        "departures/animal-type-object confirmed",
        "departures/msg-code-absent proposed",
      ].sort(),
    );
    expect(written.join("")).toMatch(/\nlearn: 7 answers of the service checked, 6 valid/);
  });

  test("the same report as the CLI's: a path that cannot be read is a problem value", async () => {
    const outcome = await library.learn([join(ROOT, "no-such.har")]);
    expect(outcome).toMatchObject({ ok: false, problems: [{ path: join(ROOT, "no-such.har") }] });
  });

  test("a baseline's fingerprints accept findings: a learning that failed then passes", async () => {
    const first = await library.learn([HAR]);
    if (!first.ok) throw new Error("unreadable");
    expect(first.report.verdict).toBe("fails");
    const accepted = new Set(first.report.findings.map((f) => f.fingerprint));
    const again = await library.learn([HAR], { accepted });
    if (!again.ok) throw new Error("unreadable");
    expect(again.report.verdict).toBe("conforms");
  });
});
