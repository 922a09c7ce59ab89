/**
 * The script of the /docs page, plain browser JavaScript (no library, no network but the
 * server's own). It reads the OpenAPI document and, for every operation, renders its parameters
 * (enums as choices), its request body fields and media types, an X-Mock-Status choice of the
 * documented error statuses, and a Send button that shows the answer's status, headers and
 * body. A token field at the top is sent as Authorization: Bearer to every operation whose
 * security names bearer, and is filled by a successful login or refresh.
 */
export const DOCS_PAGE_SCRIPT = String.raw`
(async () => {
  const intro = document.getElementById("intro");
  const doc = await (await fetch(OPENAPI_PATH)).json();
  intro.textContent = doc.info.description;
  const ops = document.getElementById("ops");
  const tokenInput = document.getElementById("token");
  const el = (tag, attrs, ...kids) => {
    const e = document.createElement(tag);
    Object.assign(e, attrs || {});
    e.append(...kids);
    return e;
  };
  const resolve = (schema) => {
    let s = schema || {};
    for (let i = 0; i < 10 && s.$ref; i += 1) s = doc.components.schemas[s.$ref.split("/").pop()] || {};
    return s;
  };
  const choicesOf = (schema) => {
    const s = resolve(schema);
    if (Array.isArray(s.enum)) return s.enum;
    if (s.type === "array") return choicesOf(s.items);
    return undefined;
  };
  const schemaName = (schema) => {
    if (!schema) return "";
    if (schema.$ref) return schema.$ref.split("/").pop();
    if (schema.anyOf) return schema.anyOf.map(schemaName).join(" or ");
    if (schema.type === "array") return schemaName(schema.items) + "[]";
    return schema.type || "";
  };
  const usesBearer = (op) => (op.security || []).some((req) => "bearer" in req);
  const inputFor = (name, schema, placeholder) => {
    const choices = choicesOf(schema);
    const s = resolve(schema);
    if (choices) {
      const select = el("select", { name, multiple: s.type === "array" });
      if (s.type !== "array") select.append(el("option", { value: "" }, "(none)"));
      for (const c of choices) select.append(el("option", { value: String(c) }, String(c)));
      return select;
    }
    return el("input", { name, placeholder: placeholder || (s.type === "array" ? "comma-separated" : s.type || "") });
  };
  const valuesOf = (input, schema) => {
    if (input.tagName === "SELECT") return [...input.selectedOptions].map((o) => o.value).filter((v) => v !== "");
    const v = input.value.trim();
    if (v === "") return [];
    return resolve(schema).type === "array" ? v.split(",").map((x) => x.trim()) : [v];
  };
  const show = async (out, method, url, res) => {
    const headers = [];
    res.headers.forEach((value, name) => headers.push(name + ": " + value));
    const text = await res.text();
    let body = text;
    try { body = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON: as sent */ }
    out.hidden = false;
    out.textContent = method + " " + url + "\n\nHTTP " + res.status + " " + res.statusText + "\n" + headers.join("\n") + "\n\n" + body;
    return text;
  };
  const keepToken = (text) => {
    try {
      const body = JSON.parse(text);
      const token = (body.data && body.data.accessToken) || body.access_token;
      if (typeof token === "string" && token !== "") tokenInput.value = token;
    } catch (e) { /* no token in the answer */ }
  };
  for (const tag of doc.tags) {
    ops.append(el("h2", {}, tag.name + ": " + tag.description));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.tags.includes(tag.name)) continue;
        const box = el("details", { className: "op", id: op.operationId });
        box.append(el("summary", {}, el("span", { className: "method " + method }, method), " ", el("code", {}, path), " ", op.summary));
        box.append(el("p", { className: "description" }, op.description || ""));
        if (usesBearer(op)) box.append(el("p", { className: "lock" }, "Sends the token above as Authorization: Bearer (when filled)."));
        const table = el("table", {}, el("tr", {}, el("th", {}, "parameter"), el("th", {}, "description"), el("th", {}, "value")));
        const params = [];
        for (const p of op.parameters || []) {
          const input = inputFor(p.name, p.schema);
          params.push({ p, input });
          table.append(el("tr", {}, el("td", {}, el("code", {}, p.name)), el("td", {}, p.description || ""), el("td", {}, input)));
        }
        let mediaSelect;
        const bodyFields = [];
        if (op.requestBody) {
          const media = Object.keys(op.requestBody.content);
          mediaSelect = el("select", { name: "content-type" });
          for (const m of media) mediaSelect.append(el("option", { value: m }, m));
          table.append(el("tr", {}, el("td", {}, el("code", {}, "Content-Type")), el("td", {}, "How the body is sent."), el("td", {}, mediaSelect)));
          const schema = resolve(op.requestBody.content[media[0]].schema);
          for (const [name, prop] of Object.entries(schema.properties || {})) {
            const input = el("input", { name, type: name === "password" ? "password" : "text", placeholder: prop.description || "" });
            bodyFields.push({ name, input });
            table.append(el("tr", {}, el("td", {}, el("code", {}, name), " (body)"), el("td", {}, (prop.description || "") + ((schema.required || []).includes(name) ? " Required." : "")), el("td", {}, input)));
          }
        }
        const forced = el("select", { name: "X-Mock-Status" }, el("option", { value: "" }, "(the normal answer)"));
        for (const status of Object.keys(op.responses)) {
          if (/^[45][0-9][0-9]$/.test(status)) forced.append(el("option", { value: status }, status));
        }
        table.append(el("tr", {}, el("td", {}, el("code", {}, "X-Mock-Status")), el("td", {}, "Force an error status (the mock's failure screens)."), el("td", {}, forced)));
        box.append(table);
        const out = el("pre", { hidden: true, className: "answer" });
        const send = el("button", { textContent: "Send", className: "send" });
        send.onclick = async () => {
          const q = new URLSearchParams();
          for (const { p, input } of params) for (const v of valuesOf(input, p.schema)) q.append(p.name, v);
          const url = path + (q.toString() ? "?" + q : "");
          const headers = {};
          if (usesBearer(op) && tokenInput.value.trim() !== "") headers.Authorization = "Bearer " + tokenInput.value.trim();
          if (forced.value !== "") headers["X-Mock-Status"] = forced.value;
          const init = { method: method.toUpperCase(), headers };
          if (mediaSelect) {
            const fields = {};
            for (const { name, input } of bodyFields) if (input.value !== "") fields[name] = input.value;
            const type = mediaSelect.value;
            if (type === "multipart/form-data") {
              const form = new FormData();
              for (const [k, v] of Object.entries(fields)) form.append(k, v);
              init.body = form;
            } else if (type === "application/x-www-form-urlencoded") {
              headers["Content-Type"] = type;
              init.body = new URLSearchParams(fields).toString();
            } else {
              headers["Content-Type"] = type;
              init.body = JSON.stringify(fields);
            }
          }
          try {
            const res = await fetch(url, init);
            const text = await show(out, init.method, url, res);
            if (res.ok && path.includes("/auth/")) keepToken(text);
          } catch (e) {
            out.hidden = false;
            out.textContent = init.method + " " + url + "\n\nThe request failed: " + e;
          }
        };
        box.append(send);
        const responses = Object.entries(op.responses).map(([status, r]) => {
          const media = r.content && r.content["application/json"];
          const headers = Object.keys(r.headers || {});
          return el("li", {}, el("code", {}, status), " " + schemaName(media && media.schema) + (headers.length ? " (headers: " + headers.join(", ") + ")" : "") + ": " + r.description);
        });
        box.append(el("p", {}, "Responses:"), el("ul", { className: "responses" }, ...responses), out);
        ops.append(box);
      }
    }
  }
  document.body.dataset.ready = "true";
})().catch((e) => { document.getElementById("intro").textContent = "Could not load the OpenAPI document: " + e; });
`;
