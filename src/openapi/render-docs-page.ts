/**
 * The browsable docs page served at /docs: one self-contained HTML file (no CDN, works offline)
 * that reads /openapi.json and lists every operation with its parameters, response schemas and a
 * form that sends the request and shows the answer.
 */
export function renderDocsPage(openApiPath = "/openapi.json"): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>occurrence-contract mock: API docs</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 980px; padding: 1rem 1.5rem; color: #1d1d1f; }
h1 { font-size: 1.5rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ddd; }
details { border: 1px solid #ddd; border-radius: 6px; margin: .5rem 0; padding: .3rem .8rem; }
summary { cursor: pointer; } code, pre { font: 13px ui-monospace, monospace; }
.method { display: inline-block; min-width: 3.5rem; font-weight: 700; text-transform: uppercase; }
.get { color: #0a6; } .post { color: #c60; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; } td, th { border-top: 1px solid #eee; padding: .25rem .4rem; text-align: left; vertical-align: top; }
input { width: 100%; box-sizing: border-box; } pre { background: #f6f6f8; padding: .6rem; overflow: auto; max-height: 26rem; }
button { margin: .3rem 0; }
</style>
</head>
<body>
<h1>occurrence-contract mock</h1>
<p id="intro">Loading <a href="${openApiPath}">${openApiPath}</a>…</p>
<div id="ops"></div>
<script>
(async () => {
  const doc = await (await fetch(${JSON.stringify(openApiPath)})).json();
  document.getElementById("intro").textContent = doc.info.description;
  const ops = document.getElementById("ops");
  const el = (tag, attrs, ...kids) => { const e = document.createElement(tag); Object.assign(e, attrs || {}); e.append(...kids); return e; };
  for (const tag of doc.tags) {
    ops.append(el("h2", {}, tag.name + ": " + tag.description));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.tags.includes(tag.name)) continue;
        const box = el("details");
        box.append(el("summary", {}, el("span", { className: "method " + method }, method), " ", el("code", {}, path), " ", op.summary));
        const params = op.parameters || [];
        const inputs = {};
        if (params.length > 0) {
          const table = el("table", {}, el("tr", {}, el("th", {}, "parameter"), el("th", {}, "description"), el("th", {}, "value")));
          for (const p of params) {
            inputs[p.name] = el("input", { placeholder: p.schema.type === "array" ? "comma-separated" : "" });
            table.append(el("tr", {}, el("td", {}, el("code", {}, p.name)), el("td", {}, p.description || ""), el("td", {}, inputs[p.name])));
          }
          box.append(table);
        }
        const out = el("pre", { hidden: true });
        if (method === "get") {
          const send = el("button", { textContent: "Send" });
          send.onclick = async () => {
            const q = new URLSearchParams();
            for (const p of params) {
              const v = inputs[p.name].value.trim();
              if (v === "") continue;
              if (p.schema.type === "array") v.split(",").forEach((x) => q.append(p.name, x.trim())); else q.append(p.name, v);
            }
            const url = path + (q.toString() ? "?" + q : "");
            const res = await fetch(url);
            out.hidden = false;
            out.textContent = "GET " + url + "\\nHTTP " + res.status + "\\n\\n" + JSON.stringify(await res.json(), null, 2);
          };
          box.append(send);
        }
        const responses = Object.entries(op.responses).map(([status, r]) =>
          status + ": " + (r.content ? r.content["application/json"].schema.$ref.split("/").pop() : "") + " — " + r.description);
        box.append(el("p", {}, "Responses: " + responses.join("; ")), out);
        ops.append(box);
      }
    }
  }
})().catch((e) => { document.getElementById("intro").textContent = "Could not load the OpenAPI document: " + e; });
</script>
</body>
</html>
`;
}
