import type { ClippingName, QualificationName, ReasonName } from "../generated/types";
import type { Weighted } from "./weighted-table";

/**
 * The names the world draws from, with relative weights where frequency matters. Reasons,
 * clippings and qualifications are the spec's closed lists (2.8-2.10); the rest are the values
 * real payloads carry (real-world.md) or plausible ones where the spec says "not shown".
 */

/** The name of victim objects that do not apply (real payloads carry it). */
export const NOT_APPLICABLE = "Não se aplica";

/** Main reasons with their frequency. The accented spelling of Homicídio/Tentativa is used. */
export const MAIN_REASONS: readonly Weighted<ReasonName>[] = [
  ["Não identificado", 30],
  ["Ação policial", 14],
  ["Operação policial", 10],
  ["Homicídio/Tentativa", 10],
  ["Disputa", 8],
  ["Tentativa/roubo", 8],
  ["Execução", 5],
  ["Tiros a esmo", 4],
  ["Briga", 3],
  ["Ataque a civis", 2],
  ["Arrastão", 1],
  ["Disparo acidental", 1],
  ["Outro", 1],
  ["Tentativa/roubo de cargas", 0.8],
  ["Sequestro/Cárcere privado", 0.5],
  ["Suicídio", 0.5],
  ["Rebelião/fuga de presos", 0.3],
  ["Tentativa/roubo a banco", 0.3],
  ["Tortura", 0.2],
];

/** Reasons that are police work: they imply policeAction and agentPresence. */
export const POLICE_REASONS: readonly ReasonName[] = ["Ação policial", "Operação policial"];

/** Reasons that may be complementary (Execução only when someone died). */
export const COMPLEMENTARY_REASONS: readonly ReasonName[] = MAIN_REASONS.map(
  ([name]) => name,
).filter((name) => name !== "Não identificado");

/** Clippings any occurrence may carry; the others follow from the occurrence (see pickClippings). */
export const COMMON_CLIPPINGS: readonly ClippingName[] = [
  "Ataques armados sob rodas",
  "Bar",
  "Outros",
  "Perseguição",
  "Shopping",
  "Tiroteio contínuo",
];

/** Clippings that follow from the occurrence (see pickClippings). */
export const SPECIAL_CLIPPINGS: readonly ClippingName[] = [
  "Ataque a político",
  "Feminicídio",
  "Presídio",
  "Tiros de helicópteros",
];

/** Qualifications a civilian victim may carry (Político aside), with their frequency. */
export const CIVILIAN_QUALIFICATIONS: readonly Weighted<QualificationName>[] = [
  ["Entregador / motoboy", 3],
  ["Motorista de aplicativo", 2],
  ["Mototaxista", 1],
  ["Outros", 3],
  ["Rifeiro", 0.5],
  ["Vendedor ambulante", 2],
  ["Ex-detento", 2],
  ["Grávida", 0.5],
  ["Não identificado", 1],
];

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
