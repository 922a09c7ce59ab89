/** Everything the proxy saw of one exchange, for validation and recording. */
export interface CapturedExchange {
  /** When the request arrived. */
  readonly started: Date;
  /** Milliseconds until the whole answer was in. */
  readonly durationMs: number;
  readonly request: {
    readonly method: string;
    /** Absolute URL at the upstream. */
    readonly url: string;
    readonly httpVersion: string;
    /** As sent to the upstream, `[name, value, …]`. */
    readonly rawHeaders: readonly string[];
  };
  readonly response: {
    readonly status: number;
    readonly statusMessage: string;
    /** As the upstream sent them, `[name, value, …]`. */
    readonly rawHeaders: readonly string[];
    /** The body bytes as received (content-encoded); empty when not kept. */
    readonly body: Buffer;
    /** Why the body was not kept (too large), when it was not: the finding recorded. */
    readonly notKept?: string;
  };
}
