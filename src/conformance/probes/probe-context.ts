import type { ProfileChoice as Profile } from "../../schemas";
import type { CheckId } from "../check-catalogue";
import type { CheckOutcome, Observation } from "../outcome";
import { queryOf } from "../answer-evidence";
import type { ExchangeView, QueryInput } from "../exchange";
import { failedRequestReason, isUnanswered } from "../failed-answer";
import type { Conditions, HttpClient } from "../http-client";
import {
  checkStatusOf,
  EXCHANGE_KINDS,
  inspectExchange,
  KIND_PATHS,
  type ExchangeKind,
} from "../inspect-exchange";
import type { Ledger } from "../ledger";
import type { SeededRandom } from "../../seeded-random";
import type { LooseOccurrence } from "../read-body";

/**
 * What the suite has classified about the server where the spec is silent, for later checks
 * that must judge by the server's own reading (undefined: not determined in this run).
 */
export interface Learned {
  /** Whether typeOccurrence=withVictim counts human victims only, or human or animal ones. */
  victimReading?: "human" | "any";
  /** Whether initialdate and finaldate include their own day (api-v2 4.1 does not say). */
  dateBounds?: { readonly fromInclusive: boolean; readonly toInclusive: boolean };
  /** A filtered set read to its end (its query without paging, and every item). */
  setReadInFull?: { readonly query: QueryInput; readonly items: readonly LooseOccurrence[] };
  /** The most rows a v1 list answers, one number for every answer (undefined: no cap seen). */
  v1Cap?: number;
  /** The zone v1 shows data_ocorrencia in: a fixed offset (`-03:00`) or a named zone. */
  v1Zone?: string;
  /** Whether data_ocorrencia[gt] and [lt] include their own day (settled with the choices). */
  v1Bounds?: { readonly gtInclusive: boolean; readonly ltInclusive: boolean };
  /** The cities of the records the v2 zone was settled on (settleWindowZone asks again when one
   * is not of the mirror's state). */
  v2ZoneCities?: readonly string[];
}

/** What every probe works with: the client, the ledger, the random draws and the settings. */
export interface ProbeContext {
  readonly client: HttpClient;
  readonly ledger: Ledger;
  readonly prng: SeededRandom;
  readonly strict: boolean;
  /** The profile schemas are checked against (known departures pass under `observed`). */
  readonly profile: Profile;
  /** Every answer to a v2 occurrences request, for the checks that compare answers. */
  readonly v2Occurrences: ExchangeView[];
  /** Every answer to a v1 occurrences request, for the checks that compare answers. */
  readonly v1Occurrences: ExchangeView[];
  /** The server's readings classified so far (filled by the probes that observe them). */
  readonly learned: Learned;
  /**
   * Sends a valid request and applies the checks every answer gets (a failed attempt tried again
   * fails the status check).
   */
  request(kind: ExchangeKind, query?: QueryInput): Promise<ExchangeView>;
  /**
   * Sends a valid request whose query is written exactly as given (`search`: a bare `?`, a space
   * as `+`, brackets raw), with the same checks as `request`.
   */
  requestAsWritten(kind: ExchangeKind, search: string): Promise<ExchangeView>;
  /**
   * Sends a request judged as `request` judges it, but kept out of the answers later phases
   * read (the mirror's window is chosen from the kept answers, and with it a seed's draws): for a
   * probe whose answers must not move the draws of every seed.
   */
  requestAside(
    kind: ExchangeKind,
    query?: QueryInput,
    conditions?: Conditions,
  ): Promise<ExchangeView>;
  /**
   * Judges an answer got outside the context (the cities roots, read before the probes): its
   * failed attempt and its own checks, as `request` judges its answers; occurrences are kept.
   */
  answered(kind: ExchangeKind, exchange: ExchangeView): ExchangeView;
  /**
   * Sends a v2 occurrences request for a page past the last one: a 200 gets every check (the
   * page must be empty), a 4xx is observed (the spec states no maximum page), never failed.
   */
  requestPastEnd(query: QueryInput): Promise<ExchangeView>;
  /**
   * Sends a request whose answer is only observed (bad parameters, large takes); an HTTP 200 of
   * a documented path still gets its version's status check (a JSON answer of its kind).
   */
  observe(
    path: string,
    query: QueryInput,
    describe: (exchange: ExchangeView) => Observation,
  ): Promise<ExchangeView>;
  /**
   * Records outcomes of checks that compare answers. After a request of the phase failed (HTTP
   * 5xx, no answer), a failure of any check but the status checks is not trusted: the check is
   * not run, for that reason (or stays witnessed by the answers that came).
   */
  record(outcomes: readonly (CheckOutcome | undefined)[]): void;
  /** Notes an answer that failed (HTTP 5xx, no answer: the client's onUnanswered). */
  unanswered(exchange: ExchangeView): void;
  /**
   * Leaves a check not run: for the failed request of the phase when one failed (the check may
   * have found nothing for want of its answer), else for `reason`.
   */
  notRun(check: CheckId, reason: string): void;
  /** Why a request of the current phase failed, when one did. */
  failedInPhase(): string | undefined;
  /** Names the phase now running (progress display). */
  phase(name: string): void;
}

/** The checks a failed answer fails: the others are not run for it. */
const STATUS_CHECKS: ReadonlySet<CheckId> = new Set<CheckId>(["v1.status", "v2.status"]);

/** Builds the probe context. */
export function createProbeContext(options: {
  client: HttpClient;
  ledger: Ledger;
  prng: SeededRandom;
  strict: boolean;
  profile?: Profile;
  onPhase?: (name: string) => void;
}): ProbeContext {
  const { client, ledger, strict } = options;
  const v2Occurrences: ExchangeView[] = [];
  const v1Occurrences: ExchangeView[] = [];
  // The answers of the current phase that failed, as the reason of the checks they leave not run.
  let failedInPhase: string | undefined;
  // A failed answer is not kept for the checks that compare answers: it has none to compare.
  const keep = (list: ExchangeView[], exchange: ExchangeView): void => {
    if (!isUnanswered(exchange)) list.push(exchange);
  };
  // A valid request's attempt that failed before the one answered still fails its status check.
  const failedAttempt = (exchange: ExchangeView, kind: ExchangeKind): void => {
    const failed = client.failedAttempt(exchange);
    if (failed !== undefined) ledger.add(inspectExchange(failed, kind, strict, options.profile));
  };
  // What a valid request's answer gets: its failed attempt, its keeping, one answer's checks.
  const answered = (kind: ExchangeKind, exchange: ExchangeView): ExchangeView => {
    failedAttempt(exchange, kind);
    if (kind === "v2-occurrences") keep(v2Occurrences, exchange);
    if (kind === "v1-occurrences") keep(v1Occurrences, exchange);
    ledger.add(inspectExchange(exchange, kind, strict, options.profile));
    return exchange;
  };
  return {
    client,
    ledger,
    prng: options.prng,
    strict,
    profile: options.profile ?? "spec",
    v2Occurrences,
    v1Occurrences,
    learned: {},
    async request(kind, query = {}) {
      return answered(kind, await client.get(KIND_PATHS[kind], query));
    },
    async requestAside(kind, query = {}, conditions) {
      const exchange = await client.get(KIND_PATHS[kind], query, conditions);
      failedAttempt(exchange, kind);
      ledger.add(inspectExchange(exchange, kind, strict, options.profile));
      return exchange;
    },
    async requestAsWritten(kind, search) {
      return answered(kind, await client.getRaw(`${KIND_PATHS[kind]}${search}`));
    },
    async requestPastEnd(query) {
      const exchange = await client.get(KIND_PATHS["v2-occurrences"], query);
      failedAttempt(exchange, "v2-occurrences");
      if (exchange.status < 400 || exchange.status >= 500) {
        keep(v2Occurrences, exchange);
        ledger.add(inspectExchange(exchange, "v2-occurrences", strict, options.profile));
      } else {
        ledger.observe({
          topic: "past-the-end",
          text: `a page past the end answered HTTP ${exchange.status} (the spec states no maximum page)`,
          exchange,
        });
      }
      return exchange;
    },
    answered,
    async observe(path, query, describe) {
      const exchange = await client.get(path, query);
      ledger.observe(describe(exchange));
      // What the server answers is open; a success it answers is still a JSON answer of its kind.
      const kind = EXCHANGE_KINDS.find((each) => KIND_PATHS[each] === path);
      if (kind !== undefined && exchange.status === 200)
        ledger.add([checkStatusOf(kind, exchange)]);
      return exchange;
    },
    record(outcomes) {
      const judged = outcomes.filter((item): item is CheckOutcome => item !== undefined);
      const reason = failedInPhase;
      if (reason === undefined) return ledger.add(judged);
      for (const item of judged) {
        if (item.failures.length > 0 && !STATUS_CHECKS.has(item.check))
          ledger.notRun(item.check, reason);
        else ledger.add([item]);
      }
    },
    unanswered(exchange) {
      failedInPhase ??= failedRequestReason(queryOf(exchange), exchange);
    },
    notRun(check, reason) {
      ledger.notRun(check, failedInPhase ?? reason);
    },
    failedInPhase: () => failedInPhase,
    phase(name) {
      failedInPhase = undefined;
      options.onPhase?.(name);
    },
  };
}
