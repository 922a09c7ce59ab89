import { getResponse } from "msw";
import { createHandlers } from "../../src/msw";
import { realIds } from "../world/real-ids";

/** The real service's id of a city of the reference table. */
function cityId(name: string): string {
  const found = realIds().find((id) => id.kind === "city" && id.name === name);
  if (found === undefined) throw new Error(`no real id for ${name}`);
  return found.id;
}

// What real clients hard-code (a browser script, two Python clients' README examples).
const ASKED: readonly (readonly string[])[] = [
  ["Rio de Janeiro", "Niterói"],
  ["Belford Roxo"],
  ["Cachoeiras de Macacu"],
];

describe.each(["spec", "observed"] as const)(
  "the default world under %s answers the city ids real clients hard-code",
  (profile) => {
    const handlers = createHandlers({ profile });

    test.each(ASKED.map((names) => [names.join(" and "), names] as const))(
      "idCities of %s -> occurrences of exactly those cities",
      async (_label, names) => {
        const query = names.map((name) => `idCities=${cityId(name)}`).join("&");
        const response = await getResponse(
          handlers,
          new Request(`http://localhost/api/v2/occurrences?${query}&take=1000`),
        );
        expect(response?.status).toBe(200);
        const body = (await response?.json()) as { data: { city: { id: string } }[] };
        expect(body.data.length).toBeGreaterThan(0);
        const wanted = names.map(cityId);
        expect(body.data.filter((o) => !wanted.includes(o.city.id))).toEqual([]);
        for (const id of wanted) expect(body.data.some((o) => o.city.id === id)).toBe(true);
      },
    );
  },
);
