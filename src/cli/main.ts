import { packageInfo } from "../package-info";
import type { Command } from "./command";
import { guardOutput } from "./guard-output";
import { shownText } from "./run-secrets";
import { UsageError } from "./usage-error";

/** The CLI's commands, loaded only when called so that `serve` starts fast. */
const COMMANDS: Readonly<Record<string, () => Command>> = {
  generate: () => (require("./generate-command") as { generateCommand: Command }).generateCommand,
  serve: () => (require("./serve-command") as { serveCommand: Command }).serveCommand,
  conform: () => (require("./conform-command") as { conformCommand: Command }).conformCommand,
  validate: () => (require("./validate-command") as { validateCommand: Command }).validateCommand,
  proxy: () => (require("./proxy-command") as { proxyCommand: Command }).proxyCommand,
  learn: () => (require("./learn-command") as { learnCommand: Command }).learnCommand,
};

function loadCommand(name: string): Command | undefined {
  const load = COMMANDS[name];
  if (load === undefined) return undefined;
  try {
    return load();
  } catch (error) {
    // A command whose module is not built yet in this checkout.
    if ((error as NodeJS.ErrnoException).code === "MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

function overview(): string {
  const lines = Object.keys(COMMANDS).flatMap((name) => {
    const command = loadCommand(name);
    return command === undefined ? [] : [`  ${name.padEnd(10)} ${command.summary}`];
  });
  return `usage: occurrence-contract <command> [flags]\n       occurrence-contract --version\n\ncommands:\n${lines.join("\n")}\n\nRun occurrence-contract <command> --help for a command's flags.`;
}

/** Runs the CLI with the arguments after the program name; resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  // `| head` closing the pipe ends quietly, a full disk is one line: never a stack trace.
  guardOutput();
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    console.log(overview());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v" || name === "version") {
    console.log(packageInfo().version);
    return 0;
  }
  const command = loadCommand(name);
  if (command === undefined) {
    console.error(
      shownText(`occurrence-contract: unknown command "${name}" (run occurrence-contract --help)`),
    );
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      const help = error.help ? `; occurrence-contract ${name} --help lists the flags` : "";
      console.error(shownText(`occurrence-contract ${name}: ${error.message}${help}`));
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(shownText(`occurrence-contract ${name}: unexpected error: ${message}`));
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        shownText(`occurrence-contract: ${error instanceof Error ? error.message : String(error)}`),
      );
      process.exitCode = 1;
    },
  );
}
