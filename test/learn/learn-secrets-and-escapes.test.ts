import { lstatSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { createLearnCommand } from "../../src/cli/learn-command";
import { REPORTERS } from "../../src/report";
import { buildWorld } from "../../src/world";
import { createTempDir } from "../validation/temp-dir";

// What learn writes of a capture that carries secrets and escape sequences in its URLs, and
// where it writes its departures: in every report no password and no raw control character;
// never through a symbolic link already in the --write-departures folder.

const temp = createTempDir("learn-secrets");
afterAll(() => temp.remove());

const PASSWORD = "hunter2-in-the-har";
const ESCAPE = "\u001b]0;pwned\u0007\u009b2J\u202e";
const raw = (text: string): boolean =>
  ["\u001b", "\u0007", "\u009b", "\u202e"].some((c) => text.includes(c));

async function learn(argv: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const sink = { write: (text: string) => (out += text) };
  const code = await createLearnCommand({ stdout: sink, stderr: sink }).run(argv);
  return { code, out };
}

/** A v2 answer whose coordinates are numbers: a departure learn proposes, with a curl line. */
function numericAnswer(): string {
  const world = buildWorld({ seed: 11, occurrences: 10 });
  const data = world.occurrences.map((o) => ({ ...o.v2, latitude: Number(o.v2.latitude) }));
  return JSON.stringify({
    data,
    pageMeta: {
      page: 1,
      take: 20,
      itemCount: data.length,
      pageCount: 7,
      hasPreviousPage: false,
      hasNextPage: false,
    },
  });
}

/** A HAR log of one answer at `url`. */
function har(url: string): string {
  const text = numericAnswer();
  return JSON.stringify({
    log: {
      version: "1.2",
      creator: { name: "test", version: "1" },
      entries: [
        {
          startedDateTime: "2025-03-06T12:00:00.000Z",
          time: 10,
          request: { method: "GET", url, httpVersion: "HTTP/1.1", headers: [], queryString: [] },
          response: {
            status: 200,
            statusText: "OK",
            httpVersion: "HTTP/1.1",
            headers: [{ name: "Content-Type", value: "application/json" }],
            content: { size: text.length, mimeType: "application/json", text },
          },
          timings: { send: 0, wait: 10, receive: 0 },
        },
      ],
    },
  });
}

const CAPTURE = temp.write(
  "secret.har",
  har(
    `https://ana:${PASSWORD}@api-service.fogocruzado.org.br/api/v2/occurrences?take=20&x=${ESCAPE}`,
  ),
);

describe("learn on a HAR whose URL carries user:password@ and escape sequences", () => {
  test.each(REPORTERS)("the %s report never shows the password", async (reporter) => {
    const { out } = await learn([CAPTURE, "--reporter", reporter]);
    expect(out).toContain("ana:[redacted]@");
    expect(out).not.toContain(PASSWORD);
  });

  test.each(REPORTERS)(
    "the %s report holds no character a terminal acts on, raw",
    async (reporter) => {
      const { out } = await learn([CAPTURE, "--reporter", reporter]);
      expect(out).toContain("take=20");
      expect(raw(out)).toBe(false);
    },
  );
});

describe("learn --write-departures DIR", () => {
  test("a symbolic link already in DIR under an overlay's name is refused (a UsageError: one line, exit 2): the file outside is left as it was", async () => {
    const dir = join(temp.dir, "departures");
    const first = await learn([CAPTURE, "--write-departures", dir]);
    expect(first.code).toBe(1);
    const outside = temp.write("outside.txt", "not to be overwritten\n");
    const linked = join(dir, "latitude-number.json");
    expect(lstatSync(linked).isFile()).toBe(true);
    rmSync(linked);
    symlinkSync(outside, linked);
    await expect(learn([CAPTURE, "--write-departures", dir])).rejects.toThrow(
      /--write-departures .*departures is not writable: .*latitude-number\.json is a symbolic link: not written through it/,
    );
    expect(readFileSync(outside, "utf8")).toBe("not to be overwritten\n");
  });
});
