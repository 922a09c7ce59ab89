import type { SchemaName } from "../../src/schemas";

/**
 * The spec's tables, copied by hand from api-v2.md and api-v1.md, so that a schema that renames,
 * drops or invents a field fails a test.
 */

/** Fields of each resource table (every one required), by the schema that enforces it. */
export const SPEC_RESOURCE_FIELDS: ReadonlyArray<readonly [SchemaName, string, readonly string[]]> =
  [
    ["v2/occurrences-response", "api-v2 2.1", ["msg", "msgCode", "code", "pageMeta", "data"]],
    ["v2/cities-response", "api-v2 2.1, 4.2", ["msg", "msgCode", "code", "data"]],
    [
      "v2/page-meta",
      "api-v2 2.2",
      ["page", "take", "itemCount", "pageCount", "hasPreviousPage", "hasNextPage"],
    ],
    [
      "v2/occurrence",
      "api-v2 2.3",
      [
        "id",
        "documentNumber",
        "address",
        "state",
        "region",
        "city",
        "neighborhood",
        "subNeighborhood",
        "locality",
        "latitude",
        "longitude",
        "date",
        "policeAction",
        "agentPresence",
        "relatedRecord",
        "contextInfo",
        "transports",
        "victims",
        "animalVictims",
      ],
    ],
    ["v2/state-ref", "api-v2 2.3 state", ["id", "name"]],
    ["v2/region-ref", "api-v2 2.3 region", ["id", "region", "state", "enabled"]],
    ["v2/city-ref", "api-v2 2.3 city", ["id", "name"]],
    ["v2/neighborhood-ref", "api-v2 2.3 neighborhood", ["id", "name"]],
    [
      "v2/context-info",
      "api-v2 2.4",
      ["mainReason", "complementaryReasons", "clippings", "massacre", "policeUnit"],
    ],
    ["v2/reason-ref", "api-v2 2.4 mainReason", ["id", "name"]],
    ["v2/clipping", "api-v2 2.4 clippings", ["id", "name"]],
    [
      "v2/transport",
      "api-v2 2.5",
      [
        "id",
        "occurrenceId",
        "transport",
        "interruptedTransport",
        "dateInterruption",
        "releaseDate",
        "transportDescription",
      ],
    ],
    [
      "v2/victim",
      "api-v2 2.6",
      [
        "id",
        "occurrenceId",
        "type",
        "situation",
        "circumstances",
        "deathDate",
        "personType",
        "age",
        "ageGroup",
        "genre",
        "race",
        "place",
        "serviceStatus",
        "qualifications",
        "politicalPosition",
        "politicalStatus",
        "partie",
        "coorporation",
        "agentPosition",
        "agentStatus",
        "unit",
      ],
    ],
    ["v2/id-name", "api-v2 2.6 ageGroup, genre, place, coorporation", ["id", "name"]],
    ["v2/service-status", "api-v2 2.6 serviceStatus", ["id", "name", "type"]],
    ["v2/political-ref", "api-v2 2.6 politicalPosition, politicalStatus", ["id", "name", "type"]],
    ["v2/agent-status", "api-v2 2.6 agentStatus", ["id", "name", "type"]],
    [
      "v2/animal-victim",
      "api-v2 2.7",
      [
        "id",
        "occurrenceId",
        "name",
        "type",
        "animalType",
        "situation",
        "circumstances",
        "deathDate",
      ],
    ],
    ["v2/city", "api-v2 2.11", ["id", "name", "state"]],
  ];

/** The v1 occurrence columns, in the order of api-v1.md 4.2 (and of the table in 2.1). */
export const SPEC_V1_OCCURRENCE_COLUMNS = [
  "id_ocorrencia",
  "local_ocorrencia",
  "latitude_ocorrencia",
  "longitude_ocorrencia",
  "data_ocorrencia",
  "hora_ocorrencia",
  "presen_agen_segur_ocorrencia",
  "qtd_morto_civil_ocorrencia",
  "qtd_morto_agen_segur_ocorrencia",
  "qtd_ferido_civil_ocorrencia",
  "qtd_ferido_agen_segur_ocorrencia",
  "fonte_ocorrencia",
  "estado_id",
  "cidade_id",
  "nome_cidade",
  "cod_ibge_cidade",
  "gentilico_cidade",
  "populacao_cidade",
  "area_cidade",
  "densidade_demo_cidade",
  "nome_estado",
  "uf_estado",
  "cod_ibge_estado",
] as const;

/** The v1 city columns, in the order of api-v1.md 4.4 (and of the table in 2.2). */
export const SPEC_V1_CITY_COLUMNS = [
  "CidadeId",
  "EstadoId",
  "Cidade",
  "CodigoIBGE",
  "Gentilico",
  "Populacao",
  "Area",
  "DensidadeDemografica",
  "PIBPrecoCorrente",
] as const;

/** Parameters of each endpoint's parameter table, by the query schema that enforces it. */
export const SPEC_QUERY_PARAMETERS: ReadonlyArray<
  readonly [SchemaName, string, readonly string[]]
> = [
  [
    "query/v2-occurrences",
    "api-v2 4.1",
    ["order", "page", "take", "idState", "idCities", "initialdate", "finaldate", "typeOccurrence"],
  ],
  ["query/v2-cities", "api-v2 4.2", ["cityId", "cityName", "stateId"]],
  [
    "query/v1-occurrences",
    "api-v1 4.1",
    ["estado_id[]", "cidade_id[]", "data_ocorrencia[gt]", "data_ocorrencia[lt]", "field[]"],
  ],
  [
    "query/v1-cities",
    "api-v1 4.3",
    ["Populacao[gt]", "Populacao[lt]", "EstadoId", "Cidade[lk]", "field[]"],
  ],
  ["query/no-parameters", "api-v1 4.2, 4.4", []],
];

/** Every endpoint of both documents (and those real clients call), with its query and answer. */
export const ENDPOINTS: ReadonlyArray<readonly [string, SchemaName, SchemaName]> = [
  ["GET /api/v2/occurrences", "query/v2-occurrences", "v2/occurrences-response"],
  ["GET /api/v2/cities", "query/v2-cities", "v2/cities-response"],
  ["GET /api/v2/states", "query/no-parameters", "v2/states-response"],
  ["GET /api/v1/occurrences", "query/v1-occurrences", "v1/occurrences-response"],
  ["GET /api/v1/occurrences/definitions", "query/no-parameters", "v1/occurrence-definitions"],
  ["GET /api/v1/cities", "query/v1-cities", "v1/cities-response"],
  ["GET /api/v1/cities/definitions", "query/no-parameters", "v1/city-definitions"],
];

/** The names of api-v2 2.8; the spec also states the sample payload's Homicidio/Tentativa. */
export const SPEC_REASONS = [
  "Ação policial",
  "Arrastão",
  "Ataque a civis",
  "Briga",
  "Disparo acidental",
  "Disputa",
  "Execução",
  "Homicídio/Tentativa",
  "Homicidio/Tentativa",
  "Não identificado",
  "Operação policial",
  "Outro",
  "Rebelião/fuga de presos",
  "Sequestro/Cárcere privado",
  "Suicídio",
  "Tentativa/roubo",
  "Tentativa/roubo a banco",
  "Tentativa/roubo de cargas",
  "Tiros a esmo",
  "Tortura",
];

/** The categories of api-v2 2.9. */
export const SPEC_CLIPPINGS = [
  "Ataque a político",
  "Ataques armados sob rodas",
  "Bar",
  "Feminicídio",
  "Outros",
  "Perseguição",
  "Presídio",
  "Shopping",
  "Tiros de helicópteros",
  "Tiroteio contínuo",
];

/** The categories of api-v2 2.10 (names without their parenthesised explanations). */
export const SPEC_QUALIFICATIONS = [
  "Agente de segurança",
  "Político",
  "Entregador / motoboy",
  "Motorista de aplicativo",
  "Mototaxista",
  "Outros",
  "Rifeiro",
  "Vendedor ambulante",
  "Ex-detento",
  "Grávida",
  "Não identificado",
];

/** Formats the spec states: [schema, JSON pointer into its file, format]. */
export const SPEC_FORMATS: ReadonlyArray<readonly [SchemaName, string, string]> = [
  ["v2/occurrence", "/properties/id", "uuid"],
  ["v2/occurrence", "/properties/date", "date-time"],
  ["v2/state-ref", "/properties/id", "uuid"],
  ["v2/region-ref", "/properties/id", "uuid"],
  ["v2/city-ref", "/properties/id", "uuid"],
  ["v2/neighborhood-ref", "/properties/id", "uuid"],
  ["v2/reason-ref", "/properties/id", "uuid"],
  ["v2/clipping", "/properties/id", "uuid"],
  ["v2/transport", "/properties/id", "uuid"],
  ["v2/transport", "/properties/occurrenceId", "uuid"],
  ["v2/transport", "/properties/dateInterruption", "date-time"],
  ["v2/transport", "/properties/releaseDate", "date-time"],
  ["v2/victim", "/properties/id", "uuid"],
  ["v2/victim", "/properties/occurrenceId", "uuid"],
  ["v2/victim", "/properties/deathDate", "date-time"],
  ["v2/id-name", "/properties/id", "uuid"],
  ["v2/animal-victim", "/properties/id", "uuid"],
  ["v2/animal-victim", "/properties/occurrenceId", "uuid"],
  ["v2/animal-victim", "/properties/deathDate", "date-time"],
  ["v2/city", "/properties/id", "uuid"],
  ["query/v2-occurrences", "/properties/idState", "uuid"],
  ["query/v2-occurrences", "/properties/idCities/items", "uuid"],
  ["query/v2-occurrences", "/properties/initialdate", "date"],
  ["query/v2-occurrences", "/properties/finaldate", "date"],
  ["query/v2-cities", "/properties/cityId", "uuid"],
  ["query/v2-cities", "/properties/stateId", "uuid"],
  ["query/v1-occurrences", "/properties/data_ocorrencia[gt]", "date"],
  ["query/v1-occurrences", "/properties/data_ocorrencia[lt]", "date"],
];

/** Constants the spec states: [schema, JSON pointer into its file, value]. */
export const SPEC_CONSTS: ReadonlyArray<readonly [SchemaName, string, unknown]> = [
  ["v2/occurrences-response", "/properties/code", 200],
  ["v2/occurrences-response", "/properties/msgCode", "success"],
  ["v2/occurrences-response", "/properties/msg", "Success in filtering occurrences"],
  ["v2/cities-response", "/properties/code", 200],
  ["v2/cities-response", "/properties/msgCode", "success"],
  ["v2/cities-response", "/properties/msg", "Successfully returned cities"],
  ["v2/victim", "/properties/type", "People"],
  ["v2/animal-victim", "/properties/type", "Animal"],
  ["v2/service-status", "/properties/type", "Servico"],
  ["v2/political-ref", "/properties/type", "Politico"],
  ["v2/agent-status", "/properties/type", "Agente"],
];

/** Every place the spec marks "not shown": [schema, JSON pointer into its file]. */
export const SPEC_UNSPECIFIED: ReadonlyArray<readonly [SchemaName, string]> = [
  ["v2/occurrence", "/properties/subNeighborhood"],
  ["v2/occurrence", "/properties/locality"],
  ["v2/occurrence", "/properties/relatedRecord"],
  ["v2/context-info", "/properties/complementaryReasons/items"],
  ["v2/victim", "/properties/race"],
  ["v2/victim", "/properties/partie"],
  ["v2/victim", "/properties/agentPosition"],
  ["v2/victim", "/properties/circumstances/items"],
  ["v2/victim", "/properties/qualifications/items"],
  ["v2/animal-victim", "/properties/circumstances/items"],
  ["v1/city-row", "/properties/PIBPrecoCorrente"],
];
