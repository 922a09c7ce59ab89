import type { QualificationName, Victim } from "../generated/types";
import { catalogItem, typedItem, type CatalogItem } from "./catalog-item";
import type { FakeContext } from "./fake-context";
import { fakeOf } from "./fake-from-schema";
import { randomUuid } from "./random-uuid";
import {
  AGENT_GENRES,
  AGENT_STATUSES,
  CIVILIAN_GENRES,
  CIVILIAN_QUALIFICATIONS,
  CORPORATIONS,
  FURTHER_CIRCUMSTANCES,
  NOT_APPLICABLE,
  PARTIES,
  PLACES,
  POLITICAL_POSITIONS,
  POLITICAL_STATUSES,
  SERVICE_STATUSES,
  STRAY_BULLET,
  WITHOUT_SERVICE_STATUS,
} from "./vocabulary";
import { itemTable } from "./item-table";
import { WeightedTable } from "./weighted-table";

const CIVILIAN_GENRE_TABLE = itemTable("genre", CIVILIAN_GENRES);
const AGENT_GENRE_TABLE = itemTable("genre", AGENT_GENRES);
const PLACE_TABLE = itemTable("place", PLACES);
const QUALIFICATION_TABLE = itemTable("qualification", CIVILIAN_QUALIFICATIONS);
const AGENT_STATUS_TABLE = new WeightedTable(
  AGENT_STATUSES.map(([name, weight]) => [typedItem("agent-status", name, "Agente"), weight]),
);
const CORPORATION_TABLE = new WeightedTable(
  CORPORATIONS.map(([corporation, weight]) => [
    {
      item: catalogItem("corporation", corporation.name),
      positions: corporation.positions.map((name) => typedItem("agent-position", name, "Agente")),
      unit: corporation.unit,
    },
    weight,
  ]),
);
const SERVICE_STATUS_ITEMS = SERVICE_STATUSES.map((name) =>
  typedItem("service-status", name, "Servico"),
);
const POLITICAL_POSITION_ITEMS = POLITICAL_POSITIONS.map((name) =>
  typedItem("political-position", name, "Politico"),
);
const POLITICAL_STATUS_ITEMS = POLITICAL_STATUSES.map((name) =>
  typedItem("political-status", name, "Politico"),
);
const PARTY_ITEMS = PARTIES.map((name) => catalogItem("party", name));
const AGE_GROUP_ITEMS = new Map(
  ["Não identificado", "Criança", "Adolescente", "Adulto", "Idoso"].map((name) => [
    name,
    catalogItem("age-group", name),
  ]),
);
const NONE = {
  service: typedItem("service-status", NOT_APPLICABLE, "Servico"),
  politicalPosition: typedItem("political-position", NOT_APPLICABLE, "Politico"),
  politicalStatus: typedItem("political-status", NOT_APPLICABLE, "Politico"),
  corporation: catalogItem("corporation", NOT_APPLICABLE),
  agentPosition: typedItem("agent-position", NOT_APPLICABLE, "Agente"),
  agentStatus: typedItem("agent-status", NOT_APPLICABLE, "Agente"),
} as const;
const AGENT_QUALIFICATION = catalogItem("qualification", "Agente de segurança");
const POLITICAL_QUALIFICATION = catalogItem("qualification", "Político");
const OTHER_QUALIFICATION = catalogItem("qualification", "Outros");
const STRAY_BULLET_CIRCUMSTANCE = catalogItem("circumstance", STRAY_BULLET);
const HOUR = 3_600_000;

/** Who the victim is, decided by the occurrence. */
export interface VictimRole {
  /** The UUID of the victim's occurrence. */
  readonly occurrenceId: string;
  /** The occurrence's instant, epoch ms. */
  readonly time: number;
  /** Killed (situation Dead, with a deathDate) or wounded (deathDate null). */
  readonly dead: boolean;
  /** A security agent (personType Agent) or a civilian. */
  readonly agent: boolean;
}

function ageGroupOf(age: number | null): CatalogItem {
  const name =
    age === null
      ? "Não identificado"
      : age < 12
        ? "Criança"
        : age < 18
          ? "Adolescente"
          : age < 60
            ? "Adulto"
            : "Idoso";
  const item = AGE_GROUP_ITEMS.get(name);
  if (item === undefined) throw new Error(`no age group ${name}`);
  return item;
}

function civilianAge(ctx: FakeContext): number {
  const band = ctx.random.next();
  if (band < 0.05) return ctx.random.between(1, 11);
  if (band < 0.15) return ctx.random.between(12, 17);
  return band < 0.9 ? ctx.random.between(18, 59) : ctx.random.between(60, 85);
}

/** Chance that a civilian with a qualification has a second one (drawn from `shapes`). */
const SECOND_QUALIFICATION = 0.15;
/** Chance that a victim hit by a stray bullet has a second circumstance (drawn from `shapes`). */
const SECOND_CIRCUMSTANCE = 0.25;
/** Qualifications that say all there is: never joined by a second one. */
const ALONE: readonly string[] = ["Não identificado", "Outros"];

function civilianQualifications(
  ctx: FakeContext,
  shapes: FakeContext,
  female: boolean,
): CatalogItem<QualificationName>[] {
  if (!ctx.random.chance(0.25)) return [];
  const qualify = (item: CatalogItem<QualificationName>) =>
    item.name === "Grávida" && !female ? OTHER_QUALIFICATION : item;
  const first = qualify(QUALIFICATION_TABLE.pick(ctx.random));
  if (ALONE.includes(first.name) || !shapes.random.chance(SECOND_QUALIFICATION)) return [first];
  const second = qualify(QUALIFICATION_TABLE.pick(shapes.random));
  return second === first || ALONE.includes(second.name) ? [first] : [first, second];
}

function circumstancesOf(ctx: FakeContext, shapes: FakeContext, agent: boolean): CatalogItem[] {
  if (agent || !ctx.random.chance(0.12)) return [];
  if (!shapes.random.chance(SECOND_CIRCUMSTANCE)) return [STRAY_BULLET_CIRCUMSTANCE];
  return [
    STRAY_BULLET_CIRCUMSTANCE,
    catalogItem("circumstance", shapes.random.pick(FURTHER_CIRCUMSTANCES)),
  ];
}

/**
 * One human victim, consistent in itself: deathDate only for the dead; agents carry their
 * corporation, rank, status and unit while civilians carry "Não se aplica"; the political fields
 * are "Não se aplica" (partie null) unless the victim is qualified Político; serviceStatus is set
 * only when a qualification enables it (2.10) (the first; some civilians carry a second, and some
 * hit by a stray bullet a second circumstance, drawn from `shapes`). `type`, `race` and any
 * property added to the schema later come from the schema (victim.json).
 */
export function buildVictim(ctx: FakeContext, role: VictimRole, shapes: FakeContext): Victim {
  const { random } = ctx;
  const genre = (role.agent ? AGENT_GENRE_TABLE : CIVILIAN_GENRE_TABLE).pick(random);
  const female = genre.name.startsWith("Mulher");
  const age = random.chance(0.12) ? null : role.agent ? random.between(21, 60) : civilianAge(ctx);
  const political = !role.agent && random.chance(0.01);
  const qualifications = role.agent
    ? [AGENT_QUALIFICATION]
    : political
      ? [POLITICAL_QUALIFICATION]
      : civilianQualifications(ctx, shapes, female);
  const first = qualifications[0];
  const servesStatus =
    !role.agent &&
    !political &&
    first !== undefined &&
    !WITHOUT_SERVICE_STATUS.includes(first.name);
  const corporation = role.agent ? CORPORATION_TABLE.pick(random) : undefined;
  const deathDelay = random.chance(0.75) ? 0 : random.between(1, 72) * HOUR;
  return fakeOf("v2/victim", ctx, {
    id: randomUuid(random),
    occurrenceId: role.occurrenceId,
    situation: role.dead ? "Dead" : "Wounded",
    circumstances: circumstancesOf(ctx, shapes, role.agent),
    deathDate: role.dead
      ? new Date(Math.min(role.time + deathDelay, ctx.dateRange.end)).toISOString()
      : null,
    personType: role.agent ? "Agent" : "Civilian",
    age,
    ageGroup: ageGroupOf(age),
    genre,
    place: PLACE_TABLE.pick(random),
    serviceStatus: servesStatus ? random.pick(SERVICE_STATUS_ITEMS) : NONE.service,
    qualifications,
    politicalPosition: political ? random.pick(POLITICAL_POSITION_ITEMS) : NONE.politicalPosition,
    politicalStatus: political ? random.pick(POLITICAL_STATUS_ITEMS) : NONE.politicalStatus,
    partie: political ? random.pick(PARTY_ITEMS) : null,
    coorporation: corporation?.item ?? NONE.corporation,
    agentPosition:
      corporation === undefined ? NONE.agentPosition : random.pick(corporation.positions),
    agentStatus: role.agent ? AGENT_STATUS_TABLE.pick(random) : NONE.agentStatus,
    unit: corporation === undefined ? "" : corporation.unit(random.between(1, 41)),
  });
}
