import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A scratch folder for one test file; `write` creates files in it, `remove` deletes it. */
export function createTempDir(prefix: string): {
  readonly dir: string;
  write(name: string, text: string): string;
  remove(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    dir,
    write(name, text) {
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      return path;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The path of a fixture of test/fixtures/validation. */
export function fixture(name: string): string {
  return join(__dirname, "..", "fixtures", "validation", name);
}
