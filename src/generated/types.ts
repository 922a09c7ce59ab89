/* DO NOT EDIT. Generated from schemas/ by `npm run generate` (generators/generate-types.ts). */

// common/parameter-problem
/**
 * One bad request parameter, as listed in the mock's error bodies (the spec shows no error body; this is the mock's design).
 */
export interface ParameterProblem {
  /**
   * The parameter name exactly as sent, e.g. take or estado_id[].
   */
  parameter: string;
  /**
   * What is wrong, in words a person reads.
   */
  message: string;
  /**
   * The accepted form, e.g. an integer from 1 to 5000.
   */
  accepted: string;
  /**
   * The value received, when there was one.
   */
  received?: unknown;
}

// common/profile-settings
/**
 * The settings.json of a profile folder: the choices where the spec is silent that a capture settled (learn writes it), which serve --profile DIR honours and conform --profile DIR expects. Not part of the service's contract: the kit's own file, read as untrusted input.
 */
export interface ProfileSettings {
  /**
   * v1 [gt]/[lt]: the bound's day (value) kept or dropped (serve --v1-bounds).
   */
  v1Bounds?: "inclusive" | "exclusive";
  /**
   * A v1 data_ocorrencia range with [gt] after [lt]: empty, or the range between them (serve --v1-reversed-range).
   */
  v1ReversedRange?: "empty" | "swap";
  /**
   * take of the v2 occurrences list when a request has none (serve --default-take).
   */
  defaultTake?: number;
  /**
   * The largest take answered (serve --max-take).
   */
  maxTake?: number;
  /**
   * order of the v2 occurrences list when a request has none (serve --default-order).
   */
  defaultOrder?: "ASC" | "DESC";
  /**
   * A v2 query parameter the endpoint does not list: a 400, or ignored (serve --unknown-parameters).
   */
  unknownParameters?: "reject" | "ignore";
  /**
   * Why each choice was settled, by name, in words; also choices seen that no option changes (v1RowOrder, v2DateBounds).
   */
  evidence?: {
    [k: string]: string | undefined;
  };
  /**
   * Choices the capture could not settle, by name, with why.
   */
  undecided?: {
    [k: string]: string | undefined;
  };
}

// departures/animal-type-object
/**
 * Known departure of the real service: animalVictims[].animalType is an object {id, type}, where api-v2 2.7 types it a string.
 */
export interface AnimalTypeAsObject {
  /**
   * Animal kind id.
   */
  id: string;
  /**
   * Animal kind, e.g. Cachorro.
   */
  type: string;
}

// departures/clipping-name-unlisted
/**
 * Known departure of the real service: clipping names outside the table of api-v2 2.9. The rule is any name outside the table (a variant spelling or a new category); the names seen are its evidence, and the mock sends them.
 */
export type ClippingNameUnlisted = string;

// departures/coordinate-decimals
/**
 * What the real service sends in latitude/longitude: decimal strings with 4 to 15 decimals, where the examples of api-v2 show 10. The spec's pattern accepts any number of decimals, so this is an observed distribution, never a violation nor a departure reported under spec; the overlay states production's shape for the mock (which draws the count of decimals from x-decimals) and for clients.
 */
export type CoordinateDecimals = string;

// departures/coordinate-whitespace
/**
 * Known departure of the real service: latitude/longitude strings with a leading space or a trailing tab (dirty data the service does not clean). The mock sends it only with serve --dirty.
 */
export type CoordinateWithWhitespace = string;

// departures/reason-name-case
/**
 * Known departure of the real service: reason names (mainReason.name, complementaryReasons) of the table of api-v2 2.8 spelled in another letter case. The rule is any name of the table in another case (x-case-variant, the names read from the spec's table); the names seen are its evidence, and the mock spells names with each word capitalised, as they were seen.
 */
export type ReasonNameCaseVariant = string;

// departures/related-record-string
/**
 * What the real service sends in relatedRecord, whose shape api-v2 2.3 leaves open: most often "", sometimes "#<n>", sometimes null. The spec accepts any value here, so it never fails validation; the overlay states production's shape for the mock and for clients.
 */
export type RelatedRecordAsString = string | null;

// departures/release-date-null
/**
 * Known departure of the real service: transports[].releaseDate can be null, where api-v2 2.5 types it a timestamp.
 */
export type ReleaseDateNull = null;

// departures/transport-object
/**
 * Known departure of the real service: transports[].transport is an object {id, name}, where api-v2 2.5 types it a string.
 */
export interface TransportAsObject {
  /**
   * Transport kind id.
   */
  id: string;
  /**
   * Transport kind, e.g. Ônibus.
   */
  name: string;
}

// departures/typed-item
/**
 * What the real service sends as victim circumstances and qualifications items, whose shape api-v2 2.6/2.7 leaves open: {id, name, type}. The spec accepts any item, so it never fails validation; the overlay states production's shape for the mock and for clients.
 */
export interface TypedItem {
  /**
   * Item id.
   */
  id: string;
  /**
   * Item name.
   */
  name: string;
  /**
   * Item kind as production sends it (both, or empty).
   */
  type: string;
}

// departures/v1-agent-presence-flag
/**
 * What the real service sends in v1 presen_agen_segur_ocorrencia: 0 or 1 (presence). api-v1 shows 0 and leaves other values open, so every such value is one the spec accepts: an observed encoding, never a violation nor a departure.
 */
export type V1AgentPresenceFlag = 0 | 1;

// departures/v1-area-hundredths
/**
 * What the real service sends in v1 area_cidade: the city's area in hundredths of a km² (km² × 100), an integer. api-v1 leaves the unit open, so every such value is one the spec accepts: an observed unit, never a violation nor a departure.
 */
export type V1AreaHundredths = number;

// departures/v1-coordinate-string
/**
 * Known departure of the real service: v1 latitude_ocorrencia/longitude_ocorrencia are decimal numbers written as JSON strings, where api-v1 2.1 types them number.
 */
export type V1CoordinateString = string;

// departures/v1-date-only
/**
 * Known departure of the real service: v1 data_ocorrencia is a date alone (YYYY-MM-DD), the time being in hora_ocorrencia ("00:00:00" when unknown), where api-v1 2.1 shows YYYY-MM-DD HH:MM:SS.
 */
export type V1DateOnly = string;

// departures/v1-extra-columns
/**
 * Known departure of the real service: v1 occurrence rows carry columns api-v1 2.1 does not list (victim breakdowns, reasons, clippings, road blocking). The spec's row is open, so only --strict reports them; an overlay of kind extra-fields.
 */
export interface V1ExtraColumns {}

// departures/v1-source-absent
/**
 * Known departure of the real service: v1 occurrence rows carry no fonte_ocorrencia, a column api-v1 2.1 lists (and 4.2's definitions name). An overlay of kind absent: the field is left out, so the overlay's own shape is no value at all.
 */
export interface V1SourceAbsent {
  [k: string]: unknown | undefined;
}

// query/no-parameters
/**
 * Query of an endpoint that takes no parameters: GET /api/v1/occurrences/definitions (api-v1 4.2), GET /api/v1/cities/definitions (4.4) and GET /api/v2/states.
 */
export interface NoParameters {}

// query/v1-cities
/**
 * Query parameters of GET /api/v1/cities (api-v1 4.3), all optional; the mock also accepts plain equality on any column (column=value), like the occurrences endpoint.
 */
export interface V1CitiesQuery {
  /**
   * Population strictly above the value.
   */
  "Populacao[gt]"?: number;
  /**
   * Population strictly below the value.
   */
  "Populacao[lt]"?: number;
  /**
   * SQL LIKE on the city name: % matches any run of characters, _ one character; case- and accent-insensitive; the whole name must match the pattern.
   */
  "Cidade[lk]"?: string;
  /**
   * Columns to return; repeat for several. Only the named columns come back, in the order of the definitions.
   */
  "field[]"?: V1CityColumn[];
  /**
   * Record id.
   */
  CidadeId?: number;
  /**
   * State id.
   */
  EstadoId?: number;
  /**
   * City name.
   */
  Cidade?: string;
  /**
   * City code.
   */
  CodigoIBGE?: number;
  /**
   * Demonym.
   */
  Gentilico?: string;
  /**
   * Population.
   */
  Populacao?: number;
  /**
   * Area (unit not shown; the mock uses km²).
   */
  Area?: number;
  /**
   * Population density as a decimal number in a string.
   */
  DensidadeDemografica?: string;
  /**
   * Gross domestic product of the city; null is shown. Type when present: not shown (number or decimal string accepted).
   */
  PIBPrecoCorrente?: number | string | null;
}

// query/v1-occurrences
/**
 * Query parameters of GET /api/v1/occurrences (api-v1 4.1), all optional. Besides the spec parameters, real v1 clients send plain equality on any column (column=value, docs/contract.md); array properties are parameters that may be repeated.
 */
export interface V1OccurrencesQuery {
  /**
   * Restrict to states; repeat to select several (any of them).
   */
  "estado_id[]"?: number[];
  /**
   * Restrict to cities; repeat to select several (any of them).
   */
  "cidade_id[]"?: number[];
  /**
   * Rows strictly after this date (YYYY-MM-DD): from the next day on.
   */
  "data_ocorrencia[gt]"?: string;
  /**
   * Rows strictly before this date (YYYY-MM-DD).
   */
  "data_ocorrencia[lt]"?: string;
  /**
   * Columns to return; repeat for several. Only the named columns come back, in the order of the definitions.
   */
  "field[]"?: V1OccurrenceColumn[];
  /**
   * Record id.
   */
  id_ocorrencia?: number;
  /**
   * Address.
   */
  local_ocorrencia?: string;
  /**
   * Latitude.
   */
  latitude_ocorrencia?: number;
  /**
   * Longitude.
   */
  longitude_ocorrencia?: number;
  /**
   * Date and time, YYYY-MM-DD HH:MM:SS.
   */
  data_ocorrencia?: string;
  /**
   * Time, HH:MM:SS.
   */
  hora_ocorrencia?: string;
  /**
   * Presence of security agents; 0 is shown. Encoding of other values: not shown (the mock sends 1 for presence).
   */
  presen_agen_segur_ocorrencia?: number;
  /**
   * Civilians killed.
   */
  qtd_morto_civil_ocorrencia?: number;
  /**
   * Security agents killed.
   */
  qtd_morto_agen_segur_ocorrencia?: number;
  /**
   * Civilians wounded.
   */
  qtd_ferido_civil_ocorrencia?: number;
  /**
   * Security agents wounded.
   */
  qtd_ferido_agen_segur_ocorrencia?: number;
  /**
   * Source of the occurrence. Meaning not shown; old real data used 0 = user, 1 = press, 2 = police.
   */
  fonte_ocorrencia?: number;
  /**
   * State id, for filtering.
   */
  estado_id?: number;
  /**
   * City id, for filtering.
   */
  cidade_id?: number;
  /**
   * City name.
   */
  nome_cidade?: string;
  /**
   * City code.
   */
  cod_ibge_cidade?: number;
  /**
   * Demonym of the city.
   */
  gentilico_cidade?: string;
  /**
   * City population.
   */
  populacao_cidade?: number;
  /**
   * City area (unit not shown; the mock uses km²).
   */
  area_cidade?: number;
  /**
   * Population density as a decimal number in a string.
   */
  densidade_demo_cidade?: string;
  /**
   * State name.
   */
  nome_estado?: string;
  /**
   * State abbreviation.
   */
  uf_estado?: string;
  /**
   * State code.
   */
  cod_ibge_estado?: number;
}

// query/v2-cities
/**
 * Query parameters of GET /api/v2/cities (api-v2 4.2), all optional.
 */
export interface V2CitiesQuery {
  /**
   * Restrict to one city.
   */
  cityId?: string;
  /**
   * Restrict by city name. The mock matches the whole name, ignoring case and accents.
   */
  cityName?: string;
  /**
   * Restrict to a state.
   */
  stateId?: string;
}

// query/v2-occurrences
/**
 * Query parameters of GET /api/v2/occurrences (api-v2 4.1), all optional. An array property is a parameter that may be repeated.
 */
export interface V2OccurrencesQuery {
  /**
   * Sort direction by date (real clients use ASC and DESC). Default: ASC.
   */
  order?: "ASC" | "DESC";
  /**
   * Page number, from 1. Default: 1.
   */
  page?: number;
  /**
   * Items per page. Default: 25; maximum 5000 (real clients send 1000 and 5000).
   */
  take?: number;
  /**
   * Restrict to a state.
   */
  idState?: string;
  /**
   * Restrict to cities; repeat the parameter to select several (any of them).
   */
  idCities?: string[];
  /**
   * Start of the date range, YYYY-MM-DD, inclusive (whole day).
   */
  initialdate?: string;
  /**
   * End of the date range, YYYY-MM-DD, inclusive (whole day); not before initialdate.
   */
  finaldate?: string;
  /**
   * withVictim: occurrences with at least one human victim; withoutVictim: with none; all: no restriction.
   */
  typeOccurrence?: "all" | "withVictim" | "withoutVictim";
}

// v1/auth-token-response
/**
 * Answer of POST /api/v1/auth/login (form fields email and password): not in the spec, as the real service does it (docs/contract.md).
 */
export interface V1AuthTokenResponse {
  access_token: string;
}

// v1/cities-response
/**
 * Answer of GET /api/v1/cities without field[]: a bare array of full rows (api-v1 4.3).
 */
export type V1CitiesResponse = V1CityRow[];

// v1/city-column
/**
 * A column name of the v1 city row (api-v1 2.2), listed in the spec's order.
 */
export type V1CityColumn =
  | "CidadeId"
  | "EstadoId"
  | "Cidade"
  | "CodigoIBGE"
  | "Gentilico"
  | "Populacao"
  | "Area"
  | "DensidadeDemografica"
  | "PIBPrecoCorrente";

// v1/city-definitions
/**
 * Answer of GET /api/v1/cities/definitions: the 9 column names in exactly the spec's order (api-v1 4.4).
 */
export type V1CityDefinitions = V1CityColumn[];

// v1/city-row
/**
 * A city row of GET /api/v1/cities (api-v1 2.2), 9 columns.
 */
export interface V1CityRow {
  /**
   * Record id.
   */
  CidadeId: number;
  /**
   * State id.
   */
  EstadoId: number;
  /**
   * City name.
   */
  Cidade: string;
  /**
   * City code.
   */
  CodigoIBGE: number;
  /**
   * Demonym.
   */
  Gentilico: string;
  /**
   * Population.
   */
  Populacao: number;
  /**
   * Area (unit not shown; the mock uses km²).
   */
  Area: number;
  /**
   * Population density as a decimal number in a string.
   */
  DensidadeDemografica: string;
  /**
   * Gross domestic product of the city; null is shown. Type when present: not shown (number or decimal string accepted).
   */
  PIBPrecoCorrente: number | string | null;
}

// v1/error-response
/**
 * The mock's error body for /api/v1 (the spec shows none): v1 has no envelope, so a flat object with msg, a machine code in error, the HTTP status, and the list of bad parameters.
 */
export interface V1ErrorResponse {
  /**
   * Human-readable message.
   */
  msg: string;
  /**
   * Stable machine code, as msgCode in v2.
   */
  error: string;
  /**
   * The HTTP status code.
   */
  status: number;
  /**
   * Each bad parameter.
   */
  parameters?: ParameterProblem[];
}

// v1/occurrence-column
/**
 * A column name of the v1 occurrence row (api-v1 2.1), listed in the spec's order.
 */
export type V1OccurrenceColumn =
  | "id_ocorrencia"
  | "local_ocorrencia"
  | "latitude_ocorrencia"
  | "longitude_ocorrencia"
  | "data_ocorrencia"
  | "hora_ocorrencia"
  | "presen_agen_segur_ocorrencia"
  | "qtd_morto_civil_ocorrencia"
  | "qtd_morto_agen_segur_ocorrencia"
  | "qtd_ferido_civil_ocorrencia"
  | "qtd_ferido_agen_segur_ocorrencia"
  | "fonte_ocorrencia"
  | "estado_id"
  | "cidade_id"
  | "nome_cidade"
  | "cod_ibge_cidade"
  | "gentilico_cidade"
  | "populacao_cidade"
  | "area_cidade"
  | "densidade_demo_cidade"
  | "nome_estado"
  | "uf_estado"
  | "cod_ibge_estado";

// v1/occurrence-definitions
/**
 * Answer of GET /api/v1/occurrences/definitions: the 23 column names in exactly the spec's order (api-v1 4.2).
 */
export type V1OccurrenceDefinitions = V1OccurrenceColumn[];

// v1/occurrence-row
/**
 * An occurrence row of GET /api/v1/occurrences (api-v1 2.1): occurrence data joined with city and state data, 23 columns.
 */
export interface V1OccurrenceRow {
  /**
   * Record id.
   */
  id_ocorrencia: number;
  /**
   * Address.
   */
  local_ocorrencia: string;
  /**
   * Latitude.
   */
  latitude_ocorrencia: number;
  /**
   * Longitude.
   */
  longitude_ocorrencia: number;
  /**
   * Date and time, YYYY-MM-DD HH:MM:SS.
   */
  data_ocorrencia: string;
  /**
   * Time, HH:MM:SS.
   */
  hora_ocorrencia: string;
  /**
   * Presence of security agents; 0 is shown. Encoding of other values: not shown (the mock sends 1 for presence).
   */
  presen_agen_segur_ocorrencia: number;
  /**
   * Civilians killed.
   */
  qtd_morto_civil_ocorrencia: number;
  /**
   * Security agents killed.
   */
  qtd_morto_agen_segur_ocorrencia: number;
  /**
   * Civilians wounded.
   */
  qtd_ferido_civil_ocorrencia: number;
  /**
   * Security agents wounded.
   */
  qtd_ferido_agen_segur_ocorrencia: number;
  /**
   * Source of the occurrence. Meaning not shown; old real data used 0 = user, 1 = press, 2 = police.
   */
  fonte_ocorrencia: number;
  /**
   * State id, for filtering.
   */
  estado_id: number;
  /**
   * City id, for filtering.
   */
  cidade_id: number;
  /**
   * City name.
   */
  nome_cidade: string;
  /**
   * City code.
   */
  cod_ibge_cidade: number;
  /**
   * Demonym of the city.
   */
  gentilico_cidade: string;
  /**
   * City population.
   */
  populacao_cidade: number;
  /**
   * City area (unit not shown; the mock uses km²).
   */
  area_cidade: number;
  /**
   * Population density as a decimal number in a string.
   */
  densidade_demo_cidade: string;
  /**
   * State name.
   */
  nome_estado: string;
  /**
   * State abbreviation.
   */
  uf_estado: string;
  /**
   * State code.
   */
  cod_ibge_estado: number;
}

// v1/occurrences-response
/**
 * Answer of GET /api/v1/occurrences without field[]: a bare array of full rows (api-v1 4.1). With field[] each row holds exactly the named columns.
 */
export type V1OccurrencesResponse = V1OccurrenceRow[];

// v2/agent-status
/**
 * Service status of a victim as agent (api-v2 2.6): {id, name, type} with type Agente.
 */
export interface AgentStatus {
  id: string;
  name: string;
  type: "Agente";
}

// v2/animal-victim
/**
 * An animal victim (api-v2 2.7).
 */
export interface AnimalVictim {
  /**
   * Identifier.
   */
  id: string;
  /**
   * Related occurrence.
   */
  occurrenceId: string;
  /**
   * Name of the animal, if known.
   */
  name: string;
  /**
   * Kind of victim; Animal.
   */
  type: "Animal";
  /**
   * Kind of animal (dog, cat, parrot and others).
   */
  animalType: string;
  /**
   * Situation, for example dead or wounded.
   */
  situation: string;
  /**
   * Circumstances that led to the state. Item shape: not shown.
   */
  circumstances: unknown[];
  /**
   * Date and time of death, when applicable. The spec types it timestamp; null is accepted for an animal that did not die (the mock's choice, see README).
   */
  deathDate: string | null;
}

// v2/auth-token-response
/**
 * Answer of POST /api/v2/auth/login and /api/v2/auth/refresh (HTTP 201): not in the spec, as the real service does it (docs/contract.md).
 */
export interface AuthTokenResponse {
  msg: string;
  msgCode: string;
  code: 201;
  data: {
    accessToken: string;
    /**
     * Lifetime of the token in seconds.
     */
    expiresIn: number;
  };
}

// v2/cities-response
/**
 * Success envelope of GET /api/v2/cities (api-v2 2.1, 4.2); it has no pageMeta.
 */
export interface CitiesResponse {
  /**
   * Human-readable message.
   */
  msg: "Successfully returned cities";
  msgCode: "success";
  /**
   * HTTP status code; 200 on success.
   */
  code: 200;
  data: City[];
  pageMeta?: never;
}

// v2/city-ref
/**
 * The city of an occurrence (api-v2 2.3); names are upper case without accents in the data.
 */
export interface CityRef {
  /**
   * City record id; the same id as in GET /cities.
   */
  id: string;
  /**
   * City name, upper case without accents.
   */
  name: string;
}

// v2/city
/**
 * A city (api-v2 2.11), element of data in GET /api/v2/cities.
 */
export interface City {
  /**
   * City record id.
   */
  id: string;
  /**
   * City name; upper case with accents in the real data.
   */
  name: string;
  state: StateRef;
}

// v2/clipping-name
/**
 * The closed list of clipping categories of api-v2 2.9.
 */
export type ClippingName =
  | "Ataque a político"
  | "Ataques armados sob rodas"
  | "Bar"
  | "Feminicídio"
  | "Outros"
  | "Perseguição"
  | "Presídio"
  | "Shopping"
  | "Tiros de helicópteros"
  | "Tiroteio contínuo";

// v2/clipping
/**
 * A clipping of an occurrence (api-v2 2.4): {id, name} with a name from 2.9.
 */
export interface Clipping {
  id: string;
  name: ClippingName;
}

// v2/context-info
/**
 * Context of an occurrence (api-v2 2.4).
 */
export interface ContextInfo {
  mainReason: ReasonRef;
  /**
   * Further contributing reasons, drawn from 2.8. Item shape: not shown.
   */
  complementaryReasons: unknown[];
  /**
   * Categories from 2.9.
   */
  clippings: Clipping[];
  /**
   * True when the occurrence is classed as a massacre.
   */
  massacre: boolean;
  /**
   * Name of the police unit involved; real payloads send "" or null when none.
   */
  policeUnit: string | null;
}

// v2/error-response
/**
 * The mock's error body for /api/v2 (the spec shows none, api-v2 7): the success envelope's msg, msgCode and code, plus the list of bad parameters.
 */
export interface V2ErrorResponse {
  /**
   * Human-readable message.
   */
  msg: string;
  /**
   * Stable machine code: invalid_parameter, not_found, unauthorized, rate_limited, unavailable, internal_error, or another code a real server uses.
   */
  msgCode: string;
  /**
   * The HTTP status code.
   */
  code: number;
  /**
   * Each bad parameter.
   */
  errors?: ParameterProblem[];
}

// v2/id-name
/**
 * An {id, name} pair with a UUID id: ageGroup, genre, place and coorporation of a victim (api-v2 2.6). Allowed names: not shown.
 */
export interface IdName {
  /**
   * Record id.
   */
  id: string;
  /**
   * Name; allowed values not shown in the spec.
   */
  name: string;
}

// v2/mock/qualification-item
/**
 * The item shape the mock uses for victim.qualifications, whose item shape the spec does not show: {id, name} with a name from 2.10.
 */
export interface MockQualificationItem {
  id: string;
  name: QualificationName;
}

// v2/mock/reason-item
/**
 * The item shape the mock uses for contextInfo.complementaryReasons, whose item shape the spec does not show: {id, name} with a name from 2.8.
 */
export interface MockReasonItem {
  id: string;
  name: ReasonName;
}

// v2/mock/typed-ref
/**
 * The shape the mock uses for victim.agentPosition, whose shape the spec does not show: {id, name, type}, as real payloads carry it.
 */
export interface MockTypedRef {
  id: string;
  name: string;
  type: string;
}

// v2/neighborhood-ref
/**
 * The neighborhood of an occurrence (api-v2 2.3).
 */
export interface NeighborhoodRef {
  /**
   * Neighborhood record id.
   */
  id: string;
  /**
   * Neighborhood name.
   */
  name: string;
}

// v2/occurrence
/**
 * A shooting occurrence (api-v2 2.3), element of data in GET /api/v2/occurrences.
 */
export interface Occurrence {
  /**
   * Unique identifier of the occurrence.
   */
  id: string;
  /**
   * Number of the occurrence.
   */
  documentNumber: number;
  /**
   * Address of the occurrence, e.g. Rua X, Niterói - RJ, Brasil.
   */
  address: string;
  state: StateRef;
  region: RegionRef;
  city: CityRef;
  neighborhood: NeighborhoodRef;
  /**
   * Sub-neighborhood. Shape when non-null: not shown.
   */
  subNeighborhood: { [key: string]: unknown } | null;
  /**
   * Specific locality. Shape when non-null: not shown.
   */
  locality: { [key: string]: unknown } | null;
  /**
   * Latitude as a signed decimal string; real payloads carry 10 decimals, e.g. -7.9800434000.
   */
  latitude: string;
  /**
   * Longitude as a signed decimal string; real payloads carry 10 decimals, e.g. -34.8945230000.
   */
  longitude: string;
  /**
   * Date and time of the occurrence: ISO 8601 in UTC, e.g. 2018-04-01T00:00:00.000Z.
   */
  date: string;
  /**
   * True when there was police action during the occurrence.
   */
  policeAction: boolean;
  /**
   * True when security agents, on or off duty, were present.
   */
  agentPresence: boolean;
  /**
   * Related record. Type and shape when non-null: not shown.
   */
  relatedRecord: unknown;
  contextInfo: ContextInfo;
  /**
   * Transport interruptions.
   */
  transports: Transport[];
  /**
   * Human victims.
   */
  victims: Victim[];
  /**
   * Animal victims.
   */
  animalVictims: AnimalVictim[];
}

// v2/occurrences-response
/**
 * Success envelope of GET /api/v2/occurrences (api-v2 2.1, 2.2, 4.1).
 */
export interface OccurrencesResponse {
  /**
   * Human-readable message.
   */
  msg: "Success in filtering occurrences";
  msgCode: "success";
  /**
   * HTTP status code; 200 on success.
   */
  code: 200;
  pageMeta: PageMeta;
  data: Occurrence[];
}

// v2/page-meta
/**
 * Paging metadata of the v2 occurrences response (api-v2 2.2).
 */
export interface PageMeta {
  /**
   * Current page, starting at 1.
   */
  page: number;
  /**
   * Items per page.
   */
  take: number;
  /**
   * Total items matching the filters.
   */
  itemCount: number;
  /**
   * Total pages: itemCount divided by take, rounded up.
   */
  pageCount: number;
  /**
   * False on page 1.
   */
  hasPreviousPage: boolean;
  /**
   * True while page is below pageCount.
   */
  hasNextPage: boolean;
}

// v2/political-ref
/**
 * Political office or its status of a victim (api-v2 2.6): {id, name, type} with type Politico.
 */
export interface PoliticalRef {
  id: string;
  name: string;
  type: "Politico";
}

// v2/qualification-name
/**
 * The closed list of victim qualifications of api-v2 2.10. The item shape of victim.qualifications is not shown; the mock's items are {id, name} with a name from this list.
 */
export type QualificationName =
  | "Agente de segurança"
  | "Político"
  | "Entregador / motoboy"
  | "Motorista de aplicativo"
  | "Mototaxista"
  | "Outros"
  | "Rifeiro"
  | "Vendedor ambulante"
  | "Ex-detento"
  | "Grávida"
  | "Não identificado";

// v2/reason-name
/**
 * The closed list of reasons of api-v2 2.8 (mainReason.name, complementaryReasons). Both Homicídio/Tentativa and the sample payload's spelling Homicidio/Tentativa are accepted.
 */
export type ReasonName =
  | "Ação policial"
  | "Arrastão"
  | "Ataque a civis"
  | "Briga"
  | "Disparo acidental"
  | "Disputa"
  | "Execução"
  | "Homicídio/Tentativa"
  | "Homicidio/Tentativa"
  | "Não identificado"
  | "Operação policial"
  | "Outro"
  | "Rebelião/fuga de presos"
  | "Sequestro/Cárcere privado"
  | "Suicídio"
  | "Tentativa/roubo"
  | "Tentativa/roubo a banco"
  | "Tentativa/roubo de cargas"
  | "Tiros a esmo"
  | "Tortura";

// v2/reason-ref
/**
 * The main reason of an occurrence (api-v2 2.4): {id, name} with a name from 2.8.
 */
export interface ReasonRef {
  id: string;
  name: ReasonName;
}

// v2/region-ref
/**
 * The region of an occurrence (api-v2 2.3).
 */
export interface RegionRef {
  /**
   * Region record id.
   */
  id: string;
  /**
   * Region name.
   */
  region: string;
  /**
   * State of the region.
   */
  state: string;
  /**
   * Whether the region is enabled.
   */
  enabled: boolean;
}

// v2/service-status
/**
 * Service status of a victim (api-v2 2.6): {id, name, type} with type Servico.
 */
export interface ServiceStatus {
  id: string;
  name: string;
  type: "Servico";
}

// v2/state-ref
/**
 * A state as referenced by an occurrence or a city (api-v2 2.3, 2.11); also an item of GET /api/v2/states.
 */
export interface StateRef {
  /**
   * State record id.
   */
  id: string;
  /**
   * State name.
   */
  name: string;
}

// v2/states-response
/**
 * Envelope of GET /api/v2/states: not in the spec, but real clients call it (docs/contract.md).
 */
export interface StatesResponse {
  msg: string;
  msgCode: "success";
  code: 200;
  data: StateRef[];
}

// v2/transport
/**
 * A transport interruption (api-v2 2.5).
 */
export interface Transport {
  /**
   * Identifier of the transport-occurrence link.
   */
  id: string;
  /**
   * Related occurrence.
   */
  occurrenceId: string;
  /**
   * Kind of transport affected.
   */
  transport: string;
  /**
   * True when the transport was interrupted.
   */
  interruptedTransport: boolean;
  /**
   * When the transport was interrupted.
   */
  dateInterruption: string;
  /**
   * When the transport resumed.
   */
  releaseDate: string;
  /**
   * Extra description of the effect.
   */
  transportDescription: string;
}

// v2/victim
/**
 * A human victim (api-v2 2.6).
 */
export interface Victim {
  /**
   * Identifier of the victim.
   */
  id: string;
  /**
   * Related occurrence.
   */
  occurrenceId: string;
  /**
   * Kind of victim; People for human victims.
   */
  type: "People";
  /**
   * Situation of the victim. Allowed values: not shown; real payloads carry Dead and Wounded.
   */
  situation: string;
  /**
   * Circumstances that led to the victim's state. Item shape: not shown.
   */
  circumstances: unknown[];
  /**
   * Date and time of death, when applicable.
   */
  deathDate: string | null;
  /**
   * Kind of person, for example Civilian, or an agent. Allowed values: not shown.
   */
  personType: string;
  /**
   * Age.
   */
  age: number | null;
  ageGroup: IdName;
  genre: IdName;
  /**
   * Race. Shape when non-null: not shown; real payloads send a plain string such as "Não identificado".
   */
  race: unknown;
  place: IdName;
  serviceStatus: ServiceStatus;
  /**
   * Relevant characteristics (2.10). Item shape: not shown.
   */
  qualifications: unknown[];
  politicalPosition: PoliticalRef;
  politicalStatus: PoliticalRef;
  /**
   * Political party. Shape when non-null: not shown; real payloads send null.
   */
  partie: unknown;
  coorporation: IdName;
  /**
   * Security-agent rank or position. Shape when non-null: not shown; real payloads send {id, name, type}.
   */
  agentPosition: unknown;
  agentStatus: AgentStatus;
  /**
   * Unit of the victim; may be an empty string.
   */
  unit: string;
}

// Observed variants: the known departures of schemas/departures/ applied at their departsFrom.
/**
 * v1/occurrence-row as the real service sends it: the spec's V1OccurrenceRow with departures/v1-agent-presence-flag, departures/v1-area-hundredths, departures/v1-coordinate-string, departures/v1-date-only, departures/v1-extra-columns, departures/v1-source-absent applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedV1OccurrenceRow = Omit<
  V1OccurrenceRow,
  | "latitude_ocorrencia"
  | "longitude_ocorrencia"
  | "data_ocorrencia"
  | "presen_agen_segur_ocorrencia"
  | "fonte_ocorrencia"
  | "area_cidade"
> & {
  latitude_ocorrencia: V1OccurrenceRow["latitude_ocorrencia"] | V1CoordinateString;
  longitude_ocorrencia: V1OccurrenceRow["longitude_ocorrencia"] | V1CoordinateString;
  data_ocorrencia: V1OccurrenceRow["data_ocorrencia"] | V1DateOnly;
  presen_agen_segur_ocorrencia: V1AgentPresenceFlag;
  fonte_ocorrencia?: V1OccurrenceRow["fonte_ocorrencia"];
  area_cidade: V1AreaHundredths;
};

/**
 * v1/occurrences-response as the real service sends it: the spec's V1OccurrencesResponse with the observed types of the schemas it references (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedV1OccurrencesResponse = Array<ObservedV1OccurrenceRow>;

/**
 * v2/animal-victim as the real service sends it: the spec's AnimalVictim with departures/animal-type-object applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedAnimalVictim = Omit<AnimalVictim, "animalType"> & {
  animalType: AnimalVictim["animalType"] | AnimalTypeAsObject;
};

/**
 * v2/clipping as the real service sends it: the spec's Clipping with the observed types of the schemas it references (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedClipping = Omit<Clipping, "name"> & { name: ObservedClippingName };

/**
 * v2/clipping-name as the real service sends it: the spec's ClippingName with departures/clipping-name-unlisted applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedClippingName = ClippingName | ClippingNameUnlisted;

/**
 * v2/context-info as the real service sends it: the spec's ContextInfo with the observed types of the schemas it references (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedContextInfo = Omit<ContextInfo, "mainReason" | "clippings"> & {
  mainReason: ObservedReasonRef;
  clippings: Array<ObservedClipping>;
};

/**
 * v2/mock/reason-item as the real service sends it: the spec's MockReasonItem with the observed types of the schemas it references (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedMockReasonItem = Omit<MockReasonItem, "name"> & { name: ObservedReasonName };

/**
 * v2/occurrence as the real service sends it: the spec's Occurrence with departures/coordinate-decimals, departures/coordinate-whitespace, departures/related-record-string applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedOccurrence = Omit<
  Occurrence,
  | "latitude"
  | "longitude"
  | "relatedRecord"
  | "contextInfo"
  | "transports"
  | "victims"
  | "animalVictims"
> & {
  latitude: CoordinateDecimals | CoordinateWithWhitespace;
  longitude: CoordinateDecimals | CoordinateWithWhitespace;
  relatedRecord: RelatedRecordAsString;
  contextInfo: ObservedContextInfo;
  transports: Array<ObservedTransport>;
  victims: Array<ObservedVictim>;
  animalVictims: Array<ObservedAnimalVictim>;
};

/**
 * v2/occurrences-response as the real service sends it: the spec's OccurrencesResponse with the observed types of the schemas it references (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedOccurrencesResponse = Omit<OccurrencesResponse, "data"> & {
  data: Array<ObservedOccurrence>;
};

/**
 * v2/reason-name as the real service sends it: the spec's ReasonName with departures/reason-name-case applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedReasonName = ReasonName | ReasonNameCaseVariant;

/**
 * v2/reason-ref as the real service sends it: the spec's ReasonRef with the observed types of the schemas it references (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedReasonRef = Omit<ReasonRef, "name"> & { name: ObservedReasonName };

/**
 * v2/transport as the real service sends it: the spec's Transport with departures/release-date-null, departures/transport-object applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedTransport = Omit<Transport, "transport" | "releaseDate"> & {
  transport: Transport["transport"] | TransportAsObject;
  releaseDate: Transport["releaseDate"] | ReleaseDateNull;
};

/**
 * v2/victim as the real service sends it: the spec's Victim with departures/typed-item applied (schemas/departures/). Narrow before reading a field whose shapes differ.
 */
export type ObservedVictim = Omit<Victim, "circumstances" | "qualifications"> & {
  circumstances: Array<TypedItem>;
  qualifications: Array<TypedItem>;
};
