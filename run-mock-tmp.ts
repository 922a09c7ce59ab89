import { createApp } from "./src/server/create-app";
import { startServer } from "./src/server/start-server";
import { buildWorld } from "./src/world/build-world";
import { runConformance } from "./src/conformance";
(async () => {
  const n = Number(process.argv[2] ?? 300);
  const h = await startServer(createApp({ world: buildWorld({ seed: 1, occurrences: n }) }), { port: 0, host: "127.0.0.1", closeGraceMs: 100 });
  for (const seed of [1, 2, 3]) {
    const r = await runConformance({ baseUrl: h.url, seed });
    const bad = r.checks.filter((c) => c.status !== "passed").map((c) => `${c.id}:${c.status}:${c.reason ?? ""}:${c.findings.map(f=>f.message+" | "+f.seen).join(";")}`);
    console.log(seed, r.requests, r.durationMs, bad, r.apis, r.checks.filter(c=>/sequence|partition/.test(c.id)).map(c=>c.id+"="+c.applied));
  }
  await h.close();
})();
