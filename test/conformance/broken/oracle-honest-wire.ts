import type { Breakage, JsonAnswer } from "./break-handler";
import { v2Page } from "./answers";
import { honestCase, type OracleHonestServer } from "./oracle-case";

/** Every JSON answer passed through a change of its headers or its text. */
function everyJson(change: (answer: JsonAnswer) => void): () => Breakage {
  return () => async (request, upstream) => {
    const answer = await upstream(request);
    const type = Object.entries(answer.headers).find(([name]) => /^content-type$/i.test(name));
    if (type?.[1].startsWith("application/json") === true) change(answer);
    return answer;
  };
}

/** The Content-Type of an answer replaced (whatever case the core wrote its name in). */
function setContentType(answer: JsonAnswer, value: string): void {
  for (const name of Object.keys(answer.headers))
    if (name.toLowerCase() === "content-type") Reflect.deleteProperty(answer.headers, name);
  answer.headers["Content-Type"] = value;
}

/** Honest servers differing from the mock on the wire only, where the spec is silent. */
export const ORACLE_HONEST_WIRE: readonly OracleHonestServer[] = [
  honestCase(
    "every JSON body followed by a newline",
    everyJson((answer) => {
      answer.body = `${JSON.stringify(answer.body)}\n`;
    }),
  ),
  honestCase(
    "Content-Type application/json; charset=UTF-8 (the charset capitalised)",
    everyJson((answer) => setContentType(answer, "application/json; charset=UTF-8")),
  ),
  honestCase(
    "Content-Type application/json without a charset parameter",
    everyJson((answer) => setContentType(answer, "application/json")),
  ),
  honestCase(
    "pageMeta carries two more fields (offset and the page's length)",
    everyJson((answer) => {
      const page = v2Page(answer);
      if (page === undefined) return;
      const meta = page.pageMeta as unknown as Record<string, unknown>;
      meta.offset = (page.pageMeta.page - 1) * page.pageMeta.take;
      meta.length = page.data.length;
    }),
  ),
];
