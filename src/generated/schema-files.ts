/* DO NOT EDIT. Generated from schemas/ by `npm run generate` (generators/generate-types.ts). */
import type { SchemaFile } from "../schemas/schema-file";

/**
 * Every schema file of schemas/, sorted by name, as data: what the registry, the departures
 * and the world read, so that no file is read at run time. Shared objects: do not mutate.
 */
export const SCHEMA_FILES: readonly SchemaFile[] = [
  {
    name: "common/parameter-problem",
    path: "schemas/common/parameter-problem.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/common/parameter-problem.json",
      title: "ParameterProblem",
      description:
        "One bad request parameter, as listed in the mock's error bodies (the spec shows no error body; this is the mock's design).",
      type: "object",
      required: ["parameter", "message", "accepted"],
      properties: {
        parameter: {
          type: "string",
          description: "The parameter name exactly as sent, e.g. take or estado_id[].",
        },
        message: { type: "string", description: "What is wrong, in words a person reads." },
        accepted: {
          type: "string",
          description: "The accepted form, e.g. an integer from 1 to 5000.",
        },
        received: { description: "The value received, when there was one.", tsType: "unknown" },
      },
    },
  },
  {
    name: "common/profile-settings",
    path: "schemas/common/profile-settings.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/common/profile-settings.json",
      title: "ProfileSettings",
      description:
        "The settings.json of a profile folder: the choices where the spec is silent that a capture settled (learn writes it), which serve --profile DIR honours and conform --profile DIR expects. Not part of the service's contract: the kit's own file, read as untrusted input.",
      type: "object",
      additionalProperties: false,
      properties: {
        v1Bounds: {
          enum: ["inclusive", "exclusive"],
          description: "v1 [gt]/[lt]: the bound's day (value) kept or dropped (serve --v1-bounds).",
        },
        v1ReversedRange: {
          enum: ["empty", "swap"],
          description:
            "A v1 data_ocorrencia range with [gt] after [lt]: empty, or the range between them (serve --v1-reversed-range).",
        },
        defaultTake: {
          type: "integer",
          minimum: 1,
          maximum: 1000000,
          description:
            "take of the v2 occurrences list when a request has none (serve --default-take).",
        },
        maxTake: {
          type: "integer",
          minimum: 1,
          maximum: 1000000,
          description: "The largest take answered (serve --max-take).",
        },
        defaultOrder: {
          enum: ["ASC", "DESC"],
          description:
            "order of the v2 occurrences list when a request has none (serve --default-order).",
        },
        unknownParameters: {
          enum: ["reject", "ignore"],
          description:
            "A v2 query parameter the endpoint does not list: a 400, or ignored (serve --unknown-parameters).",
        },
        evidence: {
          type: "object",
          description:
            "Why each choice was settled, by name, in words; also choices seen that no option changes (v1RowOrder, v2DateBounds).",
          maxProperties: 64,
          additionalProperties: { type: "string", maxLength: 2000 },
        },
        undecided: {
          type: "object",
          description: "Choices the capture could not settle, by name, with why.",
          maxProperties: 64,
          additionalProperties: { type: "string", maxLength: 2000 },
        },
      },
    },
  },
  {
    name: "departures/animal-type-object",
    path: "schemas/departures/animal-type-object.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/animal-type-object.json",
      title: "AnimalTypeAsObject",
      description:
        "Known departure of the real service: animalVictims[].animalType is an object {id, type}, where api-v2 2.7 types it a string.",
      "x-departure": {
        departsFrom: "v2/animal-victim#/properties/animalType",
        summary: "animalType is an object {id, type}",
        seen: 'animalVictims[].animalType as {"id": "<uuid>", "type": "Cachorro"}; types seen: Cachorro, Gato',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 1,
      },
      type: "object",
      required: ["id", "type"],
      properties: {
        id: { type: "string", format: "uuid", description: "Animal kind id." },
        type: {
          type: "string",
          description: "Animal kind, e.g. Cachorro.",
          "x-faker": { fn: "helpers.arrayElement", args: [["Cachorro", "Gato"]] },
        },
      },
    },
  },
  {
    name: "departures/clipping-name-unlisted",
    path: "schemas/departures/clipping-name-unlisted.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/clipping-name-unlisted.json",
      title: "ClippingNameUnlisted",
      description:
        "Known departure of the real service: clipping names outside the table of api-v2 2.9. The rule is any name outside the table (a variant spelling or a new category); the names seen are its evidence, and the mock sends them.",
      "x-departure": {
        departsFrom: "v2/clipping-name#",
        summary: "a clipping name outside the spec's table",
        seen: 'clippings[].name Ataques armados sobre rodas (the spec says "sob rodas") and Transfobia',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 0.15,
      },
      type: "string",
      "x-faker": {
        fn: "helpers.arrayElement",
        args: [["Ataques armados sobre rodas", "Transfobia"]],
      },
      minLength: 1,
    },
  },
  {
    name: "departures/coordinate-decimals",
    path: "schemas/departures/coordinate-decimals.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/coordinate-decimals.json",
      title: "CoordinateDecimals",
      description:
        "What the real service sends in latitude/longitude: decimal strings with 4 to 15 decimals, where the examples of api-v2 show 10. The spec's pattern accepts any number of decimals, so this is an observed distribution, never a violation nor a departure reported under spec; the overlay states production's shape for the mock (which draws the count of decimals from x-decimals) and for clients.",
      "x-departure": {
        departsFrom: ["v2/occurrence#/properties/latitude", "v2/occurrence#/properties/longitude"],
        summary: "coordinates carry 4 to 15 decimals",
        seen: 'latitude/longitude with 4 to 15 decimals, e.g. "-12.8524948" (7) and "-38.4858851919" (10); fewer occur, down to 4',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 1,
        withinSpec: true,
      },
      type: "string",
      pattern: "^[-+]?[0-9]{1,3}\\.[0-9]{4,15}$",
      "x-decimals": { min: 4, max: 15 },
    },
  },
  {
    name: "departures/coordinate-whitespace",
    path: "schemas/departures/coordinate-whitespace.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/coordinate-whitespace.json",
      title: "CoordinateWithWhitespace",
      description:
        "Known departure of the real service: latitude/longitude strings with a leading space or a trailing tab (dirty data the service does not clean). The mock sends it only with serve --dirty.",
      "x-departure": {
        departsFrom: ["v2/occurrence#/properties/latitude", "v2/occurrence#/properties/longitude"],
        summary: "coordinate with stray whitespace",
        seen: 'latitude/longitude " -38.4858851919" (leading space) and "-12.8524948\\t" (trailing tab)',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 0.05,
        dirty: true,
      },
      type: "string",
      pattern: "^\\s+[-+]?[0-9]{1,3}(\\.[0-9]+)?\\s*$|^[-+]?[0-9]{1,3}(\\.[0-9]+)?\\s+$",
    },
  },
  {
    name: "departures/reason-name-case",
    path: "schemas/departures/reason-name-case.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/reason-name-case.json",
      title: "ReasonNameCaseVariant",
      description:
        "Known departure of the real service: reason names (mainReason.name, complementaryReasons) of the table of api-v2 2.8 spelled in another letter case. The rule is any name of the table in another case (x-case-variant, the names read from the spec's table); the names seen are its evidence, and the mock spells names with each word capitalised, as they were seen.",
      "x-departure": {
        departsFrom: "v2/reason-name#",
        summary: "a name of the reasons table in another letter case",
        seen: "mainReason.name and complementaryReasons names with each word capitalised: Tentativa/Roubo, Sequestro/Cárcere Privado, Disparo Acidental (the table: Tentativa/roubo, Sequestro/Cárcere privado, Disparo acidental)",
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 0.5,
      },
      type: "string",
      "x-case-variant": "title",
    },
  },
  {
    name: "departures/related-record-string",
    path: "schemas/departures/related-record-string.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/related-record-string.json",
      title: "RelatedRecordAsString",
      description:
        'What the real service sends in relatedRecord, whose shape api-v2 2.3 leaves open: most often "", sometimes "#<n>", sometimes null. The spec accepts any value here, so it never fails validation; the overlay states production\'s shape for the mock and for clients.',
      "x-departure": {
        departsFrom: "v2/occurrence#/properties/relatedRecord",
        summary: 'relatedRecord is "", "#<n>" or null',
        seen: 'relatedRecord "" (most), "#70170", null',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 1,
        withinSpec: true,
      },
      type: ["string", "null"],
      pattern: "^(#[0-9]+)?$",
      "x-faker": {
        fn: "helpers.arrayElement",
        args: [["", "", "", "", "", "#70170", "#58214", null, null]],
      },
    },
  },
  {
    name: "departures/release-date-null",
    path: "schemas/departures/release-date-null.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/release-date-null.json",
      title: "ReleaseDateNull",
      description:
        "Known departure of the real service: transports[].releaseDate can be null, where api-v2 2.5 types it a timestamp.",
      "x-departure": {
        departsFrom: "v2/transport#/properties/releaseDate",
        summary: "releaseDate is null",
        seen: "transports[].releaseDate: null",
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 0.3,
      },
      type: "null",
    },
  },
  {
    name: "departures/transport-object",
    path: "schemas/departures/transport-object.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/transport-object.json",
      title: "TransportAsObject",
      description:
        "Known departure of the real service: transports[].transport is an object {id, name}, where api-v2 2.5 types it a string.",
      "x-departure": {
        departsFrom: "v2/transport#/properties/transport",
        summary: "transport is an object {id, name}",
        seen: 'transports[].transport as {"id": "<uuid>", "name": "Ônibus"}; names seen: Ônibus, Via',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 1,
      },
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "string", format: "uuid", description: "Transport kind id." },
        name: {
          type: "string",
          description: "Transport kind, e.g. Ônibus.",
          "x-faker": { fn: "helpers.arrayElement", args: [["Ônibus", "Via"]] },
        },
      },
    },
  },
  {
    name: "departures/typed-item",
    path: "schemas/departures/typed-item.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/typed-item.json",
      title: "TypedItem",
      description:
        "What the real service sends as victim circumstances and qualifications items, whose shape api-v2 2.6/2.7 leaves open: {id, name, type}. The spec accepts any item, so it never fails validation; the overlay states production's shape for the mock and for clients.",
      "x-departure": {
        departsFrom: [
          "v2/victim#/properties/circumstances/items",
          "v2/victim#/properties/qualifications/items",
        ],
        summary: "circumstance and qualification items carry a type field",
        seen: '{"id", "name": "Bala perdida", "type": "both"}, {"id", "name": "Não identificado", "type": ""}; qualification names PPTE and "Mototaxista " (trailing space)',
        where:
          'v2 /api/v2/occurrences answers captured from the real service and published by its users (Salvador and Recife areas); docs/contract.md "What real captured payloads show"',
        since: "2025",
        share: 1,
        withinSpec: true,
      },
      type: "object",
      required: ["id", "name", "type"],
      properties: {
        id: { type: "string", format: "uuid", description: "Item id." },
        name: { type: "string", description: "Item name." },
        type: {
          type: "string",
          description: "Item kind as production sends it (both, or empty).",
          "x-faker": { fn: "helpers.arrayElement", args: [["both", ""]] },
        },
      },
    },
  },
  {
    name: "departures/v1-agent-presence-flag",
    path: "schemas/departures/v1-agent-presence-flag.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/v1-agent-presence-flag.json",
      title: "V1AgentPresenceFlag",
      description:
        "What the real service sends in v1 presen_agen_segur_ocorrencia: 0 or 1 (presence). api-v1 shows 0 and leaves other values open, so every such value is one the spec accepts: an observed encoding, never a violation nor a departure.",
      "x-departure": {
        departsFrom: "v1/occurrence-row#/properties/presen_agen_segur_ocorrencia",
        summary: "presen_agen_segur_ocorrencia is 0 or 1",
        seen: "1 in 3,586 of 13,514 rows, 0 in the rest",
        where:
          'v1 /api/v1/occurrences answers captured from the real service with its v1 R client and published as the replication data of a study: 13,514 rows, Rio de Janeiro area 2019-01-01…2020-12-20, Recife area 2019-12-20…2020-07-01; docs/profiles.md "v1 as the service answers it"',
        since: "2019",
        share: 1,
        withinSpec: true,
      },
      type: "integer",
      enum: [0, 1],
    },
  },
  {
    name: "departures/v1-area-hundredths",
    path: "schemas/departures/v1-area-hundredths.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/v1-area-hundredths.json",
      title: "V1AreaHundredths",
      description:
        "What the real service sends in v1 area_cidade: the city's area in hundredths of a km² (km² × 100), an integer. api-v1 leaves the unit open, so every such value is one the spec accepts: an observed unit, never a violation nor a departure.",
      "x-departure": {
        departsFrom: "v1/occurrence-row#/properties/area_cidade",
        summary: "area_cidade is in km² × 100",
        seen: "area_cidade of Recife 21884 (218.84 km²), of Rio de Janeiro 120029 (1,200.29 km²)",
        where:
          'v1 /api/v1/occurrences answers captured from the real service with its v1 R client and published as the replication data of a study: 13,514 rows, Rio de Janeiro area 2019-01-01…2020-12-20, Recife area 2019-12-20…2020-07-01; docs/profiles.md "v1 as the service answers it"',
        since: "2019",
        share: 1,
        withinSpec: true,
      },
      type: "integer",
      minimum: 0,
    },
  },
  {
    name: "departures/v1-coordinate-string",
    path: "schemas/departures/v1-coordinate-string.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/v1-coordinate-string.json",
      title: "V1CoordinateString",
      description:
        "Known departure of the real service: v1 latitude_ocorrencia/longitude_ocorrencia are decimal numbers written as JSON strings, where api-v1 2.1 types them number.",
      "x-departure": {
        departsFrom: [
          "v1/occurrence-row#/properties/latitude_ocorrencia",
          "v1/occurrence-row#/properties/longitude_ocorrencia",
        ],
        summary: "latitude_ocorrencia/longitude_ocorrencia are decimal strings",
        seen: '"-8.0951587000", "-22.8823400000": strings with 10 decimals in every row',
        where:
          'v1 /api/v1/occurrences answers captured from the real service with its v1 R client and published as the replication data of a study: 13,514 rows, Rio de Janeiro area 2019-01-01…2020-12-20, Recife area 2019-12-20…2020-07-01; docs/profiles.md "v1 as the service answers it"',
        since: "2019",
        share: 1,
      },
      type: "string",
      pattern: "^-?[0-9]{1,3}\\.[0-9]+$",
    },
  },
  {
    name: "departures/v1-date-only",
    path: "schemas/departures/v1-date-only.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/v1-date-only.json",
      title: "V1DateOnly",
      description:
        'Known departure of the real service: v1 data_ocorrencia is a date alone (YYYY-MM-DD), the time being in hora_ocorrencia ("00:00:00" when unknown), where api-v1 2.1 shows YYYY-MM-DD HH:MM:SS.',
      "x-departure": {
        departsFrom: "v1/occurrence-row#/properties/data_ocorrencia",
        summary: "data_ocorrencia is a date alone",
        seen: 'data_ocorrencia "2020-01-01" in every row, the time in hora_ocorrencia ("00:00:00" in 1,305 of 1,777 Recife rows)',
        where:
          'v1 /api/v1/occurrences answers captured from the real service with its v1 R client and published as the replication data of a study: 13,514 rows, Rio de Janeiro area 2019-01-01…2020-12-20, Recife area 2019-12-20…2020-07-01; docs/profiles.md "v1 as the service answers it"',
        since: "2019",
        share: 1,
      },
      type: "string",
      pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
    },
  },
  {
    name: "departures/v1-extra-columns",
    path: "schemas/departures/v1-extra-columns.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/v1-extra-columns.json",
      title: "V1ExtraColumns",
      description:
        "Known departure of the real service: v1 occurrence rows carry columns api-v1 2.1 does not list (victim breakdowns, reasons, clippings, road blocking). The spec's row is open, so only --strict reports them; an overlay of kind extra-fields.",
      "x-departure": {
        departsFrom: "v1/occurrence-row#",
        summary: "occurrence rows carry 41 columns the spec does not list",
        seen: 'homem_qtd_mortos_oc, mulher_qtd_feridos_oc, chacina_oc, bala_perdida_oc, interior_residencia_oc, vitima_crianca_oc, informacao_via_oc, descricao_via_interrompida_oc, outros_recortes, motivo_principal, motivo_complementar and 30 more; some hold comma-joined lists ("Residência,Bala perdida"), one holds the string "null" in 41 rows',
        where:
          'v1 /api/v1/occurrences answers captured from the real service with its v1 R client and published as the replication data of a study: 13,514 rows, Rio de Janeiro area 2019-01-01…2020-12-20, Recife area 2019-12-20…2020-07-01; docs/profiles.md "v1 as the service answers it"',
        since: "2019",
        share: 1,
        kind: "extra-fields",
      },
      type: "object",
    },
  },
  {
    name: "departures/v1-source-absent",
    path: "schemas/departures/v1-source-absent.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/departures/v1-source-absent.json",
      title: "V1SourceAbsent",
      description:
        "Known departure of the real service: v1 occurrence rows carry no fonte_ocorrencia, a column api-v1 2.1 lists (and 4.2's definitions name). An overlay of kind absent: the field is left out, so the overlay's own shape is no value at all.",
      "x-departure": {
        departsFrom: "v1/occurrence-row#/properties/fonte_ocorrencia",
        summary: "fonte_ocorrencia is absent",
        seen: "no fonte_ocorrencia in any of the 13,514 rows (the rows had 63 columns: the spec's 23 but this one, and 41 more)",
        where:
          'v1 /api/v1/occurrences answers captured from the real service with its v1 R client and published as the replication data of a study: 13,514 rows, Rio de Janeiro area 2019-01-01…2020-12-20, Recife area 2019-12-20…2020-07-01; docs/profiles.md "v1 as the service answers it"',
        since: "2019",
        share: 1,
        kind: "absent",
      },
      not: {},
    },
  },
  {
    name: "query/no-parameters",
    path: "schemas/query/no-parameters.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/query/no-parameters.json",
      title: "NoParameters",
      description:
        "Query of an endpoint that takes no parameters: GET /api/v1/occurrences/definitions (api-v1 4.2), GET /api/v1/cities/definitions (4.4) and GET /api/v2/states.",
      type: "object",
      additionalProperties: false,
      properties: {},
    },
  },
  {
    name: "query/v1-cities",
    path: "schemas/query/v1-cities.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/query/v1-cities.json",
      title: "V1CitiesQuery",
      description:
        "Query parameters of GET /api/v1/cities (api-v1 4.3), all optional; the mock also accepts plain equality on any column (column=value), like the occurrences endpoint.",
      "x-spec": "api-v1 4.3",
      type: "object",
      additionalProperties: false,
      properties: {
        "Populacao[gt]": {
          type: "integer",
          description: "Population strictly above the value.",
          "x-accepted": "an integer",
        },
        "Populacao[lt]": {
          type: "integer",
          description: "Population strictly below the value.",
          "x-accepted": "an integer",
        },
        "Cidade[lk]": {
          type: "string",
          minLength: 1,
          maxLength: 200,
          description:
            "SQL LIKE on the city name: % matches any run of characters, _ one character; case- and accent-insensitive; the whole name must match the pattern.",
          "x-accepted": "a LIKE pattern of 1 to 200 characters, % and _ as wildcards",
        },
        "field[]": {
          type: "array",
          items: { $ref: "../v1/city-column.json" },
          description:
            "Columns to return; repeat for several. Only the named columns come back, in the order of the definitions.",
          "x-accepted": "a column name from /api/v1/cities/definitions, repeated for several",
        },
        CidadeId: {
          $ref: "../v1/city-row.json#/properties/CidadeId",
          "x-accepted": "an integer (equality on the column)",
        },
        EstadoId: {
          $ref: "../v1/city-row.json#/properties/EstadoId",
          "x-accepted": "an integer (equality on the column)",
        },
        Cidade: {
          $ref: "../v1/city-row.json#/properties/Cidade",
          "x-accepted": "the exact column value (equality on the column)",
        },
        CodigoIBGE: {
          $ref: "../v1/city-row.json#/properties/CodigoIBGE",
          "x-accepted": "an integer (equality on the column)",
        },
        Gentilico: {
          $ref: "../v1/city-row.json#/properties/Gentilico",
          "x-accepted": "the exact column value (equality on the column)",
        },
        Populacao: {
          $ref: "../v1/city-row.json#/properties/Populacao",
          "x-accepted": "an integer (equality on the column)",
        },
        Area: {
          $ref: "../v1/city-row.json#/properties/Area",
          "x-accepted": "an integer (equality on the column)",
        },
        DensidadeDemografica: {
          $ref: "../v1/city-row.json#/properties/DensidadeDemografica",
          "x-accepted": "the exact column value (equality on the column)",
        },
        PIBPrecoCorrente: {
          $ref: "../v1/city-row.json#/properties/PIBPrecoCorrente",
          "x-accepted": "the exact column value (equality on the column)",
        },
      },
    },
  },
  {
    name: "query/v1-occurrences",
    path: "schemas/query/v1-occurrences.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/query/v1-occurrences.json",
      title: "V1OccurrencesQuery",
      description:
        "Query parameters of GET /api/v1/occurrences (api-v1 4.1), all optional. Besides the spec parameters, real v1 clients send plain equality on any column (column=value, docs/contract.md); array properties are parameters that may be repeated.",
      "x-spec": "api-v1 4.1",
      type: "object",
      additionalProperties: false,
      properties: {
        "estado_id[]": {
          type: "array",
          items: { type: "integer" },
          description: "Restrict to states; repeat to select several (any of them).",
          "x-accepted": "an integer state id, repeated for several",
        },
        "cidade_id[]": {
          type: "array",
          items: { type: "integer" },
          description: "Restrict to cities; repeat to select several (any of them).",
          "x-accepted": "an integer city id, repeated for several",
        },
        "data_ocorrencia[gt]": {
          type: "string",
          format: "date",
          description: "Rows strictly after this date (YYYY-MM-DD): from the next day on.",
          "x-accepted": "a date YYYY-MM-DD",
        },
        "data_ocorrencia[lt]": {
          type: "string",
          format: "date",
          description: "Rows strictly before this date (YYYY-MM-DD).",
          "x-accepted": "a date YYYY-MM-DD",
        },
        "field[]": {
          type: "array",
          items: { $ref: "../v1/occurrence-column.json" },
          description:
            "Columns to return; repeat for several. Only the named columns come back, in the order of the definitions.",
          "x-accepted": "a column name from /api/v1/occurrences/definitions, repeated for several",
        },
        id_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/id_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        local_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/local_ocorrencia",
          "x-accepted": "the exact column value (equality on the column)",
        },
        latitude_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/latitude_ocorrencia",
          "x-accepted": "a number (equality on the column)",
        },
        longitude_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/longitude_ocorrencia",
          "x-accepted": "a number (equality on the column)",
        },
        data_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/data_ocorrencia",
          "x-accepted": "the exact column value (equality on the column)",
        },
        hora_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/hora_ocorrencia",
          "x-accepted": "the exact column value (equality on the column)",
        },
        presen_agen_segur_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/presen_agen_segur_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        qtd_morto_civil_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/qtd_morto_civil_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        qtd_morto_agen_segur_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/qtd_morto_agen_segur_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        qtd_ferido_civil_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/qtd_ferido_civil_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        qtd_ferido_agen_segur_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/qtd_ferido_agen_segur_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        fonte_ocorrencia: {
          $ref: "../v1/occurrence-row.json#/properties/fonte_ocorrencia",
          "x-accepted": "an integer (equality on the column)",
        },
        estado_id: {
          $ref: "../v1/occurrence-row.json#/properties/estado_id",
          "x-accepted": "an integer (equality on the column)",
        },
        cidade_id: {
          $ref: "../v1/occurrence-row.json#/properties/cidade_id",
          "x-accepted": "an integer (equality on the column)",
        },
        nome_cidade: {
          $ref: "../v1/occurrence-row.json#/properties/nome_cidade",
          "x-accepted": "the exact column value (equality on the column)",
        },
        cod_ibge_cidade: {
          $ref: "../v1/occurrence-row.json#/properties/cod_ibge_cidade",
          "x-accepted": "an integer (equality on the column)",
        },
        gentilico_cidade: {
          $ref: "../v1/occurrence-row.json#/properties/gentilico_cidade",
          "x-accepted": "the exact column value (equality on the column)",
        },
        populacao_cidade: {
          $ref: "../v1/occurrence-row.json#/properties/populacao_cidade",
          "x-accepted": "an integer (equality on the column)",
        },
        area_cidade: {
          $ref: "../v1/occurrence-row.json#/properties/area_cidade",
          "x-accepted": "an integer (equality on the column)",
        },
        densidade_demo_cidade: {
          $ref: "../v1/occurrence-row.json#/properties/densidade_demo_cidade",
          "x-accepted": "the exact column value (equality on the column)",
        },
        nome_estado: {
          $ref: "../v1/occurrence-row.json#/properties/nome_estado",
          "x-accepted": "the exact column value (equality on the column)",
        },
        uf_estado: {
          $ref: "../v1/occurrence-row.json#/properties/uf_estado",
          "x-accepted": "the exact column value (equality on the column)",
        },
        cod_ibge_estado: {
          $ref: "../v1/occurrence-row.json#/properties/cod_ibge_estado",
          "x-accepted": "an integer (equality on the column)",
        },
      },
    },
  },
  {
    name: "query/v2-cities",
    path: "schemas/query/v2-cities.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/query/v2-cities.json",
      title: "V2CitiesQuery",
      description: "Query parameters of GET /api/v2/cities (api-v2 4.2), all optional.",
      "x-spec": "api-v2 4.2",
      type: "object",
      additionalProperties: false,
      properties: {
        cityId: {
          type: "string",
          format: "uuid",
          description: "Restrict to one city.",
          "x-accepted": "a city UUID",
        },
        cityName: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          description:
            "Restrict by city name. The mock matches the whole name, ignoring case and accents.",
          "x-accepted": "a city name of 1 to 200 characters",
        },
        stateId: {
          type: "string",
          format: "uuid",
          description: "Restrict to a state.",
          "x-accepted": "a state UUID",
        },
      },
    },
  },
  {
    name: "query/v2-occurrences",
    path: "schemas/query/v2-occurrences.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/query/v2-occurrences.json",
      title: "V2OccurrencesQuery",
      description:
        "Query parameters of GET /api/v2/occurrences (api-v2 4.1), all optional. An array property is a parameter that may be repeated.",
      "x-spec": "api-v2 4.1",
      type: "object",
      additionalProperties: false,
      properties: {
        order: {
          type: "string",
          enum: ["ASC", "DESC"],
          default: "ASC",
          description: "Sort direction by date (real clients use ASC and DESC). Default: ASC.",
          "x-accepted": "ASC or DESC",
        },
        page: {
          type: "integer",
          minimum: 1,
          description: "Page number, from 1. Default: 1.",
          "x-accepted": "an integer of 1 or more",
        },
        take: {
          type: "integer",
          minimum: 1,
          maximum: 5000,
          default: 25,
          description:
            "Items per page. Default: 25; maximum 5000 (real clients send 1000 and 5000).",
          "x-accepted": "an integer from 1 to 5000",
        },
        idState: {
          type: "string",
          format: "uuid",
          description: "Restrict to a state.",
          "x-accepted": "a state UUID",
        },
        idCities: {
          type: "array",
          items: { type: "string", format: "uuid" },
          description: "Restrict to cities; repeat the parameter to select several (any of them).",
          "x-accepted": "a city UUID, repeated for several cities",
        },
        initialdate: {
          type: "string",
          format: "date",
          description: "Start of the date range, YYYY-MM-DD, inclusive (whole day).",
          "x-accepted": "a date YYYY-MM-DD",
        },
        finaldate: {
          type: "string",
          format: "date",
          description:
            "End of the date range, YYYY-MM-DD, inclusive (whole day); not before initialdate.",
          "x-accepted": "a date YYYY-MM-DD, not before initialdate",
        },
        typeOccurrence: {
          type: "string",
          enum: ["all", "withVictim", "withoutVictim"],
          description:
            "withVictim: occurrences with at least one human victim; withoutVictim: with none; all: no restriction.",
          "x-accepted": "all, withVictim or withoutVictim",
        },
      },
    },
  },
  {
    name: "v1/auth-token-response",
    path: "schemas/v1/auth-token-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/auth-token-response.json",
      title: "V1AuthTokenResponse",
      description:
        "Answer of POST /api/v1/auth/login (form fields email and password): not in the spec, as the real service does it (docs/contract.md).",
      "x-spec": "real-world",
      type: "object",
      required: ["access_token"],
      properties: { access_token: { type: "string", minLength: 1 } },
    },
  },
  {
    name: "v1/cities-response",
    path: "schemas/v1/cities-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/cities-response.json",
      title: "V1CitiesResponse",
      description:
        "Answer of GET /api/v1/cities without field[]: a bare array of full rows (api-v1 4.3).",
      "x-spec": "api-v1 4.3",
      type: "array",
      items: { $ref: "city-row.json" },
    },
  },
  {
    name: "v1/city-column",
    path: "schemas/v1/city-column.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/city-column.json",
      title: "V1CityColumn",
      description: "A column name of the v1 city row (api-v1 2.2), listed in the spec's order.",
      "x-spec": "api-v1 4.4",
      type: "string",
      enum: [
        "CidadeId",
        "EstadoId",
        "Cidade",
        "CodigoIBGE",
        "Gentilico",
        "Populacao",
        "Area",
        "DensidadeDemografica",
        "PIBPrecoCorrente",
      ],
    },
  },
  {
    name: "v1/city-definitions",
    path: "schemas/v1/city-definitions.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/city-definitions.json",
      title: "V1CityDefinitions",
      description:
        "Answer of GET /api/v1/cities/definitions: the 9 column names in exactly the spec's order (api-v1 4.4).",
      "x-spec": "api-v1 4.4",
      type: "array",
      items: { $ref: "city-column.json" },
      const: [
        "CidadeId",
        "EstadoId",
        "Cidade",
        "CodigoIBGE",
        "Gentilico",
        "Populacao",
        "Area",
        "DensidadeDemografica",
        "PIBPrecoCorrente",
      ],
      tsType: "V1CityColumn[]",
    },
  },
  {
    name: "v1/city-row",
    path: "schemas/v1/city-row.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/city-row.json",
      title: "V1CityRow",
      description: "A city row of GET /api/v1/cities (api-v1 2.2), 9 columns.",
      "x-spec": "api-v1 2.2",
      type: "object",
      required: [
        "CidadeId",
        "EstadoId",
        "Cidade",
        "CodigoIBGE",
        "Gentilico",
        "Populacao",
        "Area",
        "DensidadeDemografica",
        "PIBPrecoCorrente",
      ],
      properties: {
        CidadeId: { type: "integer", description: "Record id." },
        EstadoId: { type: "integer", description: "State id." },
        Cidade: { type: "string", description: "City name." },
        CodigoIBGE: { type: "integer", description: "City code." },
        Gentilico: { type: "string", description: "Demonym." },
        Populacao: { type: "integer", minimum: 0, description: "Population." },
        Area: {
          type: "integer",
          minimum: 0,
          description: "Area (unit not shown; the mock uses km²).",
        },
        DensidadeDemografica: {
          type: "string",
          pattern: "^-?[0-9]+(\\.[0-9]+)?$",
          description: "Population density as a decimal number in a string.",
        },
        PIBPrecoCorrente: {
          type: ["number", "string", "null"],
          description:
            "Gross domestic product of the city; null is shown. Type when present: not shown (number or decimal string accepted).",
          "x-unspecified": "api-v1 2.2: type of PIBPrecoCorrente when present not shown",
        },
      },
    },
  },
  {
    name: "v1/error-response",
    path: "schemas/v1/error-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/error-response.json",
      title: "V1ErrorResponse",
      description:
        "The mock's error body for /api/v1 (the spec shows none): v1 has no envelope, so a flat object with msg, a machine code in error, the HTTP status, and the list of bad parameters.",
      type: "object",
      required: ["msg", "error", "status"],
      properties: {
        msg: { type: "string", description: "Human-readable message." },
        error: { type: "string", description: "Stable machine code, as msgCode in v2." },
        status: {
          type: "integer",
          minimum: 400,
          maximum: 599,
          description: "The HTTP status code.",
        },
        parameters: {
          type: "array",
          items: { $ref: "../common/parameter-problem.json" },
          description: "Each bad parameter.",
        },
      },
    },
  },
  {
    name: "v1/occurrence-column",
    path: "schemas/v1/occurrence-column.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/occurrence-column.json",
      title: "V1OccurrenceColumn",
      description:
        "A column name of the v1 occurrence row (api-v1 2.1), listed in the spec's order.",
      "x-spec": "api-v1 4.2",
      type: "string",
      enum: [
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
      ],
    },
  },
  {
    name: "v1/occurrence-definitions",
    path: "schemas/v1/occurrence-definitions.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/occurrence-definitions.json",
      title: "V1OccurrenceDefinitions",
      description:
        "Answer of GET /api/v1/occurrences/definitions: the 23 column names in exactly the spec's order (api-v1 4.2).",
      "x-spec": "api-v1 4.2",
      type: "array",
      items: { $ref: "occurrence-column.json" },
      const: [
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
      ],
      tsType: "V1OccurrenceColumn[]",
    },
  },
  {
    name: "v1/occurrence-row",
    path: "schemas/v1/occurrence-row.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/occurrence-row.json",
      title: "V1OccurrenceRow",
      description:
        "An occurrence row of GET /api/v1/occurrences (api-v1 2.1): occurrence data joined with city and state data, 23 columns.",
      "x-spec": "api-v1 2.1",
      type: "object",
      required: [
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
      ],
      properties: {
        id_ocorrencia: { type: "integer", description: "Record id." },
        local_ocorrencia: { type: "string", description: "Address." },
        latitude_ocorrencia: {
          type: "number",
          minimum: -90,
          maximum: 90,
          description: "Latitude.",
        },
        longitude_ocorrencia: {
          type: "number",
          minimum: -180,
          maximum: 180,
          description: "Longitude.",
        },
        data_ocorrencia: {
          type: "string",
          pattern:
            "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
          description: "Date and time, YYYY-MM-DD HH:MM:SS.",
        },
        hora_ocorrencia: {
          type: "string",
          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
          description: "Time, HH:MM:SS.",
        },
        presen_agen_segur_ocorrencia: {
          type: "integer",
          description:
            "Presence of security agents; 0 is shown. Encoding of other values: not shown (the mock sends 1 for presence).",
        },
        qtd_morto_civil_ocorrencia: {
          type: "integer",
          minimum: 0,
          description: "Civilians killed.",
        },
        qtd_morto_agen_segur_ocorrencia: {
          type: "integer",
          minimum: 0,
          description: "Security agents killed.",
        },
        qtd_ferido_civil_ocorrencia: {
          type: "integer",
          minimum: 0,
          description: "Civilians wounded.",
        },
        qtd_ferido_agen_segur_ocorrencia: {
          type: "integer",
          minimum: 0,
          description: "Security agents wounded.",
        },
        fonte_ocorrencia: {
          type: "integer",
          description:
            "Source of the occurrence. Meaning not shown; old real data used 0 = user, 1 = press, 2 = police.",
        },
        estado_id: { type: "integer", description: "State id, for filtering." },
        cidade_id: { type: "integer", description: "City id, for filtering." },
        nome_cidade: { type: "string", description: "City name." },
        cod_ibge_cidade: { type: "integer", description: "City code." },
        gentilico_cidade: { type: "string", description: "Demonym of the city." },
        populacao_cidade: { type: "integer", minimum: 0, description: "City population." },
        area_cidade: {
          type: "integer",
          minimum: 0,
          description: "City area (unit not shown; the mock uses km²).",
        },
        densidade_demo_cidade: {
          type: "string",
          pattern: "^-?[0-9]+(\\.[0-9]+)?$",
          description: "Population density as a decimal number in a string.",
        },
        nome_estado: { type: "string", description: "State name." },
        uf_estado: { type: "string", description: "State abbreviation." },
        cod_ibge_estado: { type: "integer", description: "State code." },
      },
    },
  },
  {
    name: "v1/occurrences-response",
    path: "schemas/v1/occurrences-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v1/occurrences-response.json",
      title: "V1OccurrencesResponse",
      description:
        "Answer of GET /api/v1/occurrences without field[]: a bare array of full rows (api-v1 4.1). With field[] each row holds exactly the named columns.",
      "x-spec": "api-v1 4.1",
      type: "array",
      items: { $ref: "occurrence-row.json" },
    },
  },
  {
    name: "v2/agent-status",
    path: "schemas/v2/agent-status.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/agent-status.json",
      title: "AgentStatus",
      description:
        "Service status of a victim as agent (api-v2 2.6): {id, name, type} with type Agente.",
      "x-spec": "api-v2 2.6",
      type: "object",
      required: ["id", "name", "type"],
      properties: { id: { type: "string" }, name: { type: "string" }, type: { const: "Agente" } },
    },
  },
  {
    name: "v2/animal-victim",
    path: "schemas/v2/animal-victim.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/animal-victim.json",
      title: "AnimalVictim",
      description: "An animal victim (api-v2 2.7).",
      "x-spec": "api-v2 2.7",
      type: "object",
      required: [
        "id",
        "occurrenceId",
        "name",
        "type",
        "animalType",
        "situation",
        "circumstances",
        "deathDate",
      ],
      properties: {
        id: { type: "string", format: "uuid", description: "Identifier." },
        occurrenceId: { type: "string", format: "uuid", description: "Related occurrence." },
        name: {
          type: "string",
          description: "Name of the animal, if known.",
          "x-faker": "animal.petName",
        },
        type: { const: "Animal", description: "Kind of victim; Animal." },
        animalType: {
          type: "string",
          description: "Kind of animal (dog, cat, parrot and others).",
          "x-faker": {
            fn: "helpers.arrayElement",
            args: [["Cachorro", "Gato", "Papagaio", "Cavalo", "Outros"]],
          },
        },
        situation: {
          type: "string",
          description: "Situation, for example dead or wounded.",
          "x-faker": { fn: "helpers.arrayElement", args: [["Dead", "Wounded"]] },
        },
        circumstances: {
          type: "array",
          description: "Circumstances that led to the state. Item shape: not shown.",
          items: {
            "x-unspecified": "api-v2 2.7: item shape of circumstances not shown",
            "x-mock-schema": "id-name.json",
            tsType: "unknown",
          },
        },
        deathDate: {
          type: ["string", "null"],
          format: "date-time",
          description:
            "Date and time of death, when applicable. The spec types it timestamp; null is accepted for an animal that did not die (the mock's choice, see README).",
        },
      },
    },
  },
  {
    name: "v2/auth-token-response",
    path: "schemas/v2/auth-token-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/auth-token-response.json",
      title: "AuthTokenResponse",
      description:
        "Answer of POST /api/v2/auth/login and /api/v2/auth/refresh (HTTP 201): not in the spec, as the real service does it (docs/contract.md).",
      "x-spec": "real-world",
      type: "object",
      required: ["msg", "msgCode", "code", "data"],
      properties: {
        msg: { type: "string" },
        msgCode: { type: "string" },
        code: { const: 201 },
        data: {
          type: "object",
          required: ["accessToken", "expiresIn"],
          properties: {
            accessToken: { type: "string", minLength: 1 },
            expiresIn: {
              type: "integer",
              minimum: 1,
              description: "Lifetime of the token in seconds.",
            },
          },
        },
      },
    },
  },
  {
    name: "v2/cities-response",
    path: "schemas/v2/cities-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/cities-response.json",
      title: "CitiesResponse",
      description: "Success envelope of GET /api/v2/cities (api-v2 2.1, 4.2); it has no pageMeta.",
      "x-spec": "api-v2 2.1",
      type: "object",
      required: ["msg", "msgCode", "code", "data"],
      properties: {
        msg: { const: "Successfully returned cities", description: "Human-readable message." },
        msgCode: { const: "success" },
        code: { const: 200, description: "HTTP status code; 200 on success." },
        data: { type: "array", items: { $ref: "city.json" } },
        pageMeta: false,
      },
    },
  },
  {
    name: "v2/city-ref",
    path: "schemas/v2/city-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/city-ref.json",
      title: "CityRef",
      description:
        "The city of an occurrence (api-v2 2.3); names are upper case without accents in the data.",
      "x-spec": "api-v2 2.3",
      type: "object",
      required: ["id", "name"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "City record id; the same id as in GET /cities.",
        },
        name: {
          type: "string",
          minLength: 1,
          description: "City name, upper case without accents.",
        },
      },
    },
  },
  {
    name: "v2/city",
    path: "schemas/v2/city.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/city.json",
      title: "City",
      description: "A city (api-v2 2.11), element of data in GET /api/v2/cities.",
      "x-spec": "api-v2 2.11",
      type: "object",
      required: ["id", "name", "state"],
      properties: {
        id: { type: "string", format: "uuid", description: "City record id." },
        name: {
          type: "string",
          minLength: 1,
          description: "City name; upper case with accents in the real data.",
        },
        state: { $ref: "state-ref.json" },
      },
    },
  },
  {
    name: "v2/clipping-name",
    path: "schemas/v2/clipping-name.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/clipping-name.json",
      title: "ClippingName",
      description: "The closed list of clipping categories of api-v2 2.9.",
      "x-spec": "api-v2 2.9",
      type: "string",
      enum: [
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
      ],
      "x-enum-descriptions": {
        "Ataque a político":
          "Politicians as targets of gunfire, including failed attempts. Politicians: elected, former, defeated candidates, pre-candidates and candidates, their trusted staff, declared campaign workers.",
        "Ataques armados sob rodas":
          "Occupants of a motor vehicle shoot at people while passing; not when shooters leave the vehicle first or chase after a stop.",
        Bar: "Private commercial space where people gather to drink.",
        Feminicídio:
          "Women killed or targeted because of being women; evidence of hate crime required; not every death of a woman qualifies.",
        Outros: "Anything not fitting the others.",
        Perseguição: "Chase, by vehicle or on foot, with gunfire.",
        Presídio: "Shots inside prisons, with or without victims.",
        Shopping: "Shots in shopping centres.",
        "Tiros de helicópteros": "Helicopters used as a shooting platform.",
        "Tiroteio contínuo":
          "Shooting lasting two hours or more, with possible breaks of up to 30 minutes.",
      },
    },
  },
  {
    name: "v2/clipping",
    path: "schemas/v2/clipping.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/clipping.json",
      title: "Clipping",
      description: "A clipping of an occurrence (api-v2 2.4): {id, name} with a name from 2.9.",
      "x-spec": "api-v2 2.9",
      type: "object",
      required: ["id", "name"],
      properties: { id: { type: "string", format: "uuid" }, name: { $ref: "clipping-name.json" } },
    },
  },
  {
    name: "v2/context-info",
    path: "schemas/v2/context-info.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/context-info.json",
      title: "ContextInfo",
      description: "Context of an occurrence (api-v2 2.4).",
      "x-spec": "api-v2 2.4",
      type: "object",
      required: ["mainReason", "complementaryReasons", "clippings", "massacre", "policeUnit"],
      properties: {
        mainReason: { $ref: "reason-ref.json" },
        complementaryReasons: {
          type: "array",
          description: "Further contributing reasons, drawn from 2.8. Item shape: not shown.",
          items: {
            "x-unspecified": "api-v2 2.7: item shape of complementaryReasons not shown",
            "x-mock-schema": "mock/reason-item.json",
            tsType: "unknown",
          },
        },
        clippings: {
          type: "array",
          description: "Categories from 2.9.",
          items: { $ref: "clipping.json" },
        },
        massacre: {
          type: "boolean",
          description: "True when the occurrence is classed as a massacre.",
        },
        policeUnit: {
          type: ["string", "null"],
          description: 'Name of the police unit involved; real payloads send "" or null when none.',
        },
      },
    },
  },
  {
    name: "v2/error-response",
    path: "schemas/v2/error-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/error-response.json",
      title: "V2ErrorResponse",
      description:
        "The mock's error body for /api/v2 (the spec shows none, api-v2 7): the success envelope's msg, msgCode and code, plus the list of bad parameters.",
      type: "object",
      required: ["msg", "msgCode", "code"],
      properties: {
        msg: { type: "string", description: "Human-readable message." },
        msgCode: {
          type: "string",
          description:
            "Stable machine code: invalid_parameter, not_found, unauthorized, rate_limited, unavailable, internal_error, or another code a real server uses.",
        },
        code: { type: "integer", minimum: 400, maximum: 599, description: "The HTTP status code." },
        errors: {
          type: "array",
          items: { $ref: "../common/parameter-problem.json" },
          description: "Each bad parameter.",
        },
      },
    },
  },
  {
    name: "v2/id-name",
    path: "schemas/v2/id-name.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/id-name.json",
      title: "IdName",
      description:
        "An {id, name} pair with a UUID id: ageGroup, genre, place and coorporation of a victim (api-v2 2.6). Allowed names: not shown.",
      "x-spec": "api-v2 2.6",
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "string", format: "uuid", description: "Record id." },
        name: { type: "string", description: "Name; allowed values not shown in the spec." },
      },
    },
  },
  {
    name: "v2/mock/qualification-item",
    path: "schemas/v2/mock/qualification-item.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/mock/qualification-item.json",
      title: "MockQualificationItem",
      description:
        "The item shape the mock uses for victim.qualifications, whose item shape the spec does not show: {id, name} with a name from 2.10.",
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "string", format: "uuid" },
        name: { $ref: "../qualification-name.json" },
      },
    },
  },
  {
    name: "v2/mock/reason-item",
    path: "schemas/v2/mock/reason-item.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/mock/reason-item.json",
      title: "MockReasonItem",
      description:
        "The item shape the mock uses for contextInfo.complementaryReasons, whose item shape the spec does not show: {id, name} with a name from 2.8.",
      type: "object",
      required: ["id", "name"],
      properties: { id: { type: "string", format: "uuid" }, name: { $ref: "../reason-name.json" } },
    },
  },
  {
    name: "v2/mock/typed-ref",
    path: "schemas/v2/mock/typed-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/mock/typed-ref.json",
      title: "MockTypedRef",
      description:
        "The shape the mock uses for victim.agentPosition, whose shape the spec does not show: {id, name, type}, as real payloads carry it.",
      type: "object",
      required: ["id", "name", "type"],
      properties: {
        id: { type: "string", format: "uuid" },
        name: { type: "string" },
        type: { type: "string" },
      },
    },
  },
  {
    name: "v2/neighborhood-ref",
    path: "schemas/v2/neighborhood-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/neighborhood-ref.json",
      title: "NeighborhoodRef",
      description: "The neighborhood of an occurrence (api-v2 2.3).",
      "x-spec": "api-v2 2.3",
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "string", format: "uuid", description: "Neighborhood record id." },
        name: { type: "string", minLength: 1, description: "Neighborhood name." },
      },
    },
  },
  {
    name: "v2/occurrence",
    path: "schemas/v2/occurrence.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/occurrence.json",
      title: "Occurrence",
      description:
        "A shooting occurrence (api-v2 2.3), element of data in GET /api/v2/occurrences.",
      "x-spec": "api-v2 2.3",
      type: "object",
      required: [
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
      properties: {
        id: { type: "string", format: "uuid", description: "Unique identifier of the occurrence." },
        documentNumber: { type: "integer", description: "Number of the occurrence." },
        address: {
          type: "string",
          description: "Address of the occurrence, e.g. Rua X, Niterói - RJ, Brasil.",
        },
        state: { $ref: "state-ref.json" },
        region: { $ref: "region-ref.json" },
        city: { $ref: "city-ref.json" },
        neighborhood: { $ref: "neighborhood-ref.json" },
        subNeighborhood: {
          type: ["object", "null"],
          description: "Sub-neighborhood. Shape when non-null: not shown.",
          "x-unspecified": "api-v2 2.3: shape of non-null subNeighborhood not shown",
          "x-mock-schema": "id-name.json",
          tsType: "{ [key: string]: unknown } | null",
        },
        locality: {
          type: ["object", "null"],
          description: "Specific locality. Shape when non-null: not shown.",
          "x-unspecified": "api-v2 2.3: shape of non-null locality not shown",
          "x-mock-schema": "id-name.json",
          tsType: "{ [key: string]: unknown } | null",
        },
        latitude: {
          type: "string",
          pattern: "^[-+]?[0-9]{1,2}(\\.[0-9]+)?$",
          description:
            "Latitude as a signed decimal string; real payloads carry 10 decimals, e.g. -7.9800434000.",
        },
        longitude: {
          type: "string",
          pattern: "^[-+]?[0-9]{1,3}(\\.[0-9]+)?$",
          description:
            "Longitude as a signed decimal string; real payloads carry 10 decimals, e.g. -34.8945230000.",
        },
        date: {
          type: "string",
          format: "date-time",
          pattern:
            "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?(Z|[+-]00:?00)$",
          description:
            "Date and time of the occurrence: ISO 8601 in UTC, e.g. 2018-04-01T00:00:00.000Z.",
        },
        policeAction: {
          type: "boolean",
          description: "True when there was police action during the occurrence.",
        },
        agentPresence: {
          type: "boolean",
          description: "True when security agents, on or off duty, were present.",
        },
        relatedRecord: {
          description: "Related record. Type and shape when non-null: not shown.",
          "x-unspecified": "api-v2 2.3: shape of non-null relatedRecord not shown",
          tsType: "unknown",
        },
        contextInfo: { $ref: "context-info.json" },
        transports: {
          type: "array",
          items: { $ref: "transport.json" },
          description: "Transport interruptions.",
        },
        victims: { type: "array", items: { $ref: "victim.json" }, description: "Human victims." },
        animalVictims: {
          type: "array",
          items: { $ref: "animal-victim.json" },
          description: "Animal victims.",
        },
      },
    },
  },
  {
    name: "v2/occurrences-response",
    path: "schemas/v2/occurrences-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/occurrences-response.json",
      title: "OccurrencesResponse",
      description: "Success envelope of GET /api/v2/occurrences (api-v2 2.1, 2.2, 4.1).",
      "x-spec": "api-v2 2.1",
      type: "object",
      required: ["msg", "msgCode", "code", "pageMeta", "data"],
      properties: {
        msg: { const: "Success in filtering occurrences", description: "Human-readable message." },
        msgCode: { const: "success" },
        code: { const: 200, description: "HTTP status code; 200 on success." },
        pageMeta: { $ref: "page-meta.json" },
        data: { type: "array", items: { $ref: "occurrence.json" } },
      },
    },
  },
  {
    name: "v2/page-meta",
    path: "schemas/v2/page-meta.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/page-meta.json",
      title: "PageMeta",
      description: "Paging metadata of the v2 occurrences response (api-v2 2.2).",
      "x-spec": "api-v2 2.2",
      type: "object",
      required: ["page", "take", "itemCount", "pageCount", "hasPreviousPage", "hasNextPage"],
      properties: {
        page: { type: "integer", minimum: 1, description: "Current page, starting at 1." },
        take: { type: "integer", minimum: 1, description: "Items per page." },
        itemCount: {
          type: "integer",
          minimum: 0,
          description: "Total items matching the filters.",
        },
        pageCount: {
          type: "integer",
          minimum: 0,
          description: "Total pages: itemCount divided by take, rounded up.",
        },
        hasPreviousPage: { type: "boolean", description: "False on page 1." },
        hasNextPage: { type: "boolean", description: "True while page is below pageCount." },
      },
    },
  },
  {
    name: "v2/political-ref",
    path: "schemas/v2/political-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/political-ref.json",
      title: "PoliticalRef",
      description:
        "Political office or its status of a victim (api-v2 2.6): {id, name, type} with type Politico.",
      "x-spec": "api-v2 2.6",
      type: "object",
      required: ["id", "name", "type"],
      properties: { id: { type: "string" }, name: { type: "string" }, type: { const: "Politico" } },
    },
  },
  {
    name: "v2/qualification-name",
    path: "schemas/v2/qualification-name.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/qualification-name.json",
      title: "QualificationName",
      description:
        "The closed list of victim qualifications of api-v2 2.10. The item shape of victim.qualifications is not shown; the mock's items are {id, name} with a name from this list.",
      "x-spec": "api-v2 2.10",
      type: "string",
      enum: [
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
      ],
      "x-enum-descriptions": {
        "Agente de segurança":
          "Security agents, active or retired, on or off duty. Enables service status: yes, agent-specific.",
        Político:
          "Same definition of politician as in 2.9. Enables service status: yes, politician-specific.",
        "Entregador / motoboy":
          "Delivery person by motorcycle or bicycle. Enables service status: yes.",
        "Motorista de aplicativo":
          "Ride-app driver as victim, not as shooter. Enables service status: yes.",
        Mototaxista: "Motorcycle passenger transport. Enables service status: yes.",
        Outros:
          "Any identified profession must be marked Outros and described in an observations field. Enables service status: yes.",
        Rifeiro: "Raffle seller. Enables service status: yes.",
        "Vendedor ambulante": "Street vendor. Enables service status: yes.",
        "Ex-detento":
          "Former prisoner in semi-open regime, parole, sentence served, or released while awaiting trial. Enables service status: no.",
        Grávida: "Pregnant woman. Enables service status: no.",
        "Não identificado": "Not identified. Enables service status: no.",
      },
    },
  },
  {
    name: "v2/reason-name",
    path: "schemas/v2/reason-name.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/reason-name.json",
      title: "ReasonName",
      description:
        "The closed list of reasons of api-v2 2.8 (mainReason.name, complementaryReasons). Both Homicídio/Tentativa and the sample payload's spelling Homicidio/Tentativa are accepted.",
      "x-spec": "api-v2 2.8",
      type: "string",
      enum: [
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
      ],
      "x-enum-descriptions": {
        "Ação policial": "Routine police work: stops, rounds, patrols, checkpoints.",
        Arrastão: "Collective robbery or attempt.",
        "Ataque a civis": "Attack on civilian places such as shops, bars, bus stops.",
        Briga: "Fights that end in gunfire.",
        "Disparo acidental": "Accidental shots.",
        Disputa: "Clash between factions or militias without security agents on duty.",
        Execução: "Deaths clearly executions; must be tied to a death.",
        "Homicídio/Tentativa": "Killing or attempt not explicitly execution, massacre or suicide.",
        "Homicidio/Tentativa":
          "Spelling of Homicídio/Tentativa used by the sample payload (no accent).",
        "Não identificado": "Reason unknown.",
        "Operação policial":
          "Planned, non-routine police action, typically several units, specialised groups or armed forces.",
        Outro: "Known reason fitting no other category.",
        "Rebelião/fuga de presos": "Shots in or near prisons caused by a riot or escape attempt.",
        "Sequestro/Cárcere privado": "People deprived of liberty.",
        Suicídio: "Shots intended to end the shooter's own life.",
        "Tentativa/roubo": "Robbery or attempt that is not an arrastão and not of cargo or banks.",
        "Tentativa/roubo a banco": "Bank robbery or attempt, including cash machines.",
        "Tentativa/roubo de cargas": "Cargo robbery or attempt, including armoured cars.",
        "Tiros a esmo": "Undirected shots, shots in the air, celebratory shots.",
        Tortura: "Shots intended to inflict pain.",
      },
    },
  },
  {
    name: "v2/reason-ref",
    path: "schemas/v2/reason-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/reason-ref.json",
      title: "ReasonRef",
      description:
        "The main reason of an occurrence (api-v2 2.4): {id, name} with a name from 2.8.",
      "x-spec": "api-v2 2.4",
      type: "object",
      required: ["id", "name"],
      properties: { id: { type: "string", format: "uuid" }, name: { $ref: "reason-name.json" } },
    },
  },
  {
    name: "v2/region-ref",
    path: "schemas/v2/region-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/region-ref.json",
      title: "RegionRef",
      description: "The region of an occurrence (api-v2 2.3).",
      "x-spec": "api-v2 2.3",
      type: "object",
      required: ["id", "region", "state", "enabled"],
      properties: {
        id: { type: "string", format: "uuid", description: "Region record id." },
        region: { type: "string", minLength: 1, description: "Region name." },
        state: { type: "string", minLength: 1, description: "State of the region." },
        enabled: { type: "boolean", description: "Whether the region is enabled." },
      },
    },
  },
  {
    name: "v2/service-status",
    path: "schemas/v2/service-status.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/service-status.json",
      title: "ServiceStatus",
      description: "Service status of a victim (api-v2 2.6): {id, name, type} with type Servico.",
      "x-spec": "api-v2 2.6",
      type: "object",
      required: ["id", "name", "type"],
      properties: { id: { type: "string" }, name: { type: "string" }, type: { const: "Servico" } },
    },
  },
  {
    name: "v2/state-ref",
    path: "schemas/v2/state-ref.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/state-ref.json",
      title: "StateRef",
      description:
        "A state as referenced by an occurrence or a city (api-v2 2.3, 2.11); also an item of GET /api/v2/states.",
      "x-spec": "api-v2 2.3",
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "string", format: "uuid", description: "State record id." },
        name: { type: "string", minLength: 1, description: "State name." },
      },
    },
  },
  {
    name: "v2/states-response",
    path: "schemas/v2/states-response.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/states-response.json",
      title: "StatesResponse",
      description:
        "Envelope of GET /api/v2/states: not in the spec, but real clients call it (docs/contract.md).",
      "x-spec": "real-world",
      type: "object",
      required: ["msg", "msgCode", "code", "data"],
      properties: {
        msg: { type: "string" },
        msgCode: { const: "success" },
        code: { const: 200 },
        data: { type: "array", items: { $ref: "state-ref.json" } },
      },
    },
  },
  {
    name: "v2/transport",
    path: "schemas/v2/transport.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/transport.json",
      title: "Transport",
      description: "A transport interruption (api-v2 2.5).",
      "x-spec": "api-v2 2.5",
      type: "object",
      required: [
        "id",
        "occurrenceId",
        "transport",
        "interruptedTransport",
        "dateInterruption",
        "releaseDate",
        "transportDescription",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "Identifier of the transport-occurrence link.",
        },
        occurrenceId: { type: "string", format: "uuid", description: "Related occurrence." },
        transport: {
          type: "string",
          description: "Kind of transport affected.",
          "x-faker": {
            fn: "helpers.arrayElement",
            args: [["Ônibus", "Trem", "Metrô", "BRT", "VLT", "Barcas", "Vans"]],
          },
        },
        interruptedTransport: {
          type: "boolean",
          description: "True when the transport was interrupted.",
        },
        dateInterruption: {
          type: "string",
          format: "date-time",
          description: "When the transport was interrupted.",
        },
        releaseDate: {
          type: "string",
          format: "date-time",
          description: "When the transport resumed.",
        },
        transportDescription: {
          type: "string",
          description: "Extra description of the effect.",
          "x-faker": {
            fn: "helpers.arrayElement",
            args: [
              [
                "Linhas desviadas",
                "Circulação suspensa",
                "Estação fechada",
                "Viagens interrompidas",
              ],
            ],
          },
        },
      },
    },
  },
  {
    name: "v2/victim",
    path: "schemas/v2/victim.json",
    schema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://occurrence-contract.dev/schemas/v2/victim.json",
      title: "Victim",
      description: "A human victim (api-v2 2.6).",
      "x-spec": "api-v2 2.6",
      type: "object",
      required: [
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
      properties: {
        id: { type: "string", format: "uuid", description: "Identifier of the victim." },
        occurrenceId: { type: "string", format: "uuid", description: "Related occurrence." },
        type: { const: "People", description: "Kind of victim; People for human victims." },
        situation: {
          type: "string",
          description:
            "Situation of the victim. Allowed values: not shown; real payloads carry Dead and Wounded.",
          "x-faker": { fn: "helpers.arrayElement", args: [["Dead", "Wounded"]] },
        },
        circumstances: {
          type: "array",
          description: "Circumstances that led to the victim's state. Item shape: not shown.",
          items: {
            "x-unspecified": "api-v2 2.7: item shape of circumstances not shown",
            "x-mock-schema": "id-name.json",
            tsType: "unknown",
          },
        },
        deathDate: {
          type: ["string", "null"],
          format: "date-time",
          description: "Date and time of death, when applicable.",
        },
        personType: {
          type: "string",
          description:
            "Kind of person, for example Civilian, or an agent. Allowed values: not shown.",
          "x-faker": { fn: "helpers.arrayElement", args: [["Civilian", "Agent"]] },
        },
        age: { type: ["integer", "null"], minimum: 0, description: "Age." },
        ageGroup: { $ref: "id-name.json" },
        genre: { $ref: "id-name.json" },
        race: {
          description:
            'Race. Shape when non-null: not shown; real payloads send a plain string such as "Não identificado".',
          "x-unspecified": "api-v2 2.6: shape of race not shown",
          "x-faker": {
            fn: "helpers.arrayElement",
            args: [["Não identificado", "Parda", "Preta", "Branca", "Amarela", "Indígena"]],
          },
          tsType: "unknown",
        },
        place: { $ref: "id-name.json" },
        serviceStatus: { $ref: "service-status.json" },
        qualifications: {
          type: "array",
          description: "Relevant characteristics (2.10). Item shape: not shown.",
          items: {
            "x-unspecified": "api-v2 2.7: item shape of qualifications not shown",
            "x-mock-schema": "mock/qualification-item.json",
            tsType: "unknown",
          },
        },
        politicalPosition: { $ref: "political-ref.json" },
        politicalStatus: { $ref: "political-ref.json" },
        partie: {
          description: "Political party. Shape when non-null: not shown; real payloads send null.",
          "x-unspecified": "api-v2 2.6: shape of partie not shown",
          "x-mock-schema": "id-name.json",
          tsType: "unknown",
        },
        coorporation: { $ref: "id-name.json" },
        agentPosition: {
          description:
            "Security-agent rank or position. Shape when non-null: not shown; real payloads send {id, name, type}.",
          "x-unspecified": "api-v2 2.6: shape of agentPosition not shown",
          "x-mock-schema": "mock/typed-ref.json",
          tsType: "unknown",
        },
        agentStatus: { $ref: "agent-status.json" },
        unit: { type: "string", description: "Unit of the victim; may be an empty string." },
      },
    },
  },
];
