import { join } from "node:path";
import { Worker } from "node:worker_threads";

/**
 * The project's own lint config (eslint.config.mjs) on small files that exist only in memory,
 * as if they stood where their path says: only the rule named is run.
 * ESLint loads its config with import(), which jest's module sandbox refuses, so it runs in a
 * worker thread (plain Node, same process).
 */
const LINT_IN_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { ESLint } = require(workerData.eslint);
(async () => {
  const eslint = new ESLint({
    cwd: workerData.cwd,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === workerData.rule,
  });
  const found = [];
  for (const { filePath, code } of workerData.files) {
    const [result] = await eslint.lintText(code, { filePath });
    found.push(result.messages.map((m) => (m.ruleId ?? "fatal") + ": " + m.message));
  }
  return found;
})().then(
  (found) => parentPort.postMessage({ found }),
  (error) => parentPort.postMessage({ error: String(error && error.stack) }),
);
`;

/** A file that exists only in memory: its path (from the project root) and its text. */
export interface VirtualFile {
  readonly filePath: string;
  readonly code: string;
}

/** The messages of `rule` on each file, in order: "rule id: message". */
export function lintInWorker(rule: string, files: readonly VirtualFile[]): Promise<string[][]> {
  const root = join(__dirname, "..", "..");
  const worker = new Worker(LINT_IN_WORKER, {
    eval: true,
    workerData: { cwd: root, eslint: require.resolve("eslint"), rule, files },
  });
  return new Promise<string[][]>((done, fail) => {
    worker.once("message", (answer: { found?: string[][]; error?: string }) => {
      if (answer.found !== undefined) done(answer.found);
      else fail(new Error(answer.error));
    });
    worker.once("error", fail);
  }).finally(() => void worker.terminate());
}
