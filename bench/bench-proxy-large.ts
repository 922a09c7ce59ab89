/**
 * `npm run bench:proxy-large [-- --mb 500 --clients 4]`: the proxy in front of an upstream that
 * answers N MB of JSON per request, fetched by several clients at once; prints the time and the
 * proxy's peak memory (RSS, sampled every 100 ms). The proxy runs in this process, the upstream
 * in the same process too (it writes one cached 1 MB chunk over and over). Not a test.
 */
import { createServer, get } from "node:http";
import { parseArgs } from "node:util";
import { startProxy } from "../src/validation/proxy";

const { values } = parseArgs({
  options: { mb: { type: "string", default: "500" }, clients: { type: "string", default: "4" } },
});
const MB = Number(values.mb);
const CLIENTS = Number(values.clients);
const CHUNK = Buffer.from(`[${'{"a":1},'.repeat(131_071)}{"a":1}]`.slice(0, 1_048_576));

async function main(): Promise<void> {
  const upstream = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    let sent = 0;
    const pump = (): void => {
      while (sent < MB) {
        sent += 1;
        if (!response.write(CHUNK)) {
          response.once("drain", pump);
          return;
        }
      }
      response.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const address = upstream.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const proxy = await startProxy({
    upstream: new URL(`http://127.0.0.1:${port}`),
    port: 0,
    host: "127.0.0.1",
    timeoutMs: 600_000,
    log: () => undefined,
  });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const started = Date.now();
  const sizes = await Promise.all(
    Array.from(
      { length: CLIENTS },
      () =>
        new Promise<number>((resolve, reject) => {
          get(`${proxy.url}/api/v1/occurrences`, (response) => {
            let bytes = 0;
            response.on("data", (chunk: Buffer) => (bytes += chunk.length));
            response.on("end", () => resolve(bytes));
            response.on("error", reject);
          }).on("error", reject);
        }),
    ),
  );
  clearInterval(sampler);
  console.log(
    `proxy: ${CLIENTS} concurrent answers of ${MB} MB (${sizes.map((s) => (s / 1e6).toFixed(0)).join(", ")} MB received) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s; peak RSS of the process (proxy, upstream and clients) ${(peak / 1e6).toFixed(0)} MB (${(before / 1e6).toFixed(0)} MB before the first request)`,
  );
  await proxy.close();
  upstream.close();
}

void main();
