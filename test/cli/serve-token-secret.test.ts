import { chmodSync } from "node:fs";
import {
  argsForWorkers,
  MAX_TOKEN_SECRET_FILE_BYTES,
  TOKEN_SECRET_ENV,
  tokenSecretOf,
} from "../../src/cli/serve-token-secret";
import { UsageError } from "../../src/cli/usage-error";
import { createTempDir } from "../validation/temp-dir";

// serve's token secret: --token-secret, --token-secret-file, $OCCURRENCE_TOKEN_SECRET, in that
// order, else random (undefined here); an unfit one is one line naming the flag or the file.

const temp = createTempDir("token-secret");
afterAll(() => temp.remove());

const file = (name: string, text: string): string => temp.write(name, text);
const env = (value?: string): NodeJS.ProcessEnv =>
  value === undefined ? {} : { [TOKEN_SECRET_ENV]: value };

test.each<[string, () => Record<string, string>, NodeJS.ProcessEnv, string | undefined]>([
  ["--token-secret gives it", () => ({ "token-secret": "s3cret" }), env(), "s3cret"],
  [
    "--token-secret-file gives the file's text without its last line break",
    () => ({ "token-secret-file": file("a", "from-file\n") }),
    env(),
    "from-file",
  ],
  ["$OCCURRENCE_TOKEN_SECRET gives it when no flag does", () => ({}), env("from-env"), "from-env"],
  [
    "a flag wins over the environment",
    () => ({ "token-secret-file": file("b", "from-file") }),
    env("from-env"),
    "from-file",
  ],
  ["nothing given: undefined (a random secret)", () => ({}), env(), undefined],
  ["an empty environment variable counts as none", () => ({}), env(""), undefined],
])("%s", (_name, flags, environment, expected) => {
  expect(tokenSecretOf(flags(), environment)).toBe(expected);
});

test.each<[string, () => Record<string, string>, RegExp]>([
  [
    "both flags",
    () => ({ "token-secret": "a", "token-secret-file": file("c", "b") }),
    /--token-secret or --token-secret-file, not both/,
  ],
  ["an empty --token-secret", () => ({ "token-secret": "" }), /--token-secret must not be empty/],
  [
    "a missing file",
    () => ({ "token-secret-file": `${temp.dir}/none` }),
    /--token-secret-file .*none: cannot read it \(ENOENT\)/,
  ],
  [
    "an empty file",
    () => ({ "token-secret-file": file("d", "\n") }),
    /--token-secret-file .*d: the file is empty/,
  ],
  [
    "a file past the limit",
    () => ({ "token-secret-file": file("e", "x".repeat(MAX_TOKEN_SECRET_FILE_BYTES + 1)) }),
    /longer than 4096 bytes/,
  ],
  [
    "a folder",
    () => ({ "token-secret-file": temp.dir }),
    /--token-secret-file .*: a folder, not a regular file/,
  ],
])("refused: %s -> a UsageError naming it", (_name, flags, message) => {
  const result = tokenSecretOf(flags(), env());
  expect(result).toBeInstanceOf(UsageError);
  expect((result as UsageError).message).toMatch(message);
});

describe("argsForWorkers: a worker's command line holds no secret", () => {
  const saved = process.env[TOKEN_SECRET_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[TOKEN_SECRET_ENV];
    else process.env[TOKEN_SECRET_ENV] = saved;
  });

  test.each<[string, string[], string[]]>([
    [
      "--token-secret VALUE",
      ["serve", "--token-secret", "s3", "--workers", "2"],
      ["serve", "--workers", "2"],
    ],
    ["--token-secret=VALUE", ["serve", "--token-secret=s3"], ["serve"]],
  ])("%s -> left out, handed over as $OCCURRENCE_TOKEN_SECRET", (_name, args, expected) => {
    expect(argsForWorkers(args)).toEqual(expected);
    expect(process.env[TOKEN_SECRET_ENV]).toBe("s3");
  });

  test("no secret -> the command line unchanged", () => {
    delete process.env[TOKEN_SECRET_ENV];
    expect(argsForWorkers(["serve", "--seed", "3"])).toEqual(["serve", "--seed", "3"]);
    expect(process.env[TOKEN_SECRET_ENV]).toBeUndefined();
  });
});

describe("--token-secret-file readable by other users: used, with one warning line", () => {
  test.each<[string, number, boolean]>([
    ["mode 644 (others and group read it) -> a warning", 0o644, true],
    ["mode 640 (its group reads it) -> a warning", 0o640, true],
    ["mode 600 -> no warning", 0o600, false],
  ])("%s", (_name, mode, warned) => {
    const path = file(`mode-${mode.toString(8)}`, "the-secret\n");
    chmodSync(path, mode);
    const lines: string[] = [];
    expect(tokenSecretOf({ "token-secret-file": path }, env(), (l) => lines.push(l))).toBe(
      "the-secret",
    );
    expect(lines).toEqual(
      warned
        ? [
            `occurrence-contract serve: warning: --token-secret-file ${path} is readable by other users (mode ${mode.toString(8)}); chmod 600 it`,
          ]
        : [],
    );
  });
});

test("--token-secret-file /dev/zero is refused as a device, never read", () => {
  const result = tokenSecretOf({ "token-secret-file": "/dev/zero" }, env());
  expect((result as UsageError).message).toBe(
    "--token-secret-file /dev/zero: a character device, not a regular file",
  );
});
