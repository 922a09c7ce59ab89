import type { ClippingName, QualificationName, ReasonName } from "../generated/types";
import { getSchema } from "../schemas";
import type { Weighted } from "./weighted-table";

/**
 * The names the world draws from, with relative weights where frequency matters. Reasons,
 * clippings and qualifications are the spec's closed lists (2.8-2.10); the rest are the values
 * real payloads carry (real-world.md) or plausible ones where the spec says "not shown".
 */

/** The name of victim objects that do not apply (real payloads carry it). */
export const NOT_APPLICABLE = "Não se aplica";

/** The names of a closed list of the spec (2.8-2.10), read from its schema: the one statement. */
function namesOf<T extends string>(
  name: "v2/reason-name" | "v2/clipping-name" | "v2/qualification-name",
): T[] {
  const names = getSchema(name).enum;
  if (!Array.isArray(names)) throw new Error(`${name} has no enum`);
  return names as T[];
}

/** Weight of a listed name the world has no frequency for: rare, but drawn. */
const RARE = 0.3;

/**
 * How often each reason is the main one (world knowledge, not a list of names: every name of
 * reason-name.json is drawn, those absent here with the weight RARE).
 */
const REASON_WEIGHTS: Readonly<Partial<Record<ReasonName, number>>> = {
  "Não identificado": 30,
  "Ação policial": 14,
  "Operação policial": 10,
  "Homicídio/Tentativa": 10,
  Disputa: 8,
  "Tentativa/roubo": 8,
  Execução: 5,
  "Tiros a esmo": 4,
  Briga: 3,
  "Ataque a civis": 2,
  Arrastão: 1,
  "Disparo acidental": 1,
  Outro: 1,
  "Tentativa/roubo de cargas": 0.8,
  "Sequestro/Cárcere privado": 0.5,
  Suicídio: 0.5,
  Tortura: 0.2,
};

/** Main reasons with their frequency: every name of the spec's table (reason-name.json). */
export const MAIN_REASONS: readonly Weighted<ReasonName>[] = namesOf<ReasonName>(
  "v2/reason-name",
).map((name) => [name, REASON_WEIGHTS[name] ?? RARE]);

/** Reasons that are police work: they imply policeAction and agentPresence. */
export const POLICE_REASONS: readonly ReasonName[] = ["Ação policial", "Operação policial"];

/** Reasons that may be complementary (Execução only when someone died). */
export const COMPLEMENTARY_REASONS: readonly ReasonName[] = MAIN_REASONS.map(
  ([name]) => name,
).filter((name) => name !== "Não identificado");

/** Clippings that follow from the occurrence (see pickClippings). */
export const SPECIAL_CLIPPINGS: readonly ClippingName[] = [
  "Ataque a político",
  "Feminicídio",
  "Presídio",
  "Tiros de helicópteros",
];

/**
 * Clippings any occurrence may carry: every name of clipping-name.json but the special ones;
 * the others follow from the occurrence (see pickClippings).
 */
export const COMMON_CLIPPINGS: readonly ClippingName[] = namesOf<ClippingName>(
  "v2/clipping-name",
).filter((name) => !SPECIAL_CLIPPINGS.includes(name));

/** Qualifications only agents and politicians carry (given by their role, not drawn). */
export const ROLE_QUALIFICATIONS: readonly QualificationName[] = [
  "Agente de segurança",
  "Político",
];

/** How often a civilian victim carries each qualification (absent here: RARE). */
const QUALIFICATION_WEIGHTS: Readonly<Partial<Record<QualificationName, number>>> = {
  "Entregador / motoboy": 3,
  "Motorista de aplicativo": 2,
  Mototaxista: 1,
  Outros: 3,
  Rifeiro: 0.5,
  "Vendedor ambulante": 2,
  "Ex-detento": 2,
  Grávida: 0.5,
  "Não identificado": 1,
};

/**
 * Qualifications a civilian victim may carry, with their frequency: every name of
 * qualification-name.json but those of a role.
 */
export const CIVILIAN_QUALIFICATIONS: readonly Weighted<QualificationName>[] =
  namesOf<QualificationName>("v2/qualification-name")
    .filter((name) => !ROLE_QUALIFICATIONS.includes(name))
    .map((name) => [name, QUALIFICATION_WEIGHTS[name] ?? RARE]);

/** Qualifications that do not enable a service status (2.10). */
export const WITHOUT_SERVICE_STATUS: readonly QualificationName[] = [
  "Ex-detento",
  "Grávida",
  "Não identificado",
];

/** Genders of civilian victims. */
export const CIVILIAN_GENRES: readonly Weighted<string>[] = [
  ["Homem cis", 78],
  ["Mulher cis", 17],
  ["Mulher trans", 1],
  ["Homem trans", 0.5],
  ["Não identificado", 3.5],
];

/** Genders of agent victims. */
export const AGENT_GENRES: readonly Weighted<string>[] = [
  ["Homem cis", 93],
  ["Mulher cis", 7],
];

/** Places where victims were hit. */
export const PLACES: readonly Weighted<string>[] = [
  ["Via pública", 60],
  ["Sem identificação", 12],
  ["Residência", 15],
  ["Comércio", 8],
  ["Transporte público", 4],
  ["Escola", 1],
];

/** Circumstance of some civilian victims. */
export const STRAY_BULLET = "Bala perdida";

/** Circumstances a victim hit by a stray bullet sometimes carries too (a second item). */
export const FURTHER_CIRCUMSTANCES: readonly string[] = ["Troca de tiros", "Dentro de casa"];

/** Circumstances of animal victims (none for most). */
export const ANIMAL_CIRCUMSTANCES: readonly string[] = [STRAY_BULLET, "Troca de tiros"];

/** Kinds of part of a neighbourhood a `subNeighborhood` names ("Vila Maré"). */
export const SUB_NEIGHBORHOOD_KINDS: readonly string[] = ["Vila", "Conjunto", "Morro", "Parque"];

/** Security corporations, their ranks and how a unit of theirs is named. */
export const CORPORATIONS: readonly Weighted<{
  readonly name: string;
  readonly positions: readonly string[];
  readonly unit: (n: number) => string;
}>[] = [
  [
    {
      name: "Polícia Militar",
      positions: ["Soldado", "Cabo", "Sargento", "Subtenente", "Tenente", "Capitão", "Major"],
      unit: (n) => `${n}º BPM`,
    },
    60,
  ],
  [
    {
      name: "Polícia Civil",
      positions: ["Inspetor", "Investigador", "Comissário", "Delegado"],
      unit: (n) => `${n}ª DP`,
    },
    15,
  ],
  [{ name: "Polícia Federal", positions: ["Agente", "Delegado"], unit: () => "DPF" }, 2],
  [{ name: "Polícia Rodoviária Federal", positions: ["Agente"], unit: () => "PRF" }, 3],
  [{ name: "Guarda Municipal", positions: ["Guarda municipal"], unit: () => "GM" }, 6],
  [{ name: "Polícia Penal", positions: ["Policial penal"], unit: () => "SEAP" }, 5],
  [
    {
      name: "Corpo de Bombeiros",
      positions: ["Soldado", "Cabo", "Sargento", "Tenente"],
      unit: (n) => `${n}º GBM`,
    },
    2,
  ],
  [
    { name: "Forças Armadas", positions: ["Soldado", "Cabo", "Sargento"], unit: () => "Exército" },
    2,
  ],
];

/** Status of agent victims (agentStatus). */
export const AGENT_STATUSES: readonly Weighted<string>[] = [
  ["Em serviço", 45],
  ["Fora de serviço", 45],
  ["Aposentado", 10],
];

/** Service status of civilians whose qualification enables it. */
export const SERVICE_STATUSES: readonly string[] = ["Em serviço", "Fora de serviço"];

/** Political office of victims qualified Político. */
export const POLITICAL_POSITIONS: readonly string[] = [
  "Vereador",
  "Prefeito",
  "Deputado estadual",
  "Assessor",
  "Liderança comunitária",
];

/** Status of that office. */
export const POLITICAL_STATUSES: readonly string[] = [
  "Em exercício",
  "Ex-ocupante",
  "Candidato",
  "Pré-candidato",
];

/** Parties of political victims. */
export const PARTIES: readonly string[] = ["PT", "PL", "MDB", "PSD", "PSOL", "PP", "União", "PSB"];
