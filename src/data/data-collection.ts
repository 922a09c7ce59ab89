import { createHash, type Hash } from "node:crypto";
import type { CaptureSource } from "../world/views-entry";
import { CollectedRecords } from "./collected-records";

/** A state seen in the data: in a record, a city item or a /states answer. */
export interface CollectedState {
  /** Its id as captured. */
  readonly id: string;
  /** Its name as captured. */
  readonly name: string;
  /** Its item's JSON when it came in a /states answer. */
  json?: string;
  /** The `region` of its first record, if any. */
  region?: unknown;
}

/** A city seen in the data: in a record or a /cities answer. */
export interface CollectedCity {
  /** Its id as captured. */
  readonly id: string;
  /** Its name as captured (upper case in real answers). */
  readonly name: string;
  /** Its state's id as captured. */
  readonly stateId: string;
  /** Its item's JSON when it came in a /cities answer. */
  json?: string;
}

/** A contract violation seen in some records of one file, reported once with its first place. */
export interface ViolationGroup {
  /** How many values broke it. */
  count: number;
  /** `where pointer [rule]: message` of the first. */
  readonly first: string;
  /** The schema broken, e.g. v2/occurrence. */
  readonly schema: string;
  /**
   * The schema, the pointer with indices as `*`, and the rule: `v2/occurrence /transports/*
   * /transport [type]`.
   */
  readonly key: string;
}

/** Everything read from the data files, in reading order. */
export interface DataCollection {
  /** Records kept (the first of each id). */
  readonly records: CollectedRecords;
  /** States by id as captured, lower case. */
  readonly states: Map<string, CollectedState>;
  /** Cities by id as captured, lower case. */
  readonly cities: Map<string, CollectedCity>;
  /** Files read, in order. */
  readonly sources: CaptureSource[];
  /** Records read again with the same content. */
  duplicates: number;
  /** Problems that stop the load: a file of no accepted form, malformed JSON. One line each. */
  readonly problems: string[];
  /**
   * Findings about the data that is served anyway: the same id with different content, records
   * that cannot be indexed. One line each.
   */
  readonly findings: string[];
  /** Contract violations, grouped by file, pointer and rule. */
  readonly violations: Map<string, ViolationGroup>;
  /**
   * SHA-1 of the kept records' JSON in reading order, updated as each is kept (the world's digest
   * starts from a copy of it): hashed while the data is read, not after.
   */
  readonly recordsHash: Hash;
}

/** An empty collection. */
export function emptyCollection(): DataCollection {
  return {
    records: new CollectedRecords(),
    states: new Map(),
    cities: new Map(),
    sources: [],
    duplicates: 0,
    problems: [],
    findings: [],
    violations: new Map(),
    recordsHash: createHash("sha1"),
  };
}
