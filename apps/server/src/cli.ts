#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { CliError } from './cli/import-files.js';
import {
  demoCommand,
  importCommand,
  migrateCommand,
  tokenCreateCommand,
  tokenListCommand,
  tokenRevokeCommand,
  userCreateCommand,
} from './cli/commands.js';
import {
  announceRemoveCommand,
  announceSetCommand,
  insightsCommand,
  switchCommand,
} from './cli/site-commands.js';
import { riskClearCommand, riskListCommand } from './cli/risk-commands.js';
import { importAnswersCommand } from './cli/import-answers.js';
import {
  exportCommand,
  userDeleteCommand,
  userPasswordCommand,
} from './cli/account-data-commands.js';
import { syncCommand } from './cli/sync-command.js';
import { linkCommand, linksCommand, unlinkCommand } from './cli/upstream-commands.js';
import { backupCommand } from './cli/backup-command.js';
import { restoreCommand } from './cli/restore-command.js';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';

const HELP = `chronicle — operate a Chronicle server

Usage:
  chronicle migrate                       apply database migrations
  chronicle demo                          load the demo data (accounts, roles, catalog, records)
  chronicle import <file|dir>             import ingest-bundle JSON files (one transaction per file)
  chronicle token create <name> [--expires-days N] [--scope import,accounts,site,insights]
                                          create a service token for the ingest API (shown once)
  chronicle token list                    service tokens: name, fingerprint, created, expiry, last use
  chronicle token revoke <name|fingerprint>
                                          revoke tokens at once
  chronicle user create <account> --password <pw> [--nickname <name>] [--birth-date YYYY-MM-DD]
  chronicle user password <account> --password-stdin
                                          set the password (read from standard input), e.g. of
                                          an account imported from an export
  chronicle user delete <account> --yes   erase the account and everything stored for it
  chronicle export <account> [--format chronicle|hoyolab] [--lang <code>] [-o <file>]
                                          the account's data (every period and version): an
                                          ingest bundle "chronicle import" takes back, or a zip of
                                          HoYoLAB-shaped answers (one language) with a README
  chronicle announce set <game> <lang> --version <v> [--title <t>] --content <text|@file>
                                          set the first-visit announcement (game: ys, bh3, hsr)
  chronicle announce remove <game> <lang> remove it
  chronicle switch <game> [key=1|key=0 …] list or set feature switches (share, share_image,
                                          data_review, character_links, act_calendar)
  chronicle insights [--days N]           page visits, exposures, API failures, web vitals
  chronicle risk list                     accounts and addresses the risk engine holds back
  chronicle risk clear <uid|address>      lift a flag and forget the counts (daily one included)
  chronicle link <account> --upstream <name> --cookie-stdin [--lang <code>]
                                          link an account of a configured upstream; its cookies
                                          (ltuid_v2=…; ltoken_v2=…) are read from standard input,
                                          never from the command line; prints the link id; --lang
                                          fetches names in one more language (repeatable)
  chronicle links [<account>]             linked accounts: status, syncs, roles, last error
  chronicle sync <account>|--all          sync the account's links (or all) now; exit code 0 only
                                          if each ended "ok" ("partial" kept some older records)
  chronicle unlink <account> [--delete-records]
                                          remove the account's links; the records they brought in
                                          stay unless --delete-records
  chronicle import-har <file|dir> --account <account>
                                          import HAR files saved from a browser (a folder: *.har, *.json)
  chronicle import-raw <file|dir> --account <account>
                                          import saved {endpoint, query, response} answers
  chronicle backup <file> [--force]       a consistent copy of the SQLite database, also while
                                          the server runs (PostgreSQL: prints the pg_dump command)
  chronicle restore <file>                put a backup in place of the SQLite database (server
                                          stopped); the current one is kept beside it
  chronicle --help                        show this help

The database comes from DATABASE_URL (default sqlite:./data/chronicle.db; postgres://… works too);
risk commands use REDIS_URL instead when it is set, like the servers. The upstream commands read
UPSTREAM_HOSTS, SYNC_* and SECRET like the server (without SECRET, the one the server generated and
keeps in the database), so links made here and there are the same links.
`;

class UsageError extends Error {}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      password: { type: 'string' },
      nickname: { type: 'string' },
      'birth-date': { type: 'string' },
      version: { type: 'string' },
      title: { type: 'string' },
      content: { type: 'string' },
      days: { type: 'string' },
      upstream: { type: 'string' },
      'cookie-stdin': { type: 'boolean' },
      lang: { type: 'string', multiple: true },
      all: { type: 'boolean' },
      'delete-records': { type: 'boolean' },
      account: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      yes: { type: 'boolean' },
      'expires-days': { type: 'string' },
      scope: { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    print(HELP);
    return;
  }

  const config = loadConfig();
  // These two open the SQLite file themselves: a restore must be the only one holding it.
  if (command === 'backup' || command === 'restore') {
    if (rest.length !== 1 || !rest[0]) {
      throw new UsageError(`usage: ${command} <file>${command === 'backup' ? ' [--force]' : ''}`);
    }
    return command === 'backup'
      ? backupCommand(config.databaseUrl, rest[0], { force: values.force === true }, print)
      : restoreCommand(config.databaseUrl, rest[0], print);
  }
  const db = createDb(config.databaseUrl);
  const cli = { db, config, print };
  try {
    switch (command) {
      case 'migrate':
        return await migrateCommand(db, print);
      case 'demo':
        return await demoCommand(db, print);
      case 'import': {
        if (!rest[0]) throw new UsageError('import needs a file or folder');
        return await importCommand(db, rest[0], print);
      }
      case 'token': {
        if (rest[0] === 'list') return await tokenListCommand(db, print);
        if (rest[0] === 'revoke' && rest[1]) return await tokenRevokeCommand(db, rest[1], print);
        if (rest[0] !== 'create' || !rest[1]) {
          throw new UsageError(
            'usage: token create <name> [--expires-days N] [--scope …] | token list | token revoke <name|fingerprint>',
          );
        }
        const days = values['expires-days'];
        return await tokenCreateCommand(db, rest[1], print, {
          expiresInDays: days === undefined ? undefined : Number(days),
          scopes: values.scope,
        });
      }
      case 'user': {
        if (rest[0] === 'delete' && rest[1]) {
          return await userDeleteCommand(db, { account: rest[1], yes: values.yes === true }, print);
        }
        if (rest[0] === 'password' && rest[1]) {
          if (!values['password-stdin']) {
            throw new UsageError('user password reads the password with --password-stdin');
          }
          return await userPasswordCommand(db, { account: rest[1] }, print);
        }
        if (rest[0] !== 'create' || !rest[1])
          throw new UsageError(
            'usage: user create <account> --password <pw> | user password <account> --password-stdin | user delete <account> --yes',
          );
        if (!values.password) throw new UsageError('user create needs --password');
        return await userCreateCommand(
          db,
          {
            account: rest[1],
            password: values.password,
            nickname: values.nickname,
            birthDate: values['birth-date'],
          },
          print,
        );
      }
      case 'announce': {
        const [action, game, lang] = rest;
        if (action === 'remove' && game && lang) {
          return await announceRemoveCommand(db, game, lang, print);
        }
        if (action !== 'set' || !game || !lang || !values.version || values.content === undefined)
          throw new UsageError(
            'usage: announce set <game> <lang> --version <v> --content <text|@file>',
          );
        return await announceSetCommand(
          db,
          { game, lang, version: values.version, title: values.title, content: values.content },
          print,
        );
      }
      case 'switch': {
        if (!rest[0]) throw new UsageError('usage: switch <game> [key=1|key=0 …]');
        return await switchCommand(db, rest[0], rest.slice(1), print);
      }
      case 'insights': {
        const days = values.days === undefined ? undefined : Number(values.days);
        if (days !== undefined && !(Number.isInteger(days) && days > 0))
          throw new UsageError('--days must be a positive integer');
        return await insightsCommand(db, days, print);
      }
      case 'risk': {
        const [action, subject] = rest;
        if (action === 'list') return await riskListCommand(db, config, print);
        if (action === 'clear' && subject) {
          return await riskClearCommand(db, config, subject, print);
        }
        throw new UsageError('usage: risk list | risk clear <uid|address>');
      }
      case 'export': {
        if (!rest[0])
          throw new UsageError('usage: export <account> [--format chronicle|hoyolab] [-o file]');
        return await exportCommand(
          db,
          {
            account: rest[0],
            format: values.format,
            output: values.output,
            lang: values.lang?.[0],
            config,
          },
          print,
        );
      }
      case 'link': {
        const [account, ...extra] = rest;
        if (!account || extra.length > 0 || !values.upstream)
          throw new UsageError('usage: link <account> --upstream <name> --cookie-stdin');
        if (!values['cookie-stdin'])
          throw new UsageError('link reads the cookies from standard input: add --cookie-stdin');
        const langs = (values.lang ?? []).flatMap((l) => l.split(',')).filter(Boolean);
        return await linkCommand(cli, { account, upstream: values.upstream, langs });
      }
      case 'links': {
        if (rest.length > 1) throw new UsageError('usage: links [<account>]');
        return await linksCommand(cli, rest[0]);
      }
      case 'sync': {
        if (values.all ? rest.length > 0 : rest.length !== 1)
          throw new UsageError('usage: sync <account> | sync --all');
        return await syncCommand(cli, values.all ? undefined : rest[0]);
      }
      case 'unlink': {
        if (rest.length !== 1 || !rest[0])
          throw new UsageError('usage: unlink <account> [--delete-records]');
        return await unlinkCommand(cli, rest[0], values['delete-records'] ?? false);
      }
      case 'import-har':
      case 'import-raw': {
        if (rest.length !== 1 || !rest[0] || !values.account)
          throw new UsageError(`usage: ${command} <file|dir> --account <account>`);
        return await importAnswersCommand(cli, {
          target: rest[0],
          account: values.account,
          format: command === 'import-har' ? 'har' : 'raw',
        });
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    if (
      error instanceof UsageError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
    ) {
      process.stderr.write(`chronicle: ${(error as Error).message}\n\n${HELP}`);
      process.exit(2);
    }
    const message =
      error instanceof CliError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`chronicle: ${message}\n`);
    process.exit(1);
  },
);
