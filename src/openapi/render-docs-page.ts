import { DOCS_PAGE_SCRIPT } from "./docs-page-script";

/**
 * The browsable docs page served at /docs: one self-contained HTML file (no CDN, works offline)
 * that reads the OpenAPI document and lets a user try every operation, log in included (see
 * DOCS_PAGE_SCRIPT).
 */
export function renderDocsPage(openApiPath = "/openapi.json"): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>occurrence-contract mock: API docs</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1040px; padding: 1rem 1.5rem; color: #1d1d1f; }
h1 { font-size: 1.5rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ddd; }
details { border: 1px solid #ddd; border-radius: 6px; margin: .5rem 0; padding: .3rem .8rem; }
summary { cursor: pointer; } code, pre { font: 13px ui-monospace, monospace; }
.method { display: inline-block; min-width: 3.5rem; font-weight: 700; text-transform: uppercase; }
.get { color: #0a6; } .post { color: #c60; }
.description { white-space: pre-line; color: #444; } .lock { color: #555; font-style: italic; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; } td, th { border-top: 1px solid #eee; padding: .25rem .4rem; text-align: left; vertical-align: top; }
td:last-child { width: 14rem; } input, select { width: 100%; box-sizing: border-box; }
pre { background: #f6f6f8; padding: .6rem; overflow: auto; max-height: 26rem; }
#auth { position: sticky; top: 0; background: #fff; padding: .5rem 0; border-bottom: 1px solid #ddd; }
#auth input { width: 36rem; max-width: 100%; } button { margin: .3rem 0; }
</style>
</head>
<body>
<h1>occurrence-contract mock</h1>
<div id="auth"><label>Token (Authorization: Bearer; a successful login below fills it):
<input id="token" name="token" autocomplete="off" placeholder="empty: no Authorization header"></label></div>
<p id="intro">Loading <a href="${openApiPath}">${openApiPath}</a>…</p>
<div id="ops"></div>
<script>
const OPENAPI_PATH = ${JSON.stringify(openApiPath)};
${DOCS_PAGE_SCRIPT}
</script>
</body>
</html>
`;
}
