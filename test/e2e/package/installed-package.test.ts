import { execFileSync, spawn, type SpawnSyncReturns } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markdownLinks } from "../../docs/helpers/markdown-links";
import { waitFor } from "../../server/helpers/wait-for";
import { installPackedApp, ROOT, type PackedApp } from "./helpers/packed-app";

// The package as a user gets it (helpers/packed-app.ts: `npm pack`, installed into an empty
// project from the tarball), then used only through what the tarball holds. Packing and
// installing take tens of seconds on a loaded machine.
jest.setTimeout(240_000);

const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  name: string;
  version: string;
};
const TSC = require.resolve("typescript/bin/tsc", { paths: [ROOT] });

let packed: PackedApp | undefined;
let dir = "";
let app = "";
let tarball = "";
/** What `npm pack` and `npm install` of the tarball wrote to stderr (warnings). */
let packWarnings = "";
let installWarnings = "";

function run(file: string, args: readonly string[], cwd = app): SpawnSyncReturns<string> {
  if (packed === undefined) throw new Error("the package is not installed");
  return packed.run(file, args, cwd);
}

/** A strict tsconfig of the app for `files`, Node's module resolution, this repo's @types/node. */
function writeTsconfig(files: readonly string[], extra: Record<string, unknown> = {}): void {
  const compilerOptions = {
    strict: true,
    noEmit: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    typeRoots: [join(ROOT, "node_modules", "@types")],
    types: ["node"],
    ...extra,
  };
  writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions, files }));
}

/** The installed CLI, run with node (what `npx occurrence-contract` runs). */
function cli(...args: string[]): SpawnSyncReturns<string> {
  return run(process.execPath, [join(app, "node_modules", ".bin", "occurrence-contract"), ...args]);
}

beforeAll(() => {
  packed = installPackedApp();
  ({ dir, app, tarball, packWarnings, installWarnings } = packed);
});

afterAll(() => {
  packed?.remove();
});

describe("the tarball", () => {
  test("ships built JS, declarations, schemas, docs, the jest preset, README and LICENSE; no sources, tests or install scripts", () => {
    const listing = execFileSync("tar", ["tzf", tarball], { encoding: "utf8" }).split("\n");
    const tops = new Set(listing.filter(Boolean).map((path) => path.split("/")[1]));
    expect([...tops].sort()).toEqual(
      [
        "ARCHITECTURE.md",
        "LICENSE",
        "README.md",
        "bin",
        "dist",
        "docs",
        "esm",
        "jest-esm-transform.js",
        "jest-preset.js",
        "package.json",
        "schemas",
      ].sort(),
    );
    expect(listing).toContain("package/dist/index.d.ts");
    expect(listing).toContain("package/schemas/v2/occurrence.json");
    const installed = JSON.parse(
      readFileSync(join(app, "node_modules", PKG.name, "package.json"), "utf8"),
    ) as { private?: boolean; scripts?: Record<string, string> };
    expect(installed.private).toBeUndefined();
    for (const hook of ["preinstall", "install", "postinstall", "prepare"]) {
      expect(installed.scripts?.[hook]).toBeUndefined();
    }
  });

  test("every relative link of the packed README lands on a file or folder the tarball holds", () => {
    const installed = join(app, "node_modules", PKG.name);
    const readme = readFileSync(join(installed, "README.md"), "utf8");
    const relativeLinks = markdownLinks(readme)
      .map((link) => link.target.split("#")[0] ?? "")
      .filter((target) => target !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(target));
    expect(relativeLinks.length).toBeGreaterThan(10);
    expect(relativeLinks.filter((target) => !existsSync(join(installed, target)))).toEqual([]);
  });

  test("npm publish --dry-run warns of nothing about the package (only that no one is logged in)", () => {
    const published = run("npm", ["publish", "--dry-run"], ROOT);
    expect(published.status).toBe(0);
    const warnings = published.stderr
      .split("\n")
      .filter((line) => /^npm warn/i.test(line) && !/requires you to be logged in/.test(line));
    expect(warnings).toEqual([]);
    expect(published.stderr).toContain(`${PKG.name}@${PKG.version}`);
  });

  test("npm pack builds dist/ through prepack; installing the tarball runs and warns of no script", () => {
    expect(packWarnings).toMatch(/occurrence-contract: (building dist\/|dist\/ is up to date)/);
    expect(installWarnings).not.toMatch(/script|prepare|occurrence-contract@/i);
  });
});

describe("the installed CLI", () => {
  test("--version prints the package's version", () => {
    const result = cli("--version");
    expect({ status: result.status, stdout: result.stdout }).toEqual({
      status: 0,
      stdout: `${PKG.version}\n`,
    });
  });

  test.each(["serve", "conform", "validate", "proxy", "generate"])(
    "--help lists %s, and `%s --help` exits 0",
    (command) => {
      expect(cli("--help").stdout).toMatch(new RegExp(`^  ${command} `, "m"));
      const help = cli(command, "--help");
      expect({ status: help.status, stderr: help.stderr }).toEqual({ status: 0, stderr: "" });
      expect(help.stdout).toContain(`occurrence-contract ${command}`);
    },
  );

  test("generate fixtures writes a world whose v1 lists validate accepts (exit 0)", () => {
    const out = join(dir, "fixtures");
    expect(cli("generate", "fixtures", "--occurrences", "20", "--out", out).status).toBe(0);
    const result = cli("validate", join(out, "v1"));
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
    expect(result.stdout).toMatch(/2 files, 2 bodies, 2 valid/);
  });

  test("serve --port 0 answers; conform against it exits 0; proxy in front of it forwards", async () => {
    const bin = join(app, "node_modules", ".bin", "occurrence-contract");
    const server = spawn(
      process.execPath,
      [bin, "serve", "--port", "0", "--occurrences", "200", "--until", "2026-11-29"],
      {
        cwd: app,
      },
    );
    let out = "";
    server.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    try {
      await waitFor(
        () => /http:\/\/127\.0\.0\.1:\d+/.test(out) || server.exitCode !== null,
        60_000,
      );
      const base = /http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0] ?? "";
      const page = (await (await fetch(`${base}/api/v2/occurrences?take=3`)).json()) as {
        data: unknown[];
      };
      expect(page.data).toHaveLength(3);

      let report = "";
      const conform = await new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [bin, "conform", "--base-url", base, "--seed", "1"], {
          cwd: app,
        });
        child.stdout.setEncoding("utf8").on("data", (chunk: string) => (report += chunk));
        child.stderr.setEncoding("utf8").on("data", (chunk: string) => (report += chunk));
        child.on("exit", resolve);
      });
      // One world and one seed, the same every day: a run on a world this sparse may draw no
      // witness for a rule (then exit 3), and the test is of the installed CLI, not of luck.
      // On another exit, what the run reported (its seed, and what it left unwitnessed or not run).
      const missed = report
        .split("\n")
        .filter((line) => /^\s+[?✗-] |seed \d|cut short|budget|deadline/.test(line));
      expect({ conform, missed: conform === 0 ? [] : missed.slice(0, 40) }).toEqual({
        conform: 0,
        missed: [],
      });

      const proxy = spawn(process.execPath, [bin, "proxy", "--upstream", base, "--port", "0"], {
        cwd: app,
      });
      let proxyOut = "";
      proxy.stdout.setEncoding("utf8").on("data", (chunk: string) => (proxyOut += chunk));
      try {
        await waitFor(() => /http:\/\/127\.0\.0\.1:\d+/.test(proxyOut), 60_000);
        const front = /http:\/\/127\.0\.0\.1:\d+/.exec(proxyOut)?.[0] ?? "";
        const direct = await (await fetch(`${base}/api/v2/states`)).text();
        expect(await (await fetch(`${front}/api/v2/states`)).text()).toBe(direct);
      } finally {
        proxy.kill("SIGINT");
      }
    } finally {
      server.kill("SIGINT");
    }
  });
});

describe("the installed library", () => {
  const API = [
    "buildOpenApiDocument",
    "buildWorld",
    "createApp",
    "runConformance",
    "startServer",
    "validate",
    "validateFiles",
    "writeFixtures",
  ];

  test("require gives the documented functions, and the schemas as JSON", () => {
    const script = `
      const oc = require("occurrence-contract");
      const world = oc.buildWorld({ seed: 3, occurrences: 4 });
      console.log(JSON.stringify({
        functions: Object.keys(oc).filter((k) => typeof oc[k] === "function").sort(),
        violations: oc.validate("v2/occurrence", world.occurrences[0].v2).length,
        bad: oc.validate("v2/occurrence", {}).length > 0,
        title: require("occurrence-contract/schemas/v2/occurrence.json").title,
        openapi: oc.buildOpenApiDocument().openapi,
      }));`;
    const result = run(process.execPath, ["-e", script]);
    expect(result.stderr).toBe("");
    const seen = JSON.parse(result.stdout) as {
      functions: string[];
      violations: number;
      bad: boolean;
      title: string;
      openapi: string;
    };
    expect(seen.functions).toEqual(expect.arrayContaining(API));
    expect(seen).toMatchObject({ violations: 0, bad: true, title: "Occurrence", openapi: "3.1.0" });
  });

  test("import gives require's named exports and nothing else: no __esModule, no default", () => {
    const script = `
      import * as esm from "occurrence-contract";
      import { createRequire } from "node:module";
      const require = createRequire(import.meta.url);
      const cjs = require("occurrence-contract");
      const named = (module) => Object.keys(module).filter((k) => k !== "__esModule").sort();
      console.log(JSON.stringify({
        esm: Object.keys(esm).sort(),
        cjs: named(cjs),
        identical: esm.createApp === cjs.createApp && esm.buildWorld === cjs.buildWorld,
      }));`;
    const result = run(process.execPath, ["--input-type=module", "-e", script]);
    if (result.stdout === "") throw new Error(result.stderr);
    const seen = JSON.parse(result.stdout) as {
      esm: string[];
      cjs: string[];
      identical: boolean;
    };
    expect(seen.esm).toEqual(seen.cjs);
    expect(seen.esm).not.toContain("__esModule");
    expect(seen.esm).not.toContain("default");
    expect(seen.esm).toEqual(expect.arrayContaining(API));
    expect(seen.identical).toBe(true);
  });

  test("TypeScript files typed with the package compile (CommonJS and ESM), and a type error is caught", () => {
    writeTsconfig(["typed.ts", "typed.mts"]);
    const body = (from: string): string => `
      import { buildWorld, validate, type Occurrence, type ConformanceReport, type V1OccurrenceRow } from "${from}";
      const world = buildWorld({ seed: 1, occurrences: 2 });
      const first: Occurrence | undefined = world.occurrences[0]?.v2;
      const count: number = validate("v2/occurrence", first).length;
      const row: Pick<V1OccurrenceRow, "id_ocorrencia"> = { id_ocorrencia: 1 };
      export const seen: [number, number, ConformanceReport | undefined] = [count, row.id_ocorrencia, undefined];`;
    writeFileSync(join(app, "typed.ts"), body(PKG.name));
    writeFileSync(join(app, "typed.mts"), body(PKG.name));
    const ok = run(process.execPath, [TSC, "-p", "tsconfig.json"]);
    expect({ status: ok.status, stdout: ok.stdout }).toEqual({ status: 0, stdout: "" });

    // The types are real: a misuse is an error, not an `any` that lets everything through.
    writeFileSync(
      join(app, "typed.ts"),
      `import { buildWorld } from "${PKG.name}";\nexport const n: string = buildWorld({ seed: 1, occurrences: 1 }).occurrences.length;\n`,
    );
    const bad = run(process.execPath, [TSC, "-p", "tsconfig.json"]);
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toContain("typed.ts(2,14): error TS2322");
  });
});

describe("occurrence-contract/msw, with msw installed beside the package", () => {
  test("before msw is installed: the root entry loads, the msw entry fails naming msw", () => {
    const script = `
      const oc = require("occurrence-contract");
      let error = "";
      try { require("occurrence-contract/msw"); } catch (e) { error = String(e.message); }
      console.log(JSON.stringify({ root: typeof oc.createApp, error }));`;
    const result = run(process.execPath, ["-e", script]);
    const seen = JSON.parse(result.stdout) as { root: string; error: string };
    expect(seen.root).toBe("function");
    expect(seen.error).toMatch(/Cannot find module 'msw'/);
  });

  describe("after `npm install msw` (from npm's cache when it holds it)", () => {
    beforeAll(() => {
      packed?.install("msw@2.15.0");
    });

    /** A setupServer round trip: page 2 of take 5 and a 400, through the package's handlers. */
    const roundTrip = (load: string): string => `
      ${load}
      const server = setupServer(...createHandlers({ seed: 3, occurrences: 50 }));
      server.listen({ onUnhandledRequest: "error" });
      const page = await (await fetch("http://localhost/api/v2/occurrences?take=5&page=2")).json();
      const bad = await fetch("http://localhost/api/v2/occurrences?take=0");
      const error = await bad.json();
      server.close();
      console.log(JSON.stringify({
        pageMeta: page.pageMeta, count: page.data.length, status: bad.status, msgCode: error.msgCode,
      }));`;
    const EXPECTED = {
      pageMeta: expect.objectContaining({ page: 2, take: 5, itemCount: 50 }),
      count: 5,
      status: 400,
      msgCode: "invalid_parameter",
    };

    test("require: setupServer(...createHandlers()) answers a page and a 400", () => {
      const script = `(async () => {${roundTrip(`
        const { setupServer } = require("msw/node");
        const { createHandlers } = require("occurrence-contract/msw");`)}})();`;
      const result = run(process.execPath, ["-e", script]);
      expect(JSON.parse(result.stdout)).toEqual(EXPECTED);
    });

    test("import: the same through the ES module entry", () => {
      const script = roundTrip(`
        import { setupServer } from "msw/node";
        import { createHandlers } from "occurrence-contract/msw";`);
      const result = run(process.execPath, ["--input-type=module", "-e", script]);
      expect(JSON.parse(result.stdout)).toEqual(EXPECTED);
    });

    test("the msw ES module entry's namespace is createHandlers alone", () => {
      const script = `import * as msw from "occurrence-contract/msw"; console.log(Object.keys(msw).join());`;
      const result = run(process.execPath, ["--input-type=module", "-e", script]);
      expect({ stdout: result.stdout, stderr: result.stderr }).toEqual({
        stdout: "createHandlers\n",
        stderr: "",
      });
    });

    test("a TypeScript file using the msw entry's types compiles, and a bad option is caught", () => {
      // msw's own declarations are not this test's business (skipLibCheck).
      writeTsconfig(["mocked.ts", "mocked.mts"], { skipLibCheck: true });
      const body = `
        import { setupServer } from "msw/node";
        import { createHandlers, type MswHandlerOptions } from "${PKG.name}/msw";
        const options: MswHandlerOptions = {
          seed: 1, occurrences: 20, profile: "observed", auth: "required", maxTake: 100,
          latency: { min: 0, max: 5 }, baseUrl: "http://localhost:3000",
        };
        export const server = setupServer(...createHandlers(options));`;
      writeFileSync(join(app, "mocked.ts"), body);
      writeFileSync(join(app, "mocked.mts"), body);
      const ok = run(process.execPath, [TSC, "-p", "tsconfig.json"]);
      expect({ status: ok.status, stdout: ok.stdout }).toEqual({ status: 0, stdout: "" });

      writeFileSync(
        join(app, "mocked.ts"),
        `import { createHandlers } from "${PKG.name}/msw";\nexport const h = createHandlers({ profile: "production" });\n`,
      );
      const bad = run(process.execPath, [TSC, "-p", "tsconfig.json"]);
      expect(bad.status).not.toBe(0);
      expect(bad.stdout).toContain("mocked.ts(2,");
    });
  });
});
