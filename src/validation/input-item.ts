import type { Exchange } from "./exchange";
import type { JsonParseError } from "./parse-json";
import type { Source } from "./source";

/** The kinds of thing an input yields. */
export const INPUT_KINDS = ["body", "malformed", "skipped", "unreadable"] as const;
/** The kind of thing an input yields. */
export type InputKind = (typeof INPUT_KINDS)[number];

/**
 * One thing read from the inputs: a parsed body, text that is not JSON (with where it breaks),
 * an answer there is nothing to validate in (a HAR entry for a stylesheet), or a file that
 * could not be read. Findings are values; reading never throws for bad data.
 */
export type InputItem =
  | {
      readonly kind: "body";
      readonly source: Source;
      readonly body: unknown;
      /** The exchange it answered, when the input recorded one (HAR, proxy recording). */
      readonly exchange?: Exchange;
    }
  | {
      readonly kind: "malformed";
      readonly source: Source;
      readonly parseError: JsonParseError;
      /** Set when the bad JSON is a recorded response body rather than the file itself. */
      readonly exchange?: Exchange;
    }
  | {
      readonly kind: "skipped";
      readonly source: Source;
      /** Why there is nothing to validate, in words. */
      readonly reason: string;
      readonly exchange?: Exchange;
    }
  | { readonly kind: "unreadable"; readonly source: Source; readonly reason: string };
