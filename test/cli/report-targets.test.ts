import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "../../src/cli/usage-error";
import { planReports, prepareReportTargets, writeReports } from "../../src/cli/write-reports";
import { reportFileNames, type Reporter } from "../../src/report";

const NAMES = reportFileNames("conformance-report");
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "report-targets-"));
  mkdirSync(join(dir, "existing"));
  writeFileSync(join(dir, "a-file"), "");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const targetsOf = (reporters: Reporter[], out: string | undefined) =>
  prepareReportTargets(planReports<Reporter>(reporters, out, NAMES));

describe("where --out puts the reports, settled before the run", () => {
  test.each<[string, Reporter[], string, string[]]>([
    [
      "an existing folder, one reporter -> its file in the folder",
      ["junit"],
      "existing",
      ["existing/conformance-report.junit.xml"],
    ],
    ["a name without extension, html -> name.html", ["html"], "report", ["report.html"]],
    [
      "a name without extension, junit -> name.junit.xml",
      ["junit"],
      "report",
      ["report.junit.xml"],
    ],
    ["a name with its extension -> as given", ["json"], "r.json", ["r.json"]],
    ["an existing file without extension -> as given", ["json"], "a-file", ["a-file"]],
    ["a name ending in / -> a folder, created", ["html"], "new/", ["new/conformance-report.html"]],
    [
      "several reporters -> one file each in the folder",
      ["console", "junit", "html"],
      "several",
      [
        "several/conformance-report.txt",
        "several/conformance-report.junit.xml",
        "several/conformance-report.html",
      ],
    ],
  ])("%s", async (_name, reporters, out, files) => {
    const targets = await targetsOf(reporters, join(dir, out));
    expect(targets.files?.map(([, file]) => file.slice(dir.length + 1))).toEqual(files);
  });

  test("no --out -> standard output", async () => {
    expect((await targetsOf(["json"], undefined)).files).toBeUndefined();
  });

  test("a path that cannot be written -> one line naming --out, before anything is written", async () => {
    const out = join(dir, "a-file", "below");
    await expect(targetsOf(["junit"], out)).rejects.toThrow(UsageError);
    await expect(targetsOf(["junit"], out)).rejects.toThrow(
      new RegExp(`^--out ${out} is not writable: `),
    );
  });

  test("written: the summary and where the reports went on stdout; a report on stdout has its summary on stderr", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const streams = {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
    };
    await writeReports(
      await targetsOf(["json"], join(dir, "existing")),
      () => "{}",
      "SUMMARY",
      streams,
    );
    expect(out).toEqual([
      `SUMMARY\nreport written to ${join(dir, "existing", "conformance-report.json")}\n`,
    ]);
    out.length = 0;
    await writeReports(await targetsOf(["json"], undefined), () => "{}", "SUMMARY", streams);
    expect(out).toEqual(["{}"]);
    expect(err).toEqual(["SUMMARY\n"]);
  });
});
