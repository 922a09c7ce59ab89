/* DO NOT EDIT. Generated from schemas/ by `npm run generate` (generators/generate-types.ts). */
import type * as types from "./types";

/** The name of every schema: its path below schemas/ without .json. */
export const SCHEMA_NAMES = [
  "common/parameter-problem",
  "common/profile-settings",
  "departures/animal-type-object",
  "departures/clipping-name-unlisted",
  "departures/coordinate-decimals",
  "departures/coordinate-whitespace",
  "departures/reason-name-case",
  "departures/related-record-string",
  "departures/release-date-null",
  "departures/transport-object",
  "departures/typed-item",
  "departures/v1-agent-presence-flag",
  "departures/v1-area-hundredths",
  "departures/v1-coordinate-string",
  "departures/v1-date-only",
  "departures/v1-extra-columns",
  "departures/v1-source-absent",
  "query/no-parameters",
  "query/v1-cities",
  "query/v1-occurrences",
  "query/v2-cities",
  "query/v2-occurrences",
  "v1/auth-token-response",
  "v1/cities-response",
  "v1/city-column",
  "v1/city-definitions",
  "v1/city-row",
  "v1/error-response",
  "v1/occurrence-column",
  "v1/occurrence-definitions",
  "v1/occurrence-row",
  "v1/occurrences-response",
  "v2/agent-status",
  "v2/animal-victim",
  "v2/auth-token-response",
  "v2/cities-response",
  "v2/city-ref",
  "v2/city",
  "v2/clipping-name",
  "v2/clipping",
  "v2/context-info",
  "v2/error-response",
  "v2/id-name",
  "v2/mock/qualification-item",
  "v2/mock/reason-item",
  "v2/mock/typed-ref",
  "v2/neighborhood-ref",
  "v2/occurrence",
  "v2/occurrences-response",
  "v2/page-meta",
  "v2/political-ref",
  "v2/qualification-name",
  "v2/reason-name",
  "v2/reason-ref",
  "v2/region-ref",
  "v2/service-status",
  "v2/state-ref",
  "v2/states-response",
  "v2/transport",
  "v2/victim",
] as const;

/** A schema's name. */
export type SchemaName = (typeof SCHEMA_NAMES)[number];

/** The TypeScript type of the data each schema describes. */
export interface SchemaTypeMap {
  "common/parameter-problem": types.ParameterProblem;
  "common/profile-settings": types.ProfileSettings;
  "departures/animal-type-object": types.AnimalTypeAsObject;
  "departures/clipping-name-unlisted": types.ClippingNameUnlisted;
  "departures/coordinate-decimals": types.CoordinateDecimals;
  "departures/coordinate-whitespace": types.CoordinateWithWhitespace;
  "departures/reason-name-case": types.ReasonNameCaseVariant;
  "departures/related-record-string": types.RelatedRecordAsString;
  "departures/release-date-null": types.ReleaseDateNull;
  "departures/transport-object": types.TransportAsObject;
  "departures/typed-item": types.TypedItem;
  "departures/v1-agent-presence-flag": types.V1AgentPresenceFlag;
  "departures/v1-area-hundredths": types.V1AreaHundredths;
  "departures/v1-coordinate-string": types.V1CoordinateString;
  "departures/v1-date-only": types.V1DateOnly;
  "departures/v1-extra-columns": types.V1ExtraColumns;
  "departures/v1-source-absent": types.V1SourceAbsent;
  "query/no-parameters": types.NoParameters;
  "query/v1-cities": types.V1CitiesQuery;
  "query/v1-occurrences": types.V1OccurrencesQuery;
  "query/v2-cities": types.V2CitiesQuery;
  "query/v2-occurrences": types.V2OccurrencesQuery;
  "v1/auth-token-response": types.V1AuthTokenResponse;
  "v1/cities-response": types.V1CitiesResponse;
  "v1/city-column": types.V1CityColumn;
  "v1/city-definitions": types.V1CityDefinitions;
  "v1/city-row": types.V1CityRow;
  "v1/error-response": types.V1ErrorResponse;
  "v1/occurrence-column": types.V1OccurrenceColumn;
  "v1/occurrence-definitions": types.V1OccurrenceDefinitions;
  "v1/occurrence-row": types.V1OccurrenceRow;
  "v1/occurrences-response": types.V1OccurrencesResponse;
  "v2/agent-status": types.AgentStatus;
  "v2/animal-victim": types.AnimalVictim;
  "v2/auth-token-response": types.AuthTokenResponse;
  "v2/cities-response": types.CitiesResponse;
  "v2/city-ref": types.CityRef;
  "v2/city": types.City;
  "v2/clipping-name": types.ClippingName;
  "v2/clipping": types.Clipping;
  "v2/context-info": types.ContextInfo;
  "v2/error-response": types.V2ErrorResponse;
  "v2/id-name": types.IdName;
  "v2/mock/qualification-item": types.MockQualificationItem;
  "v2/mock/reason-item": types.MockReasonItem;
  "v2/mock/typed-ref": types.MockTypedRef;
  "v2/neighborhood-ref": types.NeighborhoodRef;
  "v2/occurrence": types.Occurrence;
  "v2/occurrences-response": types.OccurrencesResponse;
  "v2/page-meta": types.PageMeta;
  "v2/political-ref": types.PoliticalRef;
  "v2/qualification-name": types.QualificationName;
  "v2/reason-name": types.ReasonName;
  "v2/reason-ref": types.ReasonRef;
  "v2/region-ref": types.RegionRef;
  "v2/service-status": types.ServiceStatus;
  "v2/state-ref": types.StateRef;
  "v2/states-response": types.StatesResponse;
  "v2/transport": types.Transport;
  "v2/victim": types.Victim;
}

/**
 * The type of the data each schema describes as the real service sends it (profile
 * observed): the Observed variant where a known departure reaches the schema, else its type.
 */
export interface ObservedSchemaTypeMap {
  "common/parameter-problem": types.ParameterProblem;
  "common/profile-settings": types.ProfileSettings;
  "departures/animal-type-object": types.AnimalTypeAsObject;
  "departures/clipping-name-unlisted": types.ClippingNameUnlisted;
  "departures/coordinate-decimals": types.CoordinateDecimals;
  "departures/coordinate-whitespace": types.CoordinateWithWhitespace;
  "departures/reason-name-case": types.ReasonNameCaseVariant;
  "departures/related-record-string": types.RelatedRecordAsString;
  "departures/release-date-null": types.ReleaseDateNull;
  "departures/transport-object": types.TransportAsObject;
  "departures/typed-item": types.TypedItem;
  "departures/v1-agent-presence-flag": types.V1AgentPresenceFlag;
  "departures/v1-area-hundredths": types.V1AreaHundredths;
  "departures/v1-coordinate-string": types.V1CoordinateString;
  "departures/v1-date-only": types.V1DateOnly;
  "departures/v1-extra-columns": types.V1ExtraColumns;
  "departures/v1-source-absent": types.V1SourceAbsent;
  "query/no-parameters": types.NoParameters;
  "query/v1-cities": types.V1CitiesQuery;
  "query/v1-occurrences": types.V1OccurrencesQuery;
  "query/v2-cities": types.V2CitiesQuery;
  "query/v2-occurrences": types.V2OccurrencesQuery;
  "v1/auth-token-response": types.V1AuthTokenResponse;
  "v1/cities-response": types.V1CitiesResponse;
  "v1/city-column": types.V1CityColumn;
  "v1/city-definitions": types.V1CityDefinitions;
  "v1/city-row": types.V1CityRow;
  "v1/error-response": types.V1ErrorResponse;
  "v1/occurrence-column": types.V1OccurrenceColumn;
  "v1/occurrence-definitions": types.V1OccurrenceDefinitions;
  "v1/occurrence-row": types.ObservedV1OccurrenceRow;
  "v1/occurrences-response": types.ObservedV1OccurrencesResponse;
  "v2/agent-status": types.AgentStatus;
  "v2/animal-victim": types.ObservedAnimalVictim;
  "v2/auth-token-response": types.AuthTokenResponse;
  "v2/cities-response": types.CitiesResponse;
  "v2/city-ref": types.CityRef;
  "v2/city": types.City;
  "v2/clipping-name": types.ObservedClippingName;
  "v2/clipping": types.ObservedClipping;
  "v2/context-info": types.ObservedContextInfo;
  "v2/error-response": types.V2ErrorResponse;
  "v2/id-name": types.IdName;
  "v2/mock/qualification-item": types.MockQualificationItem;
  "v2/mock/reason-item": types.ObservedMockReasonItem;
  "v2/mock/typed-ref": types.MockTypedRef;
  "v2/neighborhood-ref": types.NeighborhoodRef;
  "v2/occurrence": types.ObservedOccurrence;
  "v2/occurrences-response": types.ObservedOccurrencesResponse;
  "v2/page-meta": types.PageMeta;
  "v2/political-ref": types.PoliticalRef;
  "v2/qualification-name": types.QualificationName;
  "v2/reason-name": types.ObservedReasonName;
  "v2/reason-ref": types.ObservedReasonRef;
  "v2/region-ref": types.RegionRef;
  "v2/service-status": types.ServiceStatus;
  "v2/state-ref": types.StateRef;
  "v2/states-response": types.StatesResponse;
  "v2/transport": types.ObservedTransport;
  "v2/victim": types.ObservedVictim;
}
