import { createConformCommand } from "../../../src/cli/conform-command";

/** The conform command with its output and errors kept as text (not a terminal). */
export function captureConform() {
  const out: string[] = [];
  const err: string[] = [];
  const command = createConformCommand({
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t), isTTY: false },
  });
  return { command, out: () => out.join(""), err: () => err.join("") };
}
