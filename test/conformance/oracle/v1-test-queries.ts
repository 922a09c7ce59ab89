import type { QueryPairs } from "../../../src/conformance/check-input";
import { shiftDay } from "../../../src/conformance/dates";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import { V1_CITY_COLUMNS, V1_OCCURRENCE_COLUMNS } from "../../../src/query/v1";
import { drawsFrom } from "../broken/answers";
import type { V1Operation } from "./v1-mirror-of-mock";

/** A drawn v1 request: its operation, pairs and the form its brackets are written in. */
export interface V1TestQuery {
  readonly operation: V1Operation;
  readonly pairs: QueryPairs;
  readonly form: "raw" | "encoded";
}

type Draw = () => number;

function pick<T>(draw: Draw, items: readonly T[]): T {
  const item = items[Math.floor(draw() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function shuffled<T>(draw: Draw, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function spanOf(mirror: Mirror): number {
  const { firstDay, lastDay } = mirror.window;
  return Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / 86_400_000);
}

/** A `field[]` subset: none, or one to five columns, with or without the id, one maybe twice. */
function fields(draw: Draw, columns: readonly string[], id: string): [string, string][] {
  if (draw() < 0.4) return [];
  const count = 1 + Math.floor(draw() * 5);
  const chosen = shuffled(draw, columns.slice(1)).slice(0, count);
  const withId = draw() < 0.5 ? [id, ...chosen] : chosen;
  if (draw() < 0.15) withId.push(pick(draw, withId));
  return withId.map((column) => ["field[]", column]);
}

/** A v1 occurrences query inside the mirror's window (the oracle's inside), drawn widely. */
function occurrencesQuery(draw: Draw, mirror: Mirror): QueryPairs {
  const state = mirror.window.v1StateId ?? 0;
  const cities = (mirror.v1Cities ?? []).filter((city) => city.EstadoId === state);
  const others = (mirror.v1Cities ?? []).filter((city) => city.EstadoId !== state);
  const seen = [...new Set((mirror.v1Occurrences ?? []).map((row) => row.cidade_id))];
  const cityIds = seen.length > 0 ? seen : cities.map((city) => city.CidadeId);
  const pairs: [string, string][] = [];
  const place = draw();
  if (place < 0.35) pairs.push(["estado_id[]", String(state)]);
  else if (place < 0.45) pairs.push(["estado_id[]", String(state)], ["estado_id[]", String(state)]);
  const onlyStates = place >= 0.35 && place < 0.45;
  const withState = place < 0.35;
  const cityCount = onlyStates ? 0 : withState ? Number(draw() < 0.3) : 1 + Math.floor(draw() * 3);
  for (let i = 0; i < cityCount; i++) pairs.push(["cidade_id[]", String(pick(draw, cityIds))]);
  if (pairs.some(([name]) => name === "estado_id[]") && others.length > 0 && draw() < 0.15) {
    pairs.push(["cidade_id[]", String(pick(draw, others).CidadeId)]);
  }
  if (pairs.length === 0) pairs.push(["estado_id[]", String(state)]);
  const span = spanOf(mirror);
  let a = Math.floor(draw() * (span + 1));
  let b = draw() < 0.2 ? a : Math.floor(draw() * (span + 1));
  if (draw() < 0.8 && a > b) [a, b] = [b, a];
  pairs.push(
    ["data_ocorrencia[gt]", shiftDay(mirror.window.firstDay, a)],
    ["data_ocorrencia[lt]", shiftDay(mirror.window.firstDay, b)],
  );
  pairs.push(...fields(draw, V1_OCCURRENCE_COLUMNS, "id_ocorrencia"));
  return shuffled(draw, pairs);
}

function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** A `Cidade[lk]` pattern from one of the mirror's own names (accents, apostrophes kept). */
function likePattern(draw: Draw, name: string): string {
  const shape = draw();
  const cut = 1 + Math.floor(draw() * Math.max(1, name.length - 1));
  let pattern =
    shape < 0.25
      ? name
      : shape < 0.5
        ? `${name.slice(0, cut)}%`
        : shape < 0.7
          ? `%${name.slice(cut)}`
          : shape < 0.85
            ? `%${name.slice(Math.floor(cut / 2), cut + 1)}%`
            : name.slice(0, cut);
  const form = draw();
  if (form < 0.2) pattern = pattern.toUpperCase();
  else if (form < 0.35) pattern = pattern.toLowerCase();
  else if (form < 0.45) pattern = stripAccents(pattern);
  else if (form < 0.5 && pattern.length > 2) pattern = `${pattern.slice(0, 1)}_${pattern.slice(2)}`;
  return pattern;
}

/** A v1 cities query over every parameter (every query lies inside: the mirror has every city). */
function citiesQuery(draw: Draw, mirror: Mirror): QueryPairs {
  const cities = mirror.v1Cities ?? [];
  const pairs: [string, string][] = [];
  if (draw() < 0.5) pairs.push(["EstadoId", String(pick(draw, cities).EstadoId)]);
  const populations = cities.map((city) => Number(city.Populacao)).sort((a, b) => a - b);
  if (draw() < 0.35) pairs.push(["Populacao[gt]", String(pick(draw, populations))]);
  if (draw() < 0.35) pairs.push(["Populacao[lt]", String(pick(draw, populations))]);
  if (draw() < 0.5)
    pairs.push(["Cidade[lk]", likePattern(draw, String(pick(draw, cities).Cidade))]);
  pairs.push(...fields(draw, V1_CITY_COLUMNS, "CidadeId"));
  return shuffled(draw, pairs);
}

/** `count` seeded v1 queries, half of each operation, brackets raw or percent-encoded. */
export function v1TestQueries(seed: number, count: number, mirror: Mirror): V1TestQuery[] {
  const draw = drawsFrom(seed);
  return Array.from({ length: count }, (_, i) => {
    const operation: V1Operation = i % 2 === 0 ? "v1-occurrences" : "v1-cities";
    const pairs =
      operation === "v1-occurrences" ? occurrencesQuery(draw, mirror) : citiesQuery(draw, mirror);
    return { operation, pairs, form: draw() < 0.5 ? "raw" : "encoded" };
  });
}
