import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BIN, startCli, startProcess, type CliProcess } from "./helpers/cli-process";

// Every shell command README.md shows is run here, so a README edit that breaks one fails CI.
//
// The rules, in order:
// 1. A command is a line of a ```sh (bash, shell) block of README.md, lines ending in `\` joined,
//    `# comments` dropped.
// 2. Skipped, by rule: commands that install packages (`npm install`, `npm ci`, `npm i`, also
//    after a `cd DIR &&`), `git clone` (the network) and commands that run this repository's
//    tests (`npm test`, `npm run test…`).
// 3. `npx occurrence-contract` runs the checkout's bin; `npm start` runs package.json's start
//    script (the same bin).
// 4. The hosts the README names (http://127.0.0.1:3000, http://localhost:3000 and the placeholder
//    https://api.example.org) become a mock this test starts on a free port of 127.0.0.1;
//    $API_EMAIL and $API_PASSWORD are set to a login the mock accepts.
// 5. A `serve` command (npm start too) runs on a free port (`--port 0`): it passes when it prints
//    its start line and stops with 0 on SIGTERM. curl gets --fail (an HTTP error fails it). Every
//    other command passes when it exits 0.
// 6. Commands run in an empty folder that holds the inputs the README's examples name
//    (captures/, har/session.har), made from the mock's answers.
jest.setTimeout(900_000);

const ROOT = join(__dirname, "..", "..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const START_SCRIPT = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }
).scripts.start;

/** What the test does with one README command. */
type Plan =
  | { readonly kind: "skip"; readonly line: string; readonly why: string }
  | { readonly kind: "run" | "serve"; readonly line: string; readonly command: string };

const SHELL_FENCE = /^```(sh|bash|shell)\s*$/;

/** Rule 1: the shell commands of a markdown text, continuation lines joined, comments dropped. */
function shellCommands(markdown: string): string[] {
  const commands: string[] = [];
  let inShell = false;
  let pending = "";
  for (const raw of markdown.split("\n")) {
    if (raw.startsWith("```")) {
      inShell = !inShell && SHELL_FENCE.test(raw);
      pending = "";
      continue;
    }
    if (!inShell) continue;
    const line = raw.replace(/(^|\s)#\s.*$/, "").trimEnd();
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const command = `${pending}${line.trim()}`.trim();
    pending = "";
    if (command !== "") commands.push(command);
  }
  return commands;
}

/** Rules 2 to 5: what to do with a command, given the base URL of the mock. */
function planOf(line: string, baseUrl: string): Plan {
  if (/^(cd \S+ && )?npm (install|ci|i)\b/.test(line)) {
    return { kind: "skip", line, why: "installs packages" };
  }
  if (/^git clone\b/.test(line)) return { kind: "skip", line, why: "clones from the network" };
  if (/^npm (test|t|run test\S*)\b/.test(line))
    return { kind: "skip", line, why: "runs the test suite" };
  const command = line
    .replace(/^npm start\b/, START_SCRIPT)
    .replace(/(^|\s)bin\/occurrence-contract\.js\b/g, `$1"${BIN}"`)
    .replace(/\bnpx occurrence-contract\b/g, `node "${BIN}"`)
    .replace(/https?:\/\/(127\.0\.0\.1|localhost):3000|https:\/\/api\.example\.org/g, baseUrl)
    .replace(/^curl\b/, "curl --fail --silent --show-error --max-time 60");
  if (/"\s+serve\b/.test(command)) {
    const onFreePort = /--port[ =]\d+/.test(command)
      ? command.replace(/--port[ =]\d+/, "--port 0")
      : `${command} --port 0`;
    return { kind: "serve", line, command: onFreePort };
  }
  return { kind: "run", line, command };
}

/** The end of a process run through sh: its exit code and what it printed. */
interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const ENV = { ...process.env, API_EMAIL: "reader@example.org", API_PASSWORD: "secret" };

/** Runs a command through sh in `cwd`, to its end. */
async function runShell(command: string, cwd: string): Promise<Ran> {
  const child = startProcess("sh", ["-c", command], { cwd, env: ENV, stdin: "pipe" });
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

/** Polls `ready` every 100 ms until it holds, or fails after `ms`. */
async function waitFor(ready: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`not ready after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a serve command (exec'd, so SIGTERM reaches it), waits for its first line, stops it.
 * Resolves to its first line and how it ended.
 */
async function startAndStop(command: string, cwd: string): Promise<Ran & { line: string }> {
  const child = startProcess("sh", ["-c", `exec ${command}`], { cwd, env: ENV, stdin: "pipe" });
  try {
    await waitFor(() => child.stdout().includes("\n") || child.child.exitCode !== null, 300_000);
  } finally {
    child.child.kill("SIGTERM");
  }
  const { code } = await child.exited;
  const stdout = child.stdout();
  return { code, stdout, stderr: child.stderr(), line: stdout.split("\n")[0] ?? "" };
}

let work = "";
let mock: CliProcess | undefined;
let baseUrl = "";

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "readme-commands-"));
  const portFile = join(work, "mock.port");
  mock = startCli(["serve", "--port", "0", "--quiet", "--port-file", portFile], { stdin: "pipe" });
  await waitFor(() => {
    try {
      return readFileSync(portFile, "utf8").endsWith("\n");
    } catch {
      return mock?.child.exitCode !== null;
    }
  }, 300_000);
  baseUrl = `http://127.0.0.1:${readFileSync(portFile, "utf8").trim()}`;
  // Rule 6: the inputs the README's validate example names, from the mock's own answers.
  const url = `${baseUrl}/api/v2/occurrences?take=3`;
  const text = await (await fetch(url)).text();
  mkdirSync(join(work, "captures"));
  writeFileSync(join(work, "captures", "occurrences.json"), text);
  mkdirSync(join(work, "har"));
  const entry = {
    startedDateTime: new Date().toISOString(),
    time: 1,
    request: { method: "GET", url, httpVersion: "HTTP/1.1", headers: [], queryString: [] },
    response: {
      status: 200,
      statusText: "OK",
      httpVersion: "HTTP/1.1",
      headers: [{ name: "Content-Type", value: "application/json; charset=utf-8" }],
      content: { size: text.length, mimeType: "application/json", text },
    },
  };
  const har = {
    log: { version: "1.2", creator: { name: "readme-test", version: "1" }, entries: [entry] },
  };
  writeFileSync(join(work, "har", "session.har"), JSON.stringify(har));
});

afterAll(() => {
  mock?.child.kill("SIGTERM");
  if (work !== "") rmSync(work, { recursive: true, force: true });
});

const README_COMMANDS = shellCommands(README);

describe("the rules that read README commands", () => {
  test.each([
    ["a sh block's line is a command", "```sh\nnpx x --a\n```", ["npx x --a"]],
    [
      "lines ending in \\ are one command",
      "```sh\nnpx x \\\n  --a \\\n  --b\n```",
      ["npx x --a --b"],
    ],
    ["a # comment is dropped", "```sh\nnpm start   # the mock\n```", ["npm start"]],
    ["a ts block holds no command", "```ts\nconst a = 1;\n```", []],
    ["prose and other fences hold none", "curl x\n```\ncurl y\n```", []],
  ])("%s", (_rule, markdown, commands) => {
    expect(shellCommands(markdown)).toEqual(commands);
  });

  test.each([
    ["npm install", "skip"],
    ["npm install --save-dev occurrence-contract", "skip"],
    ["cd ../app && npm install --save-dev ../oc/occurrence-contract-*.tgz", "skip"],
    ["git clone https://github.com/o/r.git", "skip"],
    ["npm test", "skip"],
    ["npm run test:e2e", "skip"],
    ["npm start", "serve"],
    ["npx occurrence-contract serve --port 3000 --seed 7", "serve"],
    ["npx occurrence-contract conform --base-url http://127.0.0.1:3000", "run"],
    ["curl 'http://127.0.0.1:3000/api/v2/states'", "run"],
  ])("%s -> %s", (line, kind) => {
    expect(planOf(line, "http://127.0.0.1:1").kind).toBe(kind);
  });

  test("hosts become the mock, serve gets --port 0, curl gets --fail", () => {
    const base = "http://127.0.0.1:4321";
    expect(planOf("curl 'http://127.0.0.1:3000/api/v2/states'", base)).toMatchObject({
      command: `curl --fail --silent --show-error --max-time 60 '${base}/api/v2/states'`,
    });
    expect(
      planOf("npx occurrence-contract conform --base-url https://api.example.org", base),
    ).toMatchObject({
      command: `node "${BIN}" conform --base-url ${base}`,
    });
    expect(planOf("npx occurrence-contract serve --port 3000 --seed 7", base)).toMatchObject({
      command: `node "${BIN}" serve --port 0 --seed 7`,
    });
    expect(planOf("npm start", base)).toMatchObject({ command: `node "${BIN}" serve --port 0` });
  });

  test("the README holds commands of each kind (the reader still finds them)", () => {
    const kinds = README_COMMANDS.map((line) => planOf(line, "http://127.0.0.1:1").kind);
    expect(kinds).toContain("skip");
    expect(kinds).toContain("serve");
    expect(kinds.filter((kind) => kind === "run").length).toBeGreaterThanOrEqual(4);
    expect(README_COMMANDS.some((line) => line.startsWith("curl "))).toBe(true);
  });
});

/** Each README command with the test's name for it: skipped ones say by which rule. */
const ROWS = README_COMMANDS.map((line) => {
  const plan = planOf(line, "http://127.0.0.1:1");
  return [plan.kind === "skip" ? `${line} (skipped: ${plan.why})` : line, line] as const;
});

describe("every README command works", () => {
  test.each(ROWS)("%s", async (_name, line) => {
    const plan = planOf(line, baseUrl);
    if (plan.kind === "skip") return;
    if (plan.kind === "serve") {
      const ran = await startAndStop(plan.command, work);
      expect({ line: ran.line, code: ran.code, stderr: ran.stderr }).toEqual({
        line: expect.stringMatching(
          /^occurrence-contract serve: http:\/\/127\.0\.0\.1:\d+\/api\/v2 /,
        ),
        code: 0,
        stderr: "",
      });
      return;
    }
    const ran = await runShell(plan.command, work);
    expect({ code: ran.code, stderr: ran.stderr.slice(-2000) }).toEqual({
      code: 0,
      stderr: expect.any(String),
    });
  });
});
