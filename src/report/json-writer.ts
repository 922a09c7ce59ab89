/**
 * The JSON writer of `conform` and `validate`: `{version, …report}`, two-space indented, with a
 * final newline, for CI systems and scripts.
 */
export function renderJsonDocument(version: number, report: object): string {
  return `${JSON.stringify({ version, ...report }, null, 2)}\n`;
}
