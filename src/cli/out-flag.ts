import type { FlagSpec } from "./parse-flags";

/**
 * The `--out PATH` flag of the commands that write reports (conform, validate, learn): one
 * description of how PATH is read (see prepareReportTargets), naming the command's file names.
 */
export function outFlag(fileNames: Readonly<Record<string, string>>): FlagSpec {
  return {
    type: "string",
    placeholder: "PATH",
    description: `Write the report to this file instead of standard output (a name without extension that does not exist gets the reporter's: report -> report.html). A PATH that is an existing folder, ends in /, or follows several --reporter is a folder: each reporter writes its own file in it (${Object.values(fileNames).join(", ")}). Checked before the work starts; the summary line and where the reports went go to standard output.`,
  };
}
