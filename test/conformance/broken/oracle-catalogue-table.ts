/**
 * Every server of the oracle's catalogue on each of seeds 1–8, as a table: for a broken server
 * the seeds it escapes (and the rules it failed), for an honest one the seeds it fails, and
 * whether its flag (`escapesToday`, `failsToday`) states that. Exit 1 when a flag is wrong.
 * `--honest` (or `--broken`) keeps the honest (or broken) servers only.
 *
 * npx ts-node --transpile-only test/conformance/broken/oracle-catalogue-table.ts [--honest |
 * --broken] [name-part]
 */
import { ORACLE_BROKEN_SERVERS, ORACLE_HONEST } from "./oracle-catalogue";
import { brokenOutcome, honestOutcome } from "./oracle-outcome";
import { SEEDS } from "./run-case";

async function main(args: readonly string[]): Promise<number> {
  const kind = args[0] === "--honest" || args[0] === "--broken" ? args[0] : undefined;
  const filter = kind === undefined ? args[0] : args[1];
  let wrongFlags = 0;
  const picked = <T extends { readonly name: string }>(rows: readonly T[]): T[] =>
    rows.filter((row) => filter === undefined || row.name.includes(filter));
  for (const server of kind === "--honest" ? [] : picked(ORACLE_BROKEN_SERVERS)) {
    const missed: string[] = [];
    const rules = new Set<string>();
    for (const seed of SEEDS) {
      const outcome = await brokenOutcome(server, seed);
      outcome.failed.forEach((rule) => rules.add(rule));
      if (!outcome.caught)
        missed.push(`${seed} (${[outcome.verdict, ...outcome.failed].join(" ")})`);
    }
    const escapes = missed.length > 0;
    if (escapes !== (server.escapesToday === true)) wrongFlags += 1;
    const flag = escapes === (server.escapesToday === true) ? "" : "  <- flag wrong";
    const state = escapes ? `ESCAPES on seeds ${missed.join(", ")}` : "caught on 1-8";
    process.stdout.write(
      `broken | ${server.name} | ${state} | failed: ${[...rules].join(" ") || "-"}${flag}\n`,
    );
  }
  for (const server of kind === "--broken" ? [] : picked(ORACLE_HONEST)) {
    const failed: string[] = [];
    const rules = new Set<string>();
    for (const seed of SEEDS) {
      const outcome = await honestOutcome(server, seed);
      outcome.failed.forEach((rule) => rules.add(rule));
      if (!outcome.conforms)
        failed.push(`${seed} (${[outcome.verdict, ...outcome.failed].join(" ")})`);
    }
    const fails = failed.length > 0;
    if (fails !== (server.failsToday === true)) wrongFlags += 1;
    const flag = fails === (server.failsToday === true) ? "" : "  <- flag wrong";
    const state = fails ? `FAILED on seeds ${failed.join(", ")}` : "conforms on 1-8";
    process.stdout.write(
      `honest | ${server.name} | ${state} | failed: ${[...rules].join(" ") || "-"}${flag}\n`,
    );
  }
  return wrongFlags === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`oracle-catalogue-table: ${String(error)}\n`);
    process.exit(2);
  },
);
