import type { Readable } from "node:stream";
import { createValidateCommand } from "../../src/cli/validate-command";

/**
 * Runs `validate ARGV` in this process; resolves to its exit code and what it printed on
 * standard output (`out`) and standard error (`err`).
 */
export async function runValidate(
  argv: string[],
  stdin?: Readable,
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const command = createValidateCommand({
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    stdin,
  });
  const code = await command.run(argv);
  return { code, out, err };
}
