#!/usr/bin/env node
import { CommanderError } from 'commander';
import { loadDotEnv } from './config-values.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './cli/exit-codes.js';
import { buildProgram } from './cli/program.js';

/*
 * `chronicle <command>`: the commands are declared in cli/program.ts. Output goes to standard
 * output; errors go to standard error as one `chronicle: …` line, with the exit codes of
 * cli/exit-codes.ts.
 */

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function run(argv: string[]): Promise<number> {
  loadDotEnv();
  const program = buildProgram(print);
  // Without a command: the help, as `chronicle --help` shows it.
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT_OK;
  }
  await program.parseAsync(argv, { from: 'user' });
  return EXIT_OK;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // commander has printed its message (or the help, or the version) already.
    if (error instanceof CommanderError) {
      process.exit(error.exitCode === 0 ? EXIT_OK : EXIT_USAGE);
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`chronicle: ${message}\n`);
    process.exit(EXIT_FAILURE);
  },
);
