import { UsageError } from "../../../src/cli/usage-error";

/** The arguments of a command line written as one string: its words, split on spaces. */
export function argvOf(line: string): string[] {
  return line === "" ? [] : line.split(" ");
}

/** The plan a parser answered; an UsageError instead fails the test with its message. */
export function planOf<Plan>(answer: Plan | UsageError): Plan {
  if (answer instanceof UsageError) throw new Error(`unexpected UsageError: ${answer.message}`);
  return answer;
}

/** The message of the UsageError a parser answered, or what it answered instead. */
export function messageOf(answer: unknown): string {
  return answer instanceof UsageError ? answer.message : `no UsageError: ${JSON.stringify(answer)}`;
}
