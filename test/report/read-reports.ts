import { readFileSync } from "node:fs";
import { join } from "node:path";
import { reportFileNames, REPORTERS, type Reporter } from "../../src/report";

/** The four reporters, as the flags that write each into one --out folder. */
export const EVERY_REPORTER = [...REPORTERS.flatMap((name) => ["--reporter", name])];

/** The four reports a run wrote into `dir` (files named `<stem>.txt`, `.json`…), by reporter. */
export function readReports(dir: string, stem: string): Record<Reporter, string> {
  const names = reportFileNames(stem);
  const read = (name: Reporter): string => readFileSync(join(dir, names[name]), "utf8");
  return { console: read("console"), json: read("json"), junit: read("junit"), html: read("html") };
}
