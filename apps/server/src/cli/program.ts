import { Command, InvalidArgumentError, Option } from 'commander';
import type { Kysely } from 'kysely';
import serverPackage from '../../package.json' with { type: 'json' };
import { loadConfig, type AppConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import { exportCommand, userDeleteCommand, userPasswordCommand } from './account-data-commands.js';
import { backupCommand } from './backup-command.js';
import {
  demoCommand,
  importCommand,
  migrateCommand,
  tokenCreateCommand,
  tokenListCommand,
  tokenRevokeCommand,
  userCreateCommand,
} from './commands.js';
import { importAnswersCommand } from './import-answers.js';
import { restoreCommand } from './restore-command.js';
import { riskClearCommand, riskListCommand } from './risk-commands.js';
import {
  announceRemoveCommand,
  announceSetCommand,
  insightsCommand,
  switchCommand,
} from './site-commands.js';
import { syncCommand } from './sync-command.js';
import { linkCommand, linksCommand, unlinkCommand } from './upstream-commands.js';
import { EXIT_CODES_HELP } from './exit-codes.js';

/*
 * The commands of `chronicle`, on commander: each command declares its own arguments and options,
 * so `chronicle <command> --help` shows exactly what it takes and an option of another command is
 * a usage error. cli.ts runs the program and turns errors into exit codes (cli/exit-codes.ts).
 */

export type Print = (line: string) => void;

interface Cli {
  db: Kysely<Database>;
  config: AppConfig;
  print: Print;
}

const ENVIRONMENT_HELP = `
The database comes from DATABASE_URL (default sqlite:./data/chronicle.db; postgres://… works too),
also from a .env file in the working folder. Risk commands use REDIS_URL instead when it is set,
like the servers. The upstream commands read UPSTREAM_HOSTS, SYNC_* and SECRET like the server
(without SECRET, the one the server generated and keeps in the database), so links made here and
there are the same links.
${EXIT_CODES_HELP}`;

function positiveInteger(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
      throw new InvalidArgumentError(`${name} must be a positive integer`);
    return n;
  };
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Builds the program; `print` writes a line of a command's output (stdout). */
export function buildProgram(print: Print): Command {
  /** Opens the configured database for one command and closes it afterwards. */
  async function withDb(action: (cli: Cli) => Promise<void>): Promise<void> {
    const config = loadConfig();
    const db = createDb(config.databaseUrl);
    try {
      await action({ db, config, print });
    } finally {
      await db.destroy();
    }
  }

  const program = new Command('chronicle')
    .description('operate a Chronicle server')
    .version(serverPackage.version, '-V, --version', 'print the version of the server')
    .helpOption('-h, --help', 'show this help')
    .enablePositionalOptions()
    // Errors become exceptions cli.ts turns into exit codes, printed as `chronicle: …` lines.
    .exitOverride()
    .configureOutput({
      outputError: (text, write) => write(`chronicle: ${text.replace(/^error: /, '')}`),
    })
    .showHelpAfterError('(add --help for the usage)')
    .addHelpText('after', ENVIRONMENT_HELP);
  program.helpCommand('help [command]', 'show the help of a command');

  program
    .command('migrate')
    .description('apply database migrations')
    .action(() => withDb(({ db }) => migrateCommand(db, print)));
  program
    .command('demo')
    .description('load the demo data (accounts, roles, catalog, records)')
    .action(() => withDb(({ db }) => demoCommand(db, print)));
  program
    .command('import')
    .description('import ingest-bundle JSON files (one transaction per file)')
    .argument('<file|dir>', 'a bundle, or a folder of them')
    .action((target: string) => withDb(({ db }) => importCommand(db, target, print)));

  const token = program.command('token').description('service tokens of the ingest API');
  token
    .command('create')
    .description('create a service token for the ingest API (shown once)')
    .argument('<name>')
    .option('--expires-days <n>', 'days until it stops working', positiveInteger('--expires-days'))
    .option(
      '--scope <scopes>',
      'what it may do: a comma-separated list of import,accounts,site,insights',
    )
    .action((name: string, o: { expiresDays?: number; scope?: string }) =>
      withDb(({ db }) =>
        tokenCreateCommand(db, name, print, { expiresInDays: o.expiresDays, scopes: o.scope }),
      ),
    );
  token
    .command('list')
    .description('service tokens: name, fingerprint, created, expiry, last use')
    .action(() => withDb(({ db }) => tokenListCommand(db, print)));
  token
    .command('revoke')
    .description('revoke tokens at once')
    .argument('<name|fingerprint>')
    .action((which: string) => withDb(({ db }) => tokenRevokeCommand(db, which, print)));

  const user = program.command('user').description('community accounts');
  user
    .command('create')
    .description('create a community account; its password is read from standard input')
    .argument('<account>')
    .requiredOption(
      '--password-stdin',
      'read the password from standard input (a pipe, or typed unechoed)',
    )
    .option('--nickname <name>')
    .option('--birth-date <YYYY-MM-DD>')
    .action((account: string, o: { nickname?: string; birthDate?: string }) =>
      withDb(({ db }) =>
        userCreateCommand(db, { account, nickname: o.nickname, birthDate: o.birthDate }, print),
      ),
    );
  user
    .command('password')
    .description(
      'set the password, read from standard input (e.g. of an account imported from an export)',
    )
    .argument('<account>')
    .requiredOption(
      '--password-stdin',
      'read the password from standard input (a pipe, or typed unechoed)',
    )
    .action((account: string) => withDb(({ db }) => userPasswordCommand(db, { account }, print)));
  user
    .command('delete')
    .description('erase the account and everything stored for it')
    .argument('<account>')
    .option('--yes', 'confirm: without it nothing is deleted')
    .action((account: string, o: { yes?: boolean }) =>
      withDb(({ db }) => userDeleteCommand(db, { account, yes: o.yes === true }, print)),
    );

  program
    .command('export')
    .description(
      'the account\'s data (every period and version): an ingest bundle "chronicle import" takes back, or a zip of HoYoLAB-shaped answers (one language) with a README',
    )
    .argument('<account>')
    .addOption(new Option('--format <format>', 'what to write').choices(['chronicle', 'hoyolab']))
    .option('--lang <code>', 'the language of the hoyolab format')
    .option('-o, --output <file>', 'write there instead of standard output')
    .action((account: string, o: { format?: string; lang?: string; output?: string }) =>
      withDb(({ db, config }) =>
        exportCommand(
          db,
          { account, format: o.format, output: o.output, lang: o.lang, config },
          print,
        ),
      ),
    );

  const announce = program.command('announce').description('the first-visit announcement');
  announce
    .command('set')
    .description('set the first-visit announcement (game: ys, bh3, hsr)')
    .argument('<game>')
    .argument('<lang>')
    .requiredOption('--version <v>', 'its version; a visitor sees each version once')
    .option('--title <t>')
    .requiredOption('--content <text|@file>', 'the text, or @ and a file holding it')
    .action((game: string, lang: string, o: { version: string; title?: string; content: string }) =>
      withDb(({ db }) =>
        announceSetCommand(
          db,
          { game, lang, version: o.version, title: o.title, content: o.content },
          print,
        ),
      ),
    );
  announce
    .command('remove')
    .description('remove it')
    .argument('<game>')
    .argument('<lang>')
    .action((game: string, lang: string) =>
      withDb(({ db }) => announceRemoveCommand(db, game, lang, print)),
    );

  program
    .command('switch')
    .description(
      'list or set feature switches (share, share_image, data_review, character_links, act_calendar)',
    )
    .argument('<game>')
    .argument('[settings...]', 'key=1 or key=0')
    .action((game: string, settings: string[]) =>
      withDb(({ db }) => switchCommand(db, game, settings, print)),
    );
  program
    .command('insights')
    .description('page visits, exposures, API failures, web vitals')
    .option('--days <n>', 'how many days back', positiveInteger('--days'))
    .action((o: { days?: number }) => withDb(({ db }) => insightsCommand(db, o.days, print)));

  const risk = program.command('risk').description('the risk engine');
  risk
    .command('list')
    .description('accounts and addresses the risk engine holds back')
    .action(() => withDb(({ db, config }) => riskListCommand(db, config, print)));
  risk
    .command('clear')
    .description('lift a flag and forget the counts (daily one included)')
    .argument('<uid|address>')
    .action((subject: string) =>
      withDb(({ db, config }) => riskClearCommand(db, config, subject, print)),
    );

  program
    .command('link')
    .description(
      'link an account of a configured upstream; its cookies (ltuid_v2=…; ltoken_v2=…) are read from standard input, never from the command line; prints the link id',
    )
    .argument('<account>')
    .requiredOption('--upstream <name>', 'one of UPSTREAM_HOSTS')
    .requiredOption('--cookie-stdin', 'read the cookies from standard input')
    .option('--lang <code>', 'fetch names in one more language (repeatable)', collect)
    .action((account: string, o: { upstream: string; lang?: string[] }) => {
      const langs = (o.lang ?? []).flatMap((l) => l.split(',')).filter(Boolean);
      return withDb((cli) => linkCommand(cli, { account, upstream: o.upstream, langs }));
    });
  program
    .command('links')
    .description('linked accounts: status, syncs, roles, last error')
    .argument('[account]')
    .action((account: string | undefined) => withDb((cli) => linksCommand(cli, account)));
  program
    .command('sync')
    .description(
      'sync the account\'s links (or all) now; exit code 0 only if each ended "ok" ("partial" kept some older records)',
    )
    .argument('[account]')
    .option('--all', 'every link')
    .action((account: string | undefined, o: { all?: boolean }, command: Command) => {
      if (o.all ? account !== undefined : account === undefined) {
        command.error('sync takes an account or --all', { code: 'chronicle.usage' });
      }
      return withDb((cli) => syncCommand(cli, o.all ? undefined : account));
    });
  program
    .command('unlink')
    .description(
      "remove the account's links; the records they brought in stay unless --delete-records",
    )
    .argument('<account>')
    .option('--delete-records', 'delete the records the links brought in too')
    .action((account: string, o: { deleteRecords?: boolean }) =>
      withDb((cli) => unlinkCommand(cli, account, o.deleteRecords ?? false)),
    );
  for (const [name, format, what] of [
    ['import-har', 'har', 'import HAR files saved from a browser (a folder: *.har, *.json)'],
    ['import-raw', 'raw', 'import saved {endpoint, query, response} answers'],
  ] as const) {
    program
      .command(name)
      .description(what)
      .argument('<file|dir>')
      .requiredOption('--account <account>', 'the local account the records belong to')
      .action((target: string, o: { account: string }) =>
        withDb((cli) => importAnswersCommand(cli, { target, account: o.account, format })),
      );
  }

  // These two open the SQLite file themselves: a restore must be the only one holding it.
  program
    .command('backup')
    .description(
      'a consistent copy of the SQLite database, also while the server runs (PostgreSQL: prints the pg_dump command)',
    )
    .argument('<file>')
    .option('--force', 'overwrite the file')
    .action((file: string, o: { force?: boolean }) =>
      backupCommand(loadConfig().databaseUrl, file, { force: o.force === true }, print),
    );
  program
    .command('restore')
    .description(
      'put a backup in place of the SQLite database (server stopped); the current one is kept beside it',
    )
    .argument('<file>')
    .action((file: string) => restoreCommand(loadConfig().databaseUrl, file, print));

  return program;
}
