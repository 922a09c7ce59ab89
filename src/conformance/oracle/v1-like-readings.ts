import { createLikeMatcher, matchLike } from "../../query/v1";
import type { ServerChoices } from "./server-choices";

/** One reading of a `[lk]` pattern: whether a name matches it. */
export type LikeTest = (name: string) => boolean;

function plain(pattern: string, fold: (text: string) => string): LikeTest {
  const wanted = Array.from(fold(pattern));
  return (name) => matchLike(Array.from(fold(name)), wanted);
}

/**
 * The readings of `Cidade[lk]` the server's choices allow (cityLike), each through the project's
 * LIKE matcher: case folded (with accents folded as the mock does, or case alone) or not folded
 * at all; a pattern without `%` matched as the whole name or, when `bareIsPartial`, as a part of
 * it. A choice not settled gives every reading of it.
 */
export function likeReadings(pattern: string, choices: ServerChoices): LikeTest[] {
  const like = choices.cityLike;
  const bare = !pattern.includes("%");
  const patterns =
    !bare || like?.bareIsPartial === false
      ? [pattern]
      : like?.bareIsPartial === true
        ? [`%${pattern}%`]
        : [pattern, `%${pattern}%`];
  const tests: LikeTest[] = [];
  for (const each of patterns) {
    if (like?.caseFolded !== false) {
      tests.push(
        createLikeMatcher(each),
        plain(each, (text) => text.toLowerCase()),
      );
    }
    if (like?.caseFolded !== true) tests.push(plain(each, (text) => text));
  }
  return tests;
}
