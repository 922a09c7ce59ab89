/**
 * The 27 federative units of Brazil by their two-digit IBGE code (IBGE's national table, the
 * codes every IBGE city code starts with): a v1 row's uf_estado is the unit of its
 * cod_ibge_estado. A fact of the country, not of the contract, so it is no second source of a
 * schema.
 */
export const IBGE_STATE_UFS: ReadonlyMap<number, string> = new Map([
  [11, "RO"],
  [12, "AC"],
  [13, "AM"],
  [14, "RR"],
  [15, "PA"],
  [16, "AP"],
  [17, "TO"],
  [21, "MA"],
  [22, "PI"],
  [23, "CE"],
  [24, "RN"],
  [25, "PB"],
  [26, "PE"],
  [27, "AL"],
  [28, "SE"],
  [29, "BA"],
  [31, "MG"],
  [32, "ES"],
  [33, "RJ"],
  [35, "SP"],
  [41, "PR"],
  [42, "SC"],
  [43, "RS"],
  [50, "MS"],
  [51, "MT"],
  [52, "GO"],
  [53, "DF"],
]);
