import type { ExchangeSummary } from "./exchange-summary";
import type { JsonParseError } from "./parse-json";
import type { Source } from "./source";

/** The kinds of thing an input yields. */
export const INPUT_KINDS = ["body", "malformed", "skipped", "unreadable"] as const;
/** The kind of thing an input yields. */
export type InputKind = (typeof INPUT_KINDS)[number];

/** One element of a spread array: parsed, or where its JSON breaks. */
export type SpreadElement =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly error: JsonParseError;
      /**
       * Set when the element was too long to read (over MAX_ELEMENT_BYTES): only it is left
       * out, the elements after it are still read.
       */
      readonly tooLarge?: true;
    };

/**
 * A large document's array read one element at a time: the item's body holds only its first
 * element; `rest` parses the others in order, once, each checked in the first one's place.
 */
export interface SpreadArray {
  /** JSON pointer of the array in the body: "" (the body is the array) or "/data". */
  readonly pointer: string;
  /**
   * The elements after the first, parsed on demand; ends after a malformed one (not after one too
   * large).
   */
  readonly rest: () => Iterable<SpreadElement>;
}

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
      readonly exchange?: ExchangeSummary;
      /** Set for a large document read a piece at a time (readLargeDocument). */
      readonly spread?: SpreadArray;
    }
  | {
      readonly kind: "malformed";
      readonly source: Source;
      readonly parseError: JsonParseError;
      /** Set when the bad JSON is a recorded response body rather than the file itself. */
      readonly exchange?: ExchangeSummary;
    }
  | {
      readonly kind: "skipped";
      readonly source: Source;
      /** Why there is nothing to validate, in words. */
      readonly reason: string;
      readonly exchange?: ExchangeSummary;
    }
  | { readonly kind: "unreadable"; readonly source: Source; readonly reason: string };
