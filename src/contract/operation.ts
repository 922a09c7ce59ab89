import type { SchemaName } from "../generated/schema-names";
import type { ApiVersion } from "./api-base";

/** The HTTP methods the contract's operations use. */
export const OPERATION_METHODS = ["GET", "POST"] as const;

/** One method of an operation. */
export type OperationMethod = (typeof OPERATION_METHODS)[number];

/**
 * Who may call an operation: `data` endpoints take a Bearer token (required or optional as the
 * server's --auth says), `login` none, `refresh` a token in the header or in the body.
 */
export const SECURITY_KINDS = ["data", "login", "refresh"] as const;

/** One security kind. */
export type SecurityKind = (typeof SECURITY_KINDS)[number];

/**
 * How a list answer is cut: `page-meta` (page and take, the envelope's pageMeta), `whole-list`
 * (every match; a v1 list states the count in X-Total-Count), `single` (one fixed answer).
 */
export const PAGING_RULES = ["page-meta", "whole-list", "single"] as const;

/** One paging rule. */
export type PagingRule = (typeof PAGING_RULES)[number];

/** The request bodies the contract describes (the OpenAPI document's components). */
export type RequestBodyName = "LoginRequest" | "RefreshRequest";

/** The grouping of an operation: its version's data, or the logins. */
export type OperationTag = ApiVersion | "auth";

/** One operation of the served API, stated once (the contract table's row). */
export interface Operation {
  /** Stable id, e.g. `v2-occurrences`: how code names an operation instead of its path. */
  readonly id: string;
  /** The API version whose routes and error bodies it belongs to. */
  readonly version: ApiVersion;
  /** HTTP method. */
  readonly method: OperationMethod;
  /** Path relative to the version's base, e.g. the cities route under the v1 base. */
  readonly route: string;
  /** Full path: the version's base and the route. */
  readonly path: string;
  /** Grouping tag. */
  readonly tag: OperationTag;
  /** One line for the operation. */
  readonly summary: string;
  /** The contract section it implements (`api-v2 4.1`, `real-world`). */
  readonly spec: string;
  /** The query schema whose properties are the query parameters; none for a POST. */
  readonly query?: SchemaName;
  /** The success status. */
  readonly status: number;
  /** The success answer's schema. */
  readonly answer: SchemaName;
  /** For a v1 list: the schema of its rows, whose columns `field[]` selects. */
  readonly rows?: SchemaName;
  /** The v2 envelope's `msg` of the success answer, when the operation has a fixed one. */
  readonly message?: string;
  /** How the answer's list is cut. */
  readonly paging: PagingRule;
  /** Headers of the success answer, by name. */
  readonly headers: readonly string[];
  /** Who may call it. */
  readonly security: SecurityKind;
  /** A request body, for POST: its component, whether it is required and its media types. */
  readonly body?: {
    /** The body's component name. */
    readonly schema: RequestBodyName;
    /** Whether a body must be sent. */
    readonly required: boolean;
    /** The media types accepted. */
    readonly media: readonly string[];
  };
}
