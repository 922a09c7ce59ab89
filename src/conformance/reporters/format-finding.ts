import type { Finding } from "../report";

/** A finding as the lines a person reads: what, expected, seen, and the curl to repeat it. */
export function formatFinding(finding: Finding, indent = ""): string {
  const lines = [
    `${finding.message}`,
    `  expected: ${finding.expected}`,
    `  seen:     ${finding.seen}`,
    ...(finding.curl === undefined ? [] : [`  repeat:   ${finding.curl}`]),
  ];
  return lines.map((line) => `${indent}${line}`).join("\n");
}
