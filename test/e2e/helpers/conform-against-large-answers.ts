import { pathOf } from "../../../src/contract";
import { buildWorld } from "../../../src/world";
import { peakRssOf, startCli } from "./cli-process";
import { serve } from "./serve";

/** One mebibyte. */
export const MB = 1024 * 1024;

const records = (): Record<string, unknown>[] =>
  buildWorld({ seed: 4, occurrences: 8 }).occurrences.map(
    (o) => o.v2 as unknown as Record<string, unknown>,
  );

/** A valid-shaped v2 occurrences page of about `size` bytes: the world's records, new ids. */
function pageOf(size: number, from: readonly Record<string, unknown>[]): Buffer {
  const count = Math.ceil(size / (JSON.stringify(from).length / from.length));
  const data = Array.from({ length: count }, (_, n) => ({
    ...from[n % from.length],
    id: `5b6c2f53-4f4e-4c36-9d0c-${n.toString(16).padStart(12, "0")}`,
  }));
  const pageMeta = { page: 1, take: count, itemCount: count, pageCount: 1 };
  const meta = { ...pageMeta, hasPreviousPage: false, hasNextPage: false };
  return Buffer.from(
    JSON.stringify({ msg: "ok", msgCode: "success", code: 200, data, pageMeta: meta }),
  );
}

/** How a `conform` run against large answers ended. */
export interface LargeAnswersRun {
  readonly code: number | null;
  readonly signal: string | null;
  readonly stderr: string;
  /** Its peak RSS (VmHWM of the process), in bytes. */
  readonly peak: number;
  /** The requests it says it sent. */
  readonly sent: number;
}

/**
 * Runs `conform` as a process (v2, seed 7) against a server whose occurrences answers are all
 * one `size`-byte page and whose cities list holds the records' city; its end and peak RSS.
 */
export async function conformAgainst(
  size: number,
  requests: number,
  deadline: number,
): Promise<LargeAnswersRun> {
  const from = records();
  const body = pageOf(size, from);
  // The records' city, so that the probes find a city and a state to filter by.
  const { city, state } = from[0] as { city: object; state: object };
  const cities = JSON.stringify({
    msg: "ok",
    msgCode: "success",
    code: 200,
    data: [{ ...city, state }],
  });
  const server = await serve((req, res) => {
    const occurrences = (req.url ?? "").startsWith(pathOf("v2-occurrences"));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(occurrences ? body : cities);
  });
  const argv = ["conform", "--base-url", server.url, "--api", "v2"];
  argv.push("--max-requests", String(requests), "--deadline", String(deadline), "--seed", "7");
  const cli = startCli(argv);
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, peakRssOf(cli.pid))), 20);
  const ended = await cli.exited;
  clearInterval(timer);
  await server.close();
  // The summary's "· N requests", or a stopped run's "(N requests sent)".
  const sent = Number(/[·(] ?(\d+) requests/.exec(`${cli.stdout()}${cli.stderr()}`)?.[1] ?? 0);
  return { ...ended, stderr: cli.stderr(), peak, sent };
}

/** What a run against large answers must show: enough sent, a verdict, no crash, the bound. */
export function expectBounded(ended: LargeAnswersRun, least: number, bound: number): void {
  expect(ended.sent).toBeGreaterThanOrEqual(least);
  expect(ended.signal).toBeNull();
  expect(ended.stderr).not.toMatch(/unexpected error|RangeError|heap out of memory|\n\s+at /);
  expect([1, 2, 3]).toContain(ended.code);
  expect(ended.peak).toBeGreaterThan(0);
  expect(ended.peak).toBeLessThan(bound);
}
