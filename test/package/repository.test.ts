import { readFileSync } from "node:fs";
import { join } from "node:path";

// One repository URL: package.json's `repository` names it, `homepage` and `bugs` are its pages,
// and the README's clone line (how to install before the package is on npm) clones it.
const ROOT = join(__dirname, "..", "..");
const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  version: string;
  repository: { type: string; url: string };
  homepage: string;
  bugs: { url: string };
};
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const CHANGELOG = readFileSync(join(ROOT, "docs", "changelog.md"), "utf8");

/** The repository's web address, from package.json's repository.url (git+https://….git). */
const REPOSITORY = /^git\+(https:\/\/[^ ]+)\.git$/.exec(PKG.repository.url)?.[1] ?? "";

describe("package.json names one repository", () => {
  test("repository is a git+https URL of a GitHub repository, no placeholder", () => {
    expect(PKG.repository.type).toBe("git");
    expect(REPOSITORY).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(REPOSITORY).not.toMatch(/example|your-|owner|TODO/i);
  });

  test("homepage and bugs are that repository's README and issues", () => {
    expect({ homepage: PKG.homepage, bugs: PKG.bugs.url }).toEqual({
      homepage: `${REPOSITORY}#readme`,
      bugs: `${REPOSITORY}/issues`,
    });
  });

  test("the README clones that repository, and installs the package both ways", () => {
    const clones = [...README.matchAll(/git clone (\S+)/g)].map((match) => match[1]);
    expect(clones).toEqual([`${REPOSITORY}.git`]);
    expect(README).toContain("npm install --save-dev occurrence-contract\n");
    expect(README).toMatch(/npm install --save-dev \S+occurrence-contract-\*\.tgz/);
  });
});

describe("the changelog has a section per version", () => {
  test("an Unreleased section, then one for package.json's version", () => {
    const sections = [...CHANGELOG.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections[0]).toBe("Unreleased");
    expect(sections).toContain(PKG.version);
  });
});

describe("what git ignores", () => {
  test("the tarballs npm pack writes (*.tgz)", () => {
    const lines = readFileSync(join(ROOT, ".gitignore"), "utf8").split("\n");
    expect(lines).toContain("*.tgz");
  });
});
