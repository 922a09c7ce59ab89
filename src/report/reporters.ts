/** The report formats of `conform --reporter` and `validate --reporter`. */
export const REPORTERS = ["console", "json", "junit", "html"] as const;
/** A report format. */
export type Reporter = (typeof REPORTERS)[number];

/**
 * The file each reporter writes when several go to one `--out` folder: `<stem>.txt`,
 * `<stem>.json`, `<stem>.junit.xml`, `<stem>.html`.
 */
export function reportFileNames(stem: string): Readonly<Record<Reporter, string>> {
  return {
    console: `${stem}.txt`,
    json: `${stem}.json`,
    junit: `${stem}.junit.xml`,
    html: `${stem}.html`,
  };
}
