import { pathOf } from "../../contract";
import { isRecord } from "../../is-record";
import type { ProbeContext } from "../probes/probe-context";
import { readV2Cities } from "../read-body";
import { choiceObservation } from "./choice-evidence";
import type { Mirror } from "./mirror";
import type { ServerChoices } from "./server-choices";

/** A name without its accents (the marks of NFD dropped): `São Gonçalo` → `Sao Goncalo`. */
function unaccented(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "");
}

/**
 * Whether v2 cityName folds accents, when the name the choices were settled on had none (the
 * occurrences write names without accents): one request of an accented city of the mirror's
 * list by its name without accents, as listed otherwise (an accent on a vowel first, the
 * commonest), found or not. Reported once as a choice; the guess stays when the list has no
 * accented name or the answer is no city list.
 */
export async function settleAccentReading(
  ctx: ProbeContext,
  mirror: Mirror,
  choices: ServerChoices,
): Promise<ServerChoices> {
  const reading = choices.cityName;
  if (reading?.accentsGuessed !== true) return choices;
  const named = mirror.v2Cities.flatMap((city) =>
    isRecord(city) && typeof city.id === "string" && typeof city.name === "string"
      ? [{ id: city.id, name: city.name }]
      : [],
  );
  const accented = named.filter((city) => unaccented(city.name) !== city.name);
  const city = accented.find((each) => !/[çÇ]/.test(each.name)) ?? accented[0];
  if (city === undefined) return choices;
  const exchange = await ctx.client.get(pathOf("v2-cities"), { cityName: unaccented(city.name) });
  const listed = exchange.status === 200 ? readV2Cities(exchange.body) : undefined;
  if (listed === undefined) return choices;
  const found = listed.some((each) => each.id?.toLowerCase() === city.id.toLowerCase());
  ctx.ledger.observe(
    choiceObservation({
      name: "cityName accents",
      reading: `${found ? "folded" : "kept"} (${unaccented(city.name)} for ${city.name})`,
      exchange,
    }),
  );
  const { match, caseFolded } = reading;
  return { ...choices, cityName: { match, caseFolded, accentsFolded: found } };
}
