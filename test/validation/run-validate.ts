import type { Readable } from "node:stream";
import { createValidateCommand } from "../../src/cli/validate-command";

/** Runs `validate ARGV` in this process; resolves to its exit code and what it printed. */
export async function runValidate(
  argv: string[],
  stdin?: Readable,
): Promise<{ code: number; out: string }> {
  let out = "";
  const command = createValidateCommand({
    stdout: { write: (text: string) => (out += text) },
    stdin,
  });
  const code = await command.run(argv);
  return { code, out };
}
