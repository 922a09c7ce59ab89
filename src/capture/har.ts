import { isRecord } from "../is-record";
/** The part of a HAR 1.2 document (http://www.softwareishard.com/blog/har-12-spec/) read here. */
export interface HarLog {
  readonly log: {
    readonly version: string;
    readonly creator: { readonly name: string; readonly version: string };
    readonly entries: readonly HarEntry[];
  };
}

/** One name/value pair of a HAR header or query list. */
export interface HarNameValue {
  readonly name: string;
  readonly value: string;
}

/** One HAR entry: a request and its answer. */
export interface HarEntry {
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly httpVersion: string;
    readonly cookies: readonly unknown[];
    readonly headers: readonly HarNameValue[];
    readonly queryString: readonly HarNameValue[];
    readonly headersSize: number;
    readonly bodySize: number;
  };
  readonly response: {
    readonly status: number;
    readonly statusText: string;
    readonly httpVersion: string;
    readonly cookies: readonly unknown[];
    readonly headers: readonly HarNameValue[];
    readonly content: {
      readonly size: number;
      readonly mimeType: string;
      readonly text?: string;
      readonly encoding?: string;
      readonly comment?: string;
    };
    readonly redirectURL: string;
    readonly headersSize: number;
    readonly bodySize: number;
  };
  readonly cache: Record<string, never>;
  readonly timings: { readonly send: number; readonly wait: number; readonly receive: number };
}

/** Whether a parsed document is a HAR log (an object with `log.entries`). */
export function isHarLog(value: unknown): value is { log: { entries: unknown[] } } {
  return isRecord(value) && isRecord(value.log) && Array.isArray(value.log.entries);
}
