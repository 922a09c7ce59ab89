import type { CoreRequest } from "../../../src/server/core/core-request";
import type { CoreApp } from "./core-app";

/**
 * An answer of the request core as the tests read it (the fields of a supertest response they use).
 */
export interface CoreResponse {
  /** HTTP status. */
  readonly status: number;
  /** The answer's headers by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body's chunks joined and decoded as UTF-8. */
  readonly text: string;
  /** The parsed body when it is JSON, else `{}` (as supertest gives). */
  readonly body: unknown;
  /** The content type without its parameters, "" when none. */
  readonly type: string;
}

/** The short names of content types `.type()` takes, as superagent maps them. */
const TYPES: Readonly<Record<string, string>> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  urlencoded: "application/x-www-form-urlencoded",
  text: "text/plain",
  html: "text/html",
  xml: "application/xml",
};

const BOUNDARY = "core-request-boundary";

/** The fields of a request body as a multipart/form-data body. */
function multipart(fields: readonly (readonly [string, string])[]): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

/** Reads an answer's chunks whole and turns it into a CoreResponse. */
function toResponse(answer: Awaited<ReturnType<CoreApp["handle"]>>): CoreResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) headers[name.toLowerCase()] = value;
  const text = Buffer.concat([...answer.body]).toString("utf8");
  const type = (headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
  let body: unknown = {};
  if (/^application\/(.+\+)?json$/.test(type) && text !== "") body = JSON.parse(text);
  return { status: answer.status, headers, text, body, type };
}

/**
 * One request to the request core, built like a supertest request (`.set`, `.type`, `.send`,
 * `.field`, `.expect(status)`) and awaited for its CoreResponse: the target is parsed as a URL
 * (so it is percent-encoded as a client sends it), the body is handed over as bytes.
 */
export class CoreCall implements PromiseLike<CoreResponse> {
  private readonly headers: Record<string, string> = { host: "127.0.0.1" };
  private body: Uint8Array | undefined;
  private readonly fields: [string, string][] = [];
  private expected: number | undefined;

  constructor(
    private readonly app: CoreApp,
    private readonly method: string,
    private readonly target: string,
  ) {}

  /** Sets a request header (or several). */
  set(name: string | Readonly<Record<string, string>>, value = ""): this {
    const pairs = typeof name === "string" ? { [name]: value } : name;
    for (const [key, item] of Object.entries(pairs)) this.headers[key.toLowerCase()] = item;
    return this;
  }

  /** Sets the Content-Type, by a short name (json, form…) or in full. */
  type(type: string): this {
    return this.set("content-type", TYPES[type] ?? type);
  }

  /**
   * The body: bytes as given, a string as given (typed form by default), an object as JSON (or
   * urlencoded after `.type("form")`), as superagent sends them.
   */
  send(body: string | Uint8Array | object): this {
    const type = this.headers["content-type"];
    if (body instanceof Uint8Array) {
      this.body = body;
      return this;
    }
    if (typeof body === "string") {
      if (type === undefined) this.type("form");
      this.body = Buffer.from(body, "utf8");
    } else if (type === TYPES.form) {
      const pairs = Object.entries(body).map(([key, value]) => [key, String(value)]);
      this.body = Buffer.from(new URLSearchParams(pairs).toString(), "utf8");
    } else {
      if (type === undefined) this.type("json");
      this.body = Buffer.from(JSON.stringify(body), "utf8");
    }
    return this;
  }

  /** A multipart/form-data field. */
  field(name: string, value: string): this {
    this.fields.push([name, value]);
    return this.type(`multipart/form-data; boundary=${BOUNDARY}`);
  }

  /** Fails the request when the answer's status is not `status`. */
  expect(status: number): this {
    this.expected = status;
    return this;
  }

  private async run(): Promise<CoreResponse> {
    const url = new URL(this.target, "http://127.0.0.1");
    const sent = this.fields.length > 0 ? Buffer.from(multipart(this.fields)) : this.body;
    const bytes = sent ?? new Uint8Array(0);
    if (sent !== undefined) this.headers["content-length"] = String(bytes.length);
    const request: CoreRequest = {
      method: this.method,
      path: url.pathname,
      query: url.search.slice(1),
      headers: this.headers,
      body: (limit) => Promise.resolve(bytes.subarray(0, limit + 1)),
    };
    const response = toResponse(await this.app.handle(request));
    if (this.expected !== undefined && response.status !== this.expected) {
      throw new Error(`expected ${this.expected}, got ${response.status}: ${response.text}`);
    }
    return response;
  }

  then<A = CoreResponse, B = never>(
    onFulfilled?: ((value: CoreResponse) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return this.run().then(onFulfilled, onRejected);
  }
}

/** The methods a test sends, each starting a CoreCall. */
export interface CoreAgent {
  get(target: string): CoreCall;
  head(target: string): CoreCall;
  post(target: string): CoreCall;
  put(target: string): CoreCall;
  patch(target: string): CoreCall;
  delete(target: string): CoreCall;
  options(target: string): CoreCall;
}

/** Requests to the request core of `app`, written as supertest's `request(app)` is. */
export function coreRequest(app: CoreApp): CoreAgent {
  const call = (method: string) => (target: string) => new CoreCall(app, method, target);
  return {
    get: call("GET"),
    head: call("HEAD"),
    post: call("POST"),
    put: call("PUT"),
    patch: call("PATCH"),
    delete: call("DELETE"),
    options: call("OPTIONS"),
  };
}
