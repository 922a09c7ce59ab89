import { main } from "../../../src/cli/main";

/**
 * Runs the CLI's main in this process, as `occurrence-contract ARGV...` would: resolves to its
 * exit code and the lines it wrote to console.error (its one-line usage errors).
 */
export async function runMain(argv: string[]): Promise<{ code: number; errors: string[] }> {
  const errors: string[] = [];
  const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
    errors.push(String(line));
  });
  try {
    return { code: await main(argv), errors };
  } finally {
    spy.mockRestore();
  }
}
