import { parseArgs } from "node:util";
import { closestName } from "./closest-name";
import { UsageError } from "./usage-error";

/** The kinds of value a flag takes. */
export const FLAG_TYPES = ["string", "integer", "number", "boolean", "choice"] as const;
/** The kind of value a flag takes. */
export type FlagType = (typeof FLAG_TYPES)[number];

/** How one flag is read and checked. */
export interface FlagSpec {
  /** Kind of value. */
  readonly type: FlagType;
  /** What the flag does, for --help. */
  readonly description: string;
  /** May be given more than once; the value is then an array. */
  readonly repeat?: boolean;
  /** Allowed values, for type choice. */
  readonly choices?: readonly string[];
  /** Smallest value, for integer and number. */
  readonly min?: number;
  /** Largest value, for integer and number. */
  readonly max?: number;
  /** Value when the flag is absent (shown in --help). */
  readonly default?: string | number | boolean;
  /** The value's placeholder in --help, e.g. `N` or `URL`. */
  readonly placeholder?: string;
  /** Must be given: absent, it is a UsageError `--name PLACEHOLDER is required`. */
  readonly required?: boolean;
}

/** How a command line is read besides its flags. */
export interface ParseFlagsOptions {
  /**
   * Whether the command takes arguments that are not flags (e.g. validate's PATH...). Default
   * false.
   */
  readonly positionals?: boolean;
}

/** A command's flags, by name (without the leading --). */
export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

/** A flag's parsed value. */
export type FlagValue = string | number | boolean | readonly (string | number)[];

/** What a command line holds once read. */
export interface ParsedFlags {
  /** Values by flag name; defaults filled in; absent flags without a default are missing. */
  readonly flags: Readonly<Record<string, FlagValue | undefined>>;
  /** The arguments that are not flags, in order. */
  readonly positionals: readonly string[];
}

function convert(name: string, spec: FlagSpec, raw: string): string | number {
  const flag = `--${name}`;
  switch (spec.type) {
    case "integer":
    case "number": {
      const pattern = spec.type === "integer" ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      const value = Number(raw);
      if (!pattern.test(raw) || !Number.isFinite(value)) {
        throw new UsageError(
          `${flag} must be ${spec.type === "integer" ? "an integer" : "a number"}, got "${raw}"`,
        );
      }
      if (
        (spec.min !== undefined && value < spec.min) ||
        (spec.max !== undefined && value > spec.max)
      ) {
        throw new UsageError(
          `${flag} must be from ${spec.min ?? "-∞"} to ${spec.max ?? "∞"}, got ${raw}`,
        );
      }
      return value;
    }
    case "choice":
      if (!(spec.choices ?? []).includes(raw)) {
        throw new UsageError(
          `${flag} must be one of ${(spec.choices ?? []).join(", ")}, got "${raw}"`,
        );
      }
      return raw;
    default:
      if (raw === "") throw new UsageError(`${flag} needs a value`);
      return raw;
  }
}

/**
 * Joins `--flag -5` and `--flag -03:00` into `--flag=-5` and `--flag=-03:00` for flags that take
 * a value: node's parseArgs reads a value that starts with a dash as a missing one, and negative
 * numbers and offsets west of UTC all do. Only a dash followed by a digit is joined, so a missing
 * value before another flag (`--out --seed 1`) is still reported.
 */
function joinDashValues(argv: readonly string[], specs: FlagSpecs): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    const next = argv[i + 1];
    const spec = arg.startsWith("--") ? specs[arg.slice(2)] : undefined;
    if (spec !== undefined && spec.type !== "boolean" && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else out.push(arg);
  }
  return out;
}

/**
 * The first flag of a command line the specs do not know (`--baseurl`, `-x`), as the one-line
 * UsageError that names it, with the closest known flag as a hint and --help as a pointer
 * (node's parser would name it with advice about positionals instead). The values of flags
 * that take one are skipped, and nothing after `--` is a flag.
 */
function unknownFlag(argv: readonly string[], specs: FlagSpecs): UsageError | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    if (arg === "--") return undefined;
    if (arg.startsWith("--")) {
      const name = arg.slice(2).split("=")[0] ?? "";
      const spec = specs[name];
      if (spec === undefined) {
        const near = closestName(name, Object.keys(specs));
        return new UsageError(
          `unknown flag --${name}${near === undefined ? "" : ` (did you mean --${near}?)`}`,
          { help: true },
        );
      }
      if (spec.type !== "boolean" && !arg.includes("=")) i += 1;
    } else if (arg.length > 1 && arg.startsWith("-") && !/^-\d/.test(arg)) {
      return new UsageError(`unknown flag ${arg} (flags are spelled --name)`, { help: true });
    }
  }
  return undefined;
}

/**
 * The first line of a thrown value's message (errors from node internals may come from another
 * realm).
 */
function firstLine(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === "string" ? message : String(error)).split("\n")[0] ?? "";
}

/**
 * Reads a command line against its flag specs. Unknown flags (with the closest known one as a
 * hint), missing values, values of the
 * wrong form, absent required flags and (unless the command takes them) arguments that are not
 * flags throw a UsageError that names them.
 */
export function parseFlags(
  argv: readonly string[],
  specs: FlagSpecs,
  settings: ParseFlagsOptions = {},
): ParsedFlags {
  const options = Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      {
        type: spec.type === "boolean" ? ("boolean" as const) : ("string" as const),
        multiple: spec.repeat === true,
      },
    ]),
  );
  const args = joinDashValues(argv, specs);
  const unknown = unknownFlag(args, specs);
  if (unknown !== undefined) throw unknown;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(firstLine(error));
  }
  const flags: Record<string, FlagValue | undefined> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const raw = parsed.values[name];
    if (raw === undefined) {
      flags[name] = spec.default;
    } else if (typeof raw === "boolean") {
      flags[name] = raw;
    } else if (Array.isArray(raw)) {
      flags[name] = raw.map((value) => convert(name, spec, String(value)));
    } else {
      flags[name] = convert(name, spec, String(raw));
    }
  }
  const missing = Object.entries(specs).find(
    ([name, spec]) => spec.required && flags[name] === undefined,
  );
  if (missing !== undefined) {
    const [name, spec] = missing;
    throw new UsageError(
      `--${name}${spec.placeholder === undefined ? "" : ` ${spec.placeholder}`} is required`,
    );
  }
  const [unexpected] = parsed.positionals;
  if (settings.positionals !== true && unexpected !== undefined) {
    throw new UsageError(`unexpected argument "${unexpected}"`);
  }
  return { flags, positionals: parsed.positionals };
}

/** Renders the flags of a command for --help. */
export function formatFlagHelp(specs: FlagSpecs): string {
  return Object.entries(specs)
    .map(([name, spec]) => {
      const value =
        spec.type === "boolean"
          ? ""
          : ` ${spec.placeholder ?? (spec.choices ?? []).join("|") ?? "VALUE"}`;
      const extra = spec.default === undefined ? "" : ` (default: ${String(spec.default)})`;
      const repeat = spec.repeat === true ? " (repeatable)" : "";
      return `  --${name}${value}\n      ${spec.description}${extra}${repeat}`;
    })
    .join("\n");
}
