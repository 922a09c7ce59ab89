import type { Occurrence, Victim } from "../../src/generated/types";
import {
  toPlainCityName,
  REFERENCE_STATES,
  WORLD_WINDOW,
  type WorldCity,
  type WorldOccurrence,
} from "../../src/world";
import { toV1OccurrenceRow } from "../../src/world/views-entry";
import { SEEDS, SIZE, worldOf } from "./world-cases";

const NA = "Não se aplica";
const POLICE = ["Ação policial", "Operação policial"];
const ISO_MS_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TEN_DECIMALS = /^-?\d{1,3}\.\d{10}$/;

function reasonsOf(o: Occurrence): string[] {
  const complementary = o.contextInfo.complementaryReasons as { name: string }[];
  return [o.contextInfo.mainReason.name, ...complementary.map((r) => r.name)];
}

function deadCivilians(o: Occurrence): number {
  return o.victims.filter((v) => v.situation === "Dead" && v.personType === "Civilian").length;
}

function namesOf(items: unknown[]): string[] {
  return (items as { name: string }[]).map((item) => item.name);
}

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

type OccurrenceRule = (o: Occurrence, city: WorldCity, record: WorldOccurrence) => boolean;
type VictimRule = (v: Victim, o: Occurrence) => boolean;

const OCCURRENCE_RULES: [string, OccurrenceRule][] = [
  [
    "an agent victim implies agentPresence",
    (o) => !o.victims.some((v) => v.personType === "Agent") || o.agentPresence,
  ],
  [
    "Ação policial / Operação policial (main or complementary) imply policeAction",
    (o) => !reasonsOf(o).some((r) => POLICE.includes(r)) || o.policeAction,
  ],
  ["policeAction implies agentPresence", (o) => !o.policeAction || o.agentPresence],
  [
    "policeAction only with a police reason",
    (o) => !o.policeAction || reasonsOf(o).some((r) => POLICE.includes(r)),
  ],
  [
    "Execução (main or complementary) only with at least one death",
    (o) => !reasonsOf(o).includes("Execução") || o.victims.some((v) => v.situation === "Dead"),
  ],
  [
    "massacre exactly when 3 or more civilians died",
    (o) => o.contextInfo.massacre === deadCivilians(o) >= 3,
  ],
  [
    "complementary reasons differ from the main reason and from each other",
    (o) => new Set(reasonsOf(o)).size === reasonsOf(o).length,
  ],
  [
    "Ataque a político exactly when a victim is qualified Político",
    (o) =>
      namesOf(o.contextInfo.clippings).includes("Ataque a político") ===
      o.victims.some((v) => namesOf(v.qualifications).includes("Político")),
  ],
  [
    "date is ISO 8601 with milliseconds and Z, inside the window",
    (o) =>
      ISO_MS_Z.test(o.date) &&
      o.date >= `${WORLD_WINDOW.first}T00:00:00.000Z` &&
      o.date <= `${WORLD_WINDOW.last}T23:59:59.999Z`,
  ],
  [
    "date is no earlier than the real coverage of its state",
    (o, c) => {
      const state = REFERENCE_STATES.find((s) => s.ibge === Math.floor(c.ibge / 100_000));
      return state !== undefined && o.date >= `${state.coverageFrom}T00:00:00.000Z`;
    },
  ],
  ["record time is the instant of the v2 date", (o, _c, r) => Date.parse(o.date) === r.time],
  [
    "latitude and longitude are strings with exactly 10 decimals",
    (o) => TEN_DECIMALS.test(o.latitude) && TEN_DECIMALS.test(o.longitude),
  ],
  [
    "the point lies inside the city's circle",
    (o, c) => distanceKm(Number(o.latitude), Number(o.longitude), c.lat, c.lon) <= c.radiusKm,
  ],
  [
    "city name is the city's, upper case without accents",
    (o, c) => o.city.name === toPlainCityName(c.name) && /^[A-Z' -]+$/.test(o.city.name),
  ],
  [
    "address reads 'street, City - UF, Brasil' for its city",
    (o, c) => new RegExp(`^[^,]+, ${c.name} - (RJ|PE|BA|PA), Brasil$`).test(o.address),
  ],
  [
    "neighbourhood is one of the city's",
    (o, c) =>
      c.neighborhoods.some((n) => n.id === o.neighborhood.id && n.name === o.neighborhood.name),
  ],
  [
    "transports and animal victims point at their occurrence",
    (o) => [...o.transports, ...o.animalVictims].every((x) => x.occurrenceId === o.id),
  ],
  [
    "a transport is released no earlier than interrupted",
    (o) =>
      o.transports.every(
        (t) => t.releaseDate >= t.dateInterruption && t.dateInterruption >= o.date,
      ),
  ],
  [
    "a dead animal has a deathDate, a wounded one null",
    (o) => o.animalVictims.every((a) => (a.situation === "Dead") === (a.deathDate !== null)),
  ],
];

const VICTIM_RULES: [string, VictimRule][] = [
  ["occurrenceId is its occurrence's id", (v, o) => v.occurrenceId === o.id],
  ["situation is Dead or Wounded", (v) => v.situation === "Dead" || v.situation === "Wounded"],
  [
    "dead exactly when deathDate is set",
    (v) => (v.situation === "Dead") === (v.deathDate !== null),
  ],
  [
    "deathDate is ISO with ms and Z, not before the occurrence nor after the window",
    (v, o) =>
      v.deathDate === null ||
      (ISO_MS_Z.test(v.deathDate) &&
        v.deathDate >= o.date &&
        Date.parse(v.deathDate) <= WORLD_WINDOW.end),
  ],
  [
    "personType is Civilian or Agent",
    (v) => v.personType === "Civilian" || v.personType === "Agent",
  ],
  [
    'an agent has corporation, position, status and unit; a civilian Não se aplica and ""',
    (v) => {
      const position = (v.agentPosition as { name: string }).name;
      const fields = [v.coorporation.name, position, v.agentStatus.name];
      return v.personType === "Agent"
        ? fields.every((name) => name !== NA) && v.unit !== ""
        : fields.every((name) => name === NA) && v.unit === "";
    },
  ],
  [
    "an agent is qualified Agente de segurança, a civilian is not",
    (v) => namesOf(v.qualifications).includes("Agente de segurança") === (v.personType === "Agent"),
  ],
  [
    "political fields are Não se aplica and partie null unless qualified Político",
    (v) => {
      const political = namesOf(v.qualifications).includes("Político");
      const na =
        v.politicalPosition.name === NA && v.politicalStatus.name === NA && v.partie === null;
      const set =
        v.politicalPosition.name !== NA && v.politicalStatus.name !== NA && v.partie !== null;
      return political ? set : na;
    },
  ],
  [
    "Grávida only for a woman",
    (v) => !namesOf(v.qualifications).includes("Grávida") || v.genre.name.startsWith("Mulher"),
  ],
  [
    "age group agrees with age",
    (v) => {
      const group = v.ageGroup.name;
      if (v.age === null) return group === "Não identificado";
      if (v.age < 12) return group === "Criança";
      if (v.age < 18) return group === "Adolescente";
      return group === (v.age < 60 ? "Adulto" : "Idoso");
    },
  ],
];

const CASES_O = SEEDS.flatMap((seed) =>
  OCCURRENCE_RULES.map(([rule, ok]) => [rule, seed, ok] as const),
);
const CASES_V = SEEDS.flatMap((seed) =>
  VICTIM_RULES.map(([rule, ok]) => [rule, seed, ok] as const),
);

describe("occurrences are consistent", () => {
  test.each(CASES_O)("%s (seed %i)", (_rule, seed, ok) => {
    const world = worldOf(seed);
    const cities = new Map(world.cities.map((c) => [c.id, c]));
    const broken = world.occurrences
      .filter((r) => {
        const city = cities.get(r.cityId);
        return city === undefined || !ok(r.v2, city, r);
      })
      .map((r) => r.id);
    expect(broken.slice(0, 5)).toEqual([]);
  });
});

describe("victims are consistent", () => {
  test.each(CASES_V)("%s (seed %i)", (_rule, seed, ok) => {
    const broken = worldOf(seed).occurrences.flatMap((r) =>
      r.v2.victims.filter((v) => !ok(v, r.v2)).map((v) => v.id),
    );
    expect(broken.slice(0, 5)).toEqual([]);
  });
});

describe("the world has the variety real data has", () => {
  const world = worldOf(1);
  const occurrences = world.occurrences.map((r) => r.v2);
  const victims = occurrences.flatMap((o) => o.victims);
  test.each<[string, (count: number) => boolean, number]>([
    [
      "occurrences without victims: at least a third",
      (n) => n >= SIZE / 3,
      occurrences.filter((o) => o.victims.length === 0).length,
    ],
    [
      "occurrences with victims: at least a third",
      (n) => n >= SIZE / 3,
      occurrences.filter((o) => o.victims.length > 0).length,
    ],
    ["dead victims: some", (n) => n > 0, victims.filter((v) => v.situation === "Dead").length],
    [
      "wounded victims: some",
      (n) => n > 0,
      victims.filter((v) => v.situation === "Wounded").length,
    ],
    ["agent victims: some", (n) => n > 0, victims.filter((v) => v.personType === "Agent").length],
    ["political victims: some", (n) => n > 0, victims.filter((v) => v.partie !== null).length],
    ["massacres: some", (n) => n > 0, occurrences.filter((o) => o.contextInfo.massacre).length],
    [
      "animal victims: some",
      (n) => n > 0,
      occurrences.filter((o) => o.animalVictims.length > 0).length,
    ],
    [
      "transports: some, but most occurrences have none",
      (n) => n > 0 && n < SIZE / 10,
      occurrences.filter((o) => o.transports.length > 0).length,
    ],
    [
      "police action: some, not all",
      (n) => n > 0 && n < SIZE,
      occurrences.filter((o) => o.policeAction).length,
    ],
    [
      "clippings: some",
      (n) => n > 0,
      occurrences.filter((o) => o.contextInfo.clippings.length > 0).length,
    ],
    [
      "complementary reasons: some",
      (n) => n > 0,
      occurrences.filter((o) => o.contextInfo.complementaryReasons.length > 0).length,
    ],
  ])("%s", (_rule, holds, count) => {
    expect({ count, holds: holds(count) }).toEqual({ count, holds: true });
  });

  test.each(world.states.map((s) => [s.uf, s.id] as const))(
    "the capital of %s has more occurrences than any other of its cities",
    (_uf, stateId) => {
      const counts = new Map<number, number>();
      for (const r of world.occurrences) {
        if (r.stateId === stateId) counts.set(r.cityId, (counts.get(r.cityId) ?? 0) + 1);
      }
      const capital = world.cities.find((c) => c.stateId === stateId);
      const [top] = [...counts].sort((a, b) => b[1] - a[1]);
      expect(top?.[0]).toBe(capital?.id);
    },
  );

  test("some occurrences have no known time (00:00:00 in v1), mixed with later times on one day", () => {
    const rows = world.occurrences.map((r) => toV1OccurrenceRow(world, r));
    const midnight = rows.filter((row) => row.hora_ocorrencia === "00:00:00");
    const days = new Set(midnight.map((row) => row.data_ocorrencia.slice(0, 10)));
    const mixed = rows.filter(
      (row) => days.has(row.data_ocorrencia.slice(0, 10)) && row.hora_ocorrencia !== "00:00:00",
    );
    expect({ midnight: midnight.length >= SIZE / 10, mixed: mixed.length > 0 }).toEqual({
      midnight: true,
      mixed: true,
    });
  });

  test("every state has occurrences, Rio de Janeiro the most", () => {
    const counts = world.states.map(
      (s) => world.occurrences.filter((r) => r.stateId === s.id).length,
    );
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(Math.max(...counts)).toBe(counts[0]);
  });
});
