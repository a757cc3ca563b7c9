/*
 * The exit codes of `chronicle`, one place for the program, its help and its tests; README.md
 * ("The chronicle CLI") has the same table for operators and scripts.
 */

/** The command did what it was asked. */
export const EXIT_OK = 0;
/** The command ran and failed: bad data, an unknown account, an unreachable database, a sync not "ok"… */
export const EXIT_FAILURE = 1;
/** The command line itself was wrong: unknown command or option, a missing argument or option. */
export const EXIT_USAGE = 2;

export const EXIT_CODES_HELP = `
Exit codes: ${EXIT_OK} done; ${EXIT_FAILURE} the command failed (the reason is on standard error); ${EXIT_USAGE} the command line
was wrong (unknown command or option, missing argument).`;
