/**
 * The guard against catastrophic backtracking for the regular expressions an overlay carries
 * (`pattern`, `patternProperties`): a pattern is accepted only when a backtracking matcher runs
 * it in time linear in the value. It must be anchored (`^` first, in every top-level branch, so
 * it is tried from one place only), use no backreference nor lookaround, and be deterministic:
 * at every point of a match, at most one way on can take the next character. That refuses
 * nested quantifiers (`(a+)+`, `(a*)*`), overlapping branches under a quantifier (`(a|a)*`,
 * `(a|ab)+`) and overlapping neighbours (`\d+\d+`, `\s*\s*`), each of which lets a failing
 * value be tried in exponentially or polynomially many ways. Counted repeats (`{2,5}`) are
 * judged as loops, which only refuses more.
 */

import type { Ranges } from "./code-point-ranges";
import { PatternRefused, readPattern, type PatternNode } from "./read-pattern";

/** Longest pattern an overlay may carry, in characters. */
export const MAX_PATTERN_LENGTH = 500;

/** Glushkov's positions of a pattern: what may come first, and what may follow each position. */
interface Glushkov {
  readonly nullable: boolean;
  readonly first: readonly number[];
  readonly last: readonly number[];
}

function positions(root: PatternNode): {
  sets: Ranges[];
  first: readonly number[];
  follow: number[][];
} {
  const sets: Ranges[] = [];
  const follow: number[][] = [];
  const link = (from: readonly number[], to: readonly number[]): void => {
    for (const p of from) {
      const next = follow[p];
      next?.push(...to);
      // More followers than a pattern can have positions: some position follows twice.
      if (next !== undefined && next.length > MAX_PATTERN_LENGTH)
        throw new PatternRefused("ambiguous");
    }
  };
  const visit = (node: PatternNode): Glushkov => {
    switch (node.kind) {
      case "char": {
        const p = sets.length;
        sets.push(node.set);
        follow.push([]);
        return { nullable: false, first: [p], last: [p] };
      }
      case "assert":
        return { nullable: true, first: [], last: [] };
      case "alt": {
        const parts = node.items.map(visit);
        return {
          nullable: parts.some((g) => g.nullable),
          first: parts.flatMap((g) => g.first),
          last: parts.flatMap((g) => g.last),
        };
      }
      case "seq": {
        let acc: Glushkov = { nullable: true, first: [], last: [] };
        for (const item of node.items) {
          const next = visit(item);
          link(acc.last, next.first);
          acc = {
            nullable: acc.nullable && next.nullable,
            first: acc.nullable ? [...acc.first, ...next.first] : acc.first,
            last: next.nullable ? [...next.last, ...acc.last] : next.last,
          };
        }
        return acc;
      }
      case "repeat": {
        const body = visit(node.body);
        // Judged as a loop: the body may follow itself (a counted repeat over-approximated).
        if (node.max > 1) link(body.last, body.first);
        return { ...body, nullable: node.min === 0 || body.nullable };
      }
    }
  };
  const { first } = visit(root);
  return { sets, first, follow };
}

/** Whether some character could be taken by two entries (the same position twice included). */
function overlaps(entries: readonly number[], sets: readonly Ranges[]): boolean {
  const all = entries.flatMap((p) => sets[p] ?? []).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < all.length; i++) {
    const before = all[i - 1];
    const range = all[i];
    if (before !== undefined && range !== undefined && range[0] <= before[1]) return true;
  }
  return false;
}

function anchored(node: PatternNode): boolean {
  if (node.kind === "alt") return node.items.every(anchored);
  if (node.kind === "assert") return node.start;
  if (node.kind !== "seq") return false;
  const [head] = node.items;
  return head !== undefined && anchored(head);
}

const AMBIGUOUS =
  "ambiguous (nested or overlapping quantifiers, as in (a+)+ or (a|a)*): it could backtrack catastrophically";

/**
 * Why a pattern is outside the safe subset (so it could backtrack catastrophically), or
 * undefined when it runs in time linear in the value (see the module's comment).
 */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `longer than ${MAX_PATTERN_LENGTH} characters`;
  }
  let root: PatternNode;
  try {
    new RegExp(pattern, "u");
    root = readPattern(pattern);
  } catch (error) {
    const why = error instanceof PatternRefused ? error.message : "not a regular expression";
    return `${why}: outside the patterns the kit runs (anchored, deterministic, no backreference or lookaround)`;
  }
  if (!anchored(root)) return "not anchored: every branch must start with ^";
  let found: ReturnType<typeof positions>;
  try {
    found = positions(root);
  } catch {
    return AMBIGUOUS;
  }
  const { sets, first, follow } = found;
  if (overlaps(first, sets) || follow.some((next) => overlaps(next, sets))) {
    return AMBIGUOUS;
  }
  return undefined;
}
