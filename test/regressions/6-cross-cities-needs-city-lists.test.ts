import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runConformance } from "../../src/conformance";

// Issue 6: against a server answering every request 200 with an HTML page, cross.cities
// "passed" (0 v2 cities = 0 v1 rows): it compared two lists that were never there. It now runs
// only when both answers are city lists.
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<html><body>hello</body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("issue 6: cross.cities needs two city lists", () => {
  test("an HTML server: cross.cities not run, v2.status and v1.status failed", async () => {
    const report = await runConformance({ baseUrl, seed: 1 });
    const status = (id: string): string | undefined =>
      report.checks.find((check) => check.id === id)?.status;
    expect(status("cross.cities")).toBe("not-run");
    expect(status("v2.status")).toBe("failed");
    expect(status("v1.status")).toBe("failed");
    expect(report.conforms).toBe(false);
  });
});
