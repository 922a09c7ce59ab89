import type { V1OccurrenceRow } from "../generated/types";
import { indexWorld } from "./index-world";
import { unpackV1Facts } from "./unpack-v1-facts";
import type { World, WorldOccurrence } from "./world";

/**
 * An occurrence as v1 GET /occurrences shows it: the 23 columns in the spec's order, joined with
 * its city and state as the v1 city rows show them. Counts of dead and wounded civilians and
 * agents come from the v2 victims; presen_agen_segur_ocorrencia is 1 or 0 from agentPresence.
 * data_ocorrencia ("YYYY-MM-DD HH:MM:SS") and hora_ocorrencia ("HH:MM:SS") are rendered in
 * UTC, the same clock as the v2 `date` and the date filters of both versions. A captured world
 * (World.capture) gives the record's V1Facts instead of its `v2`.
 */
export function toV1OccurrenceRow(world: World, occurrence: WorldOccurrence): V1OccurrenceRow {
  const index = indexWorld(world);
  const city = index.cityById.get(occurrence.cityId);
  const state = index.stateById.get(occurrence.stateId);
  if (city === undefined || state === undefined) {
    throw new Error(`occurrence ${occurrence.id}: unknown city or state`);
  }
  // A captured record is read through its normalised facts: its own shape may depart.
  const { capture } = world;
  const v2 =
    capture === undefined
      ? occurrence.v2
      : unpackV1Facts(capture.v1Facts.json(occurrence.id - 1).toString("utf8"));
  let deadCivilians = 0;
  let deadAgents = 0;
  let woundedCivilians = 0;
  let woundedAgents = 0;
  for (const victim of v2.victims) {
    const agent = victim.personType === "Agent";
    if (victim.situation === "Dead") {
      if (agent) deadAgents++;
      else deadCivilians++;
    } else if (agent) woundedAgents++;
    else woundedCivilians++;
  }
  const iso = new Date(occurrence.time).toISOString();
  return {
    id_ocorrencia: occurrence.id,
    local_ocorrencia: v2.address,
    latitude_ocorrencia: Number(v2.latitude),
    longitude_ocorrencia: Number(v2.longitude),
    data_ocorrencia: `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
    hora_ocorrencia: iso.slice(11, 19),
    presen_agen_segur_ocorrencia: v2.agentPresence ? 1 : 0,
    qtd_morto_civil_ocorrencia: deadCivilians,
    qtd_morto_agen_segur_ocorrencia: deadAgents,
    qtd_ferido_civil_ocorrencia: woundedCivilians,
    qtd_ferido_agen_segur_ocorrencia: woundedAgents,
    fonte_ocorrencia: occurrence.source,
    estado_id: state.id,
    cidade_id: city.id,
    nome_cidade: city.name,
    cod_ibge_cidade: city.ibge,
    gentilico_cidade: city.demonym,
    populacao_cidade: city.population,
    area_cidade: city.areaKm2,
    densidade_demo_cidade: city.density,
    nome_estado: state.name,
    uf_estado: state.uf,
    cod_ibge_estado: state.ibge,
  };
}
