import { escapeHtml } from "./html-escape";

/** A table of the HTML report besides the findings, e.g. the coverage map. */
export interface HtmlTable {
  /** The heading above it. */
  readonly title: string;
  /** The column headings. */
  readonly columns: readonly string[];
  /** The rows: a status the filter selects on, and the cells' text. */
  readonly rows: ReadonlyArray<{ readonly status: string; readonly cells: readonly string[] }>;
}

/** A table's HTML: each row carries `data-status` for the filter. */
export function renderHtmlTable(table: HtmlTable): string[] {
  const head = table.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join("");
  return [
    `<h2>${escapeHtml(table.title)}</h2>`,
    `<table class="filterable"><thead><tr>${head}</tr></thead><tbody>`,
    ...table.rows.map(
      ({ status, cells }) =>
        `<tr data-status="${escapeHtml(status)}" class="${escapeHtml(status)}">${cells
          .map((cell) => `<td class="code">${escapeHtml(cell)}</td>`)
          .join("")}</tr>`,
    ),
    "</tbody></table>",
  ];
}

/**
 * The filter bar and its inline script: a text box (rows containing the text) and a status list
 * (rows of that status) hide the other rows of every filterable table, and a counter says how
 * many rows show. The bar stands above the tables, so the script first counts once the page is
 * parsed (DOMContentLoaded), when the tables exist. No network, no library.
 */
export function renderHtmlFilter(statuses: readonly string[]): string[] {
  const options = ["all", ...statuses]
    .map((s) => `<option value="${escapeHtml(s)}">${escapeHtml(s)}</option>`)
    .join("");
  return [
    '<p class="filter"><label>Filter <input id="filter-text" type="search"></label> ',
    `<label>Status <select id="filter-status">${options}</select></label> `,
    '<span id="filter-count"></span></p>',
    `<script>(function(){var t=document.getElementById("filter-text"),s=document.getElementById("filter-status"),c=document.getElementById("filter-count");
function apply(){var q=t.value.toLowerCase(),st=s.value,n=0,rows=document.querySelectorAll("table.filterable tbody tr");
rows.forEach(function(r){var show=(st==="all"||r.getAttribute("data-status")===st)&&r.textContent.toLowerCase().indexOf(q)>=0;r.hidden=!show;if(show)n++;});
c.textContent=n+" of "+rows.length+" rows";}
t.addEventListener("input",apply);s.addEventListener("change",apply);
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",apply);else apply();})();</script>`,
  ];
}
