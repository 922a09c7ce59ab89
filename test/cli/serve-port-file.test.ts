import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  portFileText,
  portOfUrl,
  removePortFile,
  writePortFile,
} from "../../src/cli/serve-port-file";

const dir = mkdtempSync(join(tmpdir(), "port-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("serve --port-file: the port, its digits and a newline, written whole", () => {
  test.each([
    [3000, "3000\n"],
    [41234, "41234\n"],
  ])("port %d -> the file holds %j", (port, text) => {
    const file = join(dir, `port-${port}`);
    expect(portFileText(port)).toBe(text);
    expect(writePortFile(file, port)).toBeUndefined();
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  test("written then renamed: no partial file is left beside it", () => {
    writePortFile(join(dir, "whole"), 8080);
    expect(readdirSync(dir).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  test("a folder that does not exist -> one line naming the file, nothing thrown", () => {
    const file = join(dir, "missing", "port");
    expect(writePortFile(file, 1)).toBe(`cannot write --port-file ${file} (ENOENT)`);
  });

  test("removed when serve stops; a file already gone is no error", () => {
    const file = join(dir, "gone");
    writePortFile(file, 1);
    removePortFile(file);
    expect(existsSync(file)).toBe(false);
    expect(() => removePortFile(file)).not.toThrow();
  });

  test.each([
    ["http://127.0.0.1:41234", 41234],
    ["http://[::1]:3001", 3001],
  ])("the port of the printed URL %s -> %d", (url, port) => {
    expect(portOfUrl(url)).toBe(port);
  });
});
