import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";

/** The browser: CHROMIUM, else Debian's `chromium` (CI installs it, .ci/run). */
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/**
 * Headless, and quiet on the network: without the background-networking flags Chromium reaches
 * for Google's services at start, which a closed network refuses. No sandbox (CI runs as root).
 */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--remote-debugging-pipe",
];

/** A page of headless Chromium, driven over the DevTools protocol. */
export interface ChromiumPage {
  /** Loads `url` and waits for the document to be complete. */
  goto(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page (awaited when it is a promise). */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls `expression` until it is truthy; fails after `ms`, naming it. */
  waitFor(expression: string, ms?: number): Promise<void>;
  /** A mouse click (press and release) at the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Focuses the element `selector` matches and types `text` into it, as a keyboard would. */
  type(selector: string, text: string): Promise<void>;
  /** Uncaught exceptions and console.error messages of the page, in order. */
  readonly errors: readonly string[];
  /** The browser's version, e.g. `Chrome/156.0.8078.108`. */
  readonly version: string;
}

interface Pending {
  resolve(result: Record<string, unknown>): void;
  reject(error: Error): void;
}

/**
 * One DevTools protocol connection over --remote-debugging-pipe (fd 3 in, fd 4 out, NUL-ended
 * JSON).
 */
class Connection {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners: ((method: string, params: Record<string, unknown>) => void)[] = [];
  private buffered = "";
  private closedBecause: string | undefined;

  constructor(
    private readonly input: Writable,
    output: Readable,
  ) {
    output.setEncoding("utf8");
    output.on("data", (chunk: string) => this.receive(chunk));
    // A browser gone mid-write (EPIPE) fails the commands, not the test process.
    for (const pipe of [input, output]) {
      pipe.on("error", (error) => this.close(`the pipe to Chromium broke: ${error.message}`));
    }
  }

  send(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<Record<string, unknown>> {
    if (this.closedBecause !== undefined) {
      return Promise.reject(new Error(`${method}: ${this.closedBecause}`));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  onEvent(listener: (method: string, params: Record<string, unknown>) => void): void {
    this.listeners.push(listener);
  }

  /** Fails every command still waiting, and the ones sent later. */
  close(reason: string): void {
    this.closedBecause ??= reason;
    for (const { reject } of this.pending.values()) reject(new Error(reason));
    this.pending.clear();
  }

  private receive(chunk: string): void {
    const parts = (this.buffered + chunk).split("\0");
    this.buffered = parts.pop() ?? "";
    for (const part of parts) {
      const message = JSON.parse(part) as {
        id?: number;
        method?: string;
        params?: Record<string, unknown>;
        result?: Record<string, unknown>;
        error?: { message: string };
      };
      if (message.id === undefined) {
        for (const listener of this.listeners) listener(message.method ?? "", message.params ?? {});
        continue;
      }
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result ?? {});
    }
  }
}

/** The text of a Runtime.exceptionThrown or a console.error, for the page's error list. */
function describeEvent(method: string, params: Record<string, unknown>): string | undefined {
  if (method === "Runtime.exceptionThrown") {
    const details = params.exceptionDetails as {
      text: string;
      exception?: { description?: string };
    };
    return details.exception?.description ?? details.text;
  }
  if (method === "Runtime.consoleAPICalled" && params.type === "error") {
    const args = params.args as { value?: unknown; description?: string }[];
    return args.map((arg) => arg.description ?? String(arg.value)).join(" ");
  }
  return undefined;
}

/** Ends the browser: Browser.close, and the process group after 5 s if it is still there. */
async function stop(browser: ChildProcess, connection: Connection): Promise<void> {
  // Never started (spawn failed), or already ended.
  if (browser.pid === undefined || browser.exitCode !== null || browser.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => browser.once("exit", () => resolve()));
  connection.send("Browser.close").catch(() => undefined);
  const timer = setTimeout(() => {
    // Chromium runs its helpers in the group this harness started (detached).
    if (browser.pid !== undefined) process.kill(-browser.pid, "SIGKILL");
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts headless Chromium with an empty profile, opens one page and hands it to `use`; the
 * browser ends and its profile is removed however `use` ends. Fails at once, saying how to get
 * one, when there is no browser at CHROMIUM.
 */
export async function withChromium<T>(use: (page: ChromiumPage) => Promise<T>): Promise<T> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no browser at ${CHROMIUM}: install Chromium (apt-get install chromium) or set CHROMIUM to a Chrome or Chromium`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), "occurrence-chromium-"));
  const browser = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"],
    detached: true,
  });
  let stderr = "";
  browser.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const connection = new Connection(browser.stdio[3] as Writable, browser.stdio[4] as Readable);
  browser.on("error", (error) => connection.close(`Chromium did not start: ${error.message}`));
  browser.on("exit", (code, signal) =>
    connection.close(`Chromium exited (${code ?? signal}): ${stderr.trim()}`),
  );
  try {
    const { product } = (await connection.send("Browser.getVersion")) as { product: string };
    const { targetId } = await connection.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = (await connection.send("Target.attachToTarget", {
      targetId,
      flatten: true,
    })) as { sessionId: string };
    const errors: string[] = [];
    connection.onEvent((method, params) => {
      const error = describeEvent(method, params);
      if (error !== undefined) errors.push(error);
    });
    const send = (method: string, params?: Record<string, unknown>) =>
      connection.send(method, params, sessionId);
    await send("Runtime.enable");
    await send("Page.enable");
    const evaluate = async <V>(expression: string): Promise<V> => {
      const { result, exceptionDetails } = (await send("Runtime.evaluate", {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as {
        result: { value?: V };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      };
      if (exceptionDetails !== undefined) {
        const what = exceptionDetails.exception?.description ?? exceptionDetails.text;
        throw new Error(`in the page, ${expression}: ${what}`);
      }
      return result.value as V;
    };
    const waitFor = async (expression: string, ms = 30_000): Promise<void> => {
      const deadline = Date.now() + ms;
      while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
        if (Date.now() > deadline) {
          throw new Error(`still false after ${ms} ms in the page: ${expression}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const element = (selector: string) =>
      `document.querySelector(${JSON.stringify(selector)}) ?? (() => { throw new Error("no element matches ${selector.replace(/["\\]/g, "")}"); })()`;
    const page: ChromiumPage = {
      version: product,
      errors,
      async goto(url) {
        const { errorText } = (await send("Page.navigate", { url })) as { errorText?: string };
        if (errorText !== undefined) throw new Error(`${url}: ${errorText}`);
        await waitFor(`document.readyState === "complete" && location.href !== "about:blank"`);
      },
      evaluate,
      waitFor,
      async click(selector) {
        const { x, y } = await evaluate<{ x: number; y: number }>(`(() => {
          const target = ${element(selector)};
          target.scrollIntoView({ block: "center" });
          const box = target.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        })()`);
        const mouse = { x, y, button: "left", clickCount: 1 };
        await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
        await send("Input.dispatchMouseEvent", { type: "mousePressed", ...mouse });
        await send("Input.dispatchMouseEvent", { type: "mouseReleased", ...mouse });
      },
      async type(selector, text) {
        await evaluate(`(${element(selector)}).focus()`);
        for (const key of text) await send("Input.insertText", { text: key });
      },
    };
    return await use(page);
  } finally {
    await stop(browser, connection);
    rmSync(profile, { recursive: true, force: true });
  }
}
