import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runConformance, type ConformanceReport } from "../../src/conformance";
import { CONFORMANCE_ENV, optionsFromEnv } from "../../src/conformance/options-from-env";
import { formatSummary } from "../../src/conformance/reporters";
import { REPORT_FILE_ENV, type EntryOutcome } from "./report-file";

/** The world of the project's mock when no CONFORMANCE_BASE_URL is given. */
const OWN_MOCK_WORLD = { seed: 1, occurrences: 1500 };

async function runAgainstOwnMock(
  options: ReturnType<typeof optionsFromEnv>,
): Promise<EntryOutcome> {
  let createApp: typeof import("../../src/node/create-app").createApp;
  let startServer: typeof import("../../src/node/start-server").startServer;
  let buildWorld: typeof import("../../src/world/build-world").buildWorld;
  try {
    ({ createApp } = await import("../../src/node/create-app"));
    ({ startServer } = await import("../../src/node/start-server"));
    ({ buildWorld } = await import("../../src/world/build-world"));
  } catch {
    return {
      kind: "skipped",
      reason: `${CONFORMANCE_ENV.baseUrl} is unset and the project's mock is not available`,
    };
  }
  const server = await startServer(createApp({ world: buildWorld(OWN_MOCK_WORLD) }), {
    port: 0,
    host: "127.0.0.1",
    closeGraceMs: 100,
  });
  process.stderr.write(
    `\n${CONFORMANCE_ENV.baseUrl} is unset: testing the project's own mock (seed ${OWN_MOCK_WORLD.seed}, ${OWN_MOCK_WORLD.occurrences} occurrences) at ${server.url}\n`,
  );
  try {
    const report: ConformanceReport = await runConformance({ baseUrl: server.url, ...options });
    return { kind: "report", report, target: `the project's own mock (${server.url})` };
  } finally {
    await server.close();
  }
}

/**
 * What a run leaves besides its checks, for the person reading jest's output: the summary line,
 * then the observations (where the spec is silent) and the notes, which are no tests: they
 * cannot fail, so they are written out rather than listed as passing tests.
 */
function renderRunNotes(report: ConformanceReport): string {
  const out = ["", formatSummary(report)];
  if (report.observations.length > 0)
    out.push(
      "Observations (where the spec is silent; never failures)",
      ...report.observations.map((o) => `  • ${o.text}`),
    );
  if (report.notes.length > 0) out.push("Notes", ...report.notes.map((n) => `  ! ${n}`));
  return `${out.join("\n")}\n`;
}

/**
 * Runs the conformance suite once, before the tests: against CONFORMANCE_BASE_URL, or the
 * project's own mock when it is unset. The outcome goes to a temporary file whose path the test
 * file reads from CONFORMANCE_REPORT_FILE; the test file turns it into one test per check. The
 * summary, observations and notes go to stderr (renderRunNotes).
 */
export default async function globalSetup(): Promise<void> {
  let outcome: EntryOutcome;
  try {
    const options = optionsFromEnv(process.env);
    const baseUrl = process.env[CONFORMANCE_ENV.baseUrl];
    outcome =
      baseUrl === undefined || baseUrl === ""
        ? await runAgainstOwnMock(options)
        : {
            kind: "report",
            report: await runConformance({ baseUrl, ...options }),
            target: baseUrl,
          };
  } catch (error) {
    outcome = { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.kind === "report") process.stderr.write(renderRunNotes(outcome.report));
  const file = join(tmpdir(), `occurrence-contract-conformance-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(outcome));
  process.env[REPORT_FILE_ENV] = file;
}
