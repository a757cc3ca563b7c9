import { Readable } from 'node:stream';
import {
  COOKIES,
  endpoints,
  EXPORT_FORMATS,
  MOUNTS,
  RETCODE,
  type ExportFormat,
} from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { resolveLang } from '../../http/request-context.js';
import { deleteAccountData } from './account-deletion.js';
import type { AccountService } from '../account/account.service.js';
import { chronicleExport } from './account-export.js';
import { hoyolabExport } from './hoyolab-export.js';

export interface AccountDataRoutesOptions {
  db: Kysely<Database>;
  /** Starts the short-lived session the HoYoLAB-shaped export asks this server's handlers with. */
  accounts: AccountService;
  now: () => number;
  secureCookies: boolean;
  /** Runs after an erasure (the catalog and caches hold nothing of an account). */
  onDeleted?: (uid: number) => void;
}

/** `chronicle-<account>-<YYYY-MM-DD>.json` (or `-hoyolab….zip`), the download's file name. */
export function exportFileName(account: string, format: ExportFormat, now = new Date()): string {
  const safe = account.replace(/[^A-Za-z0-9_.-]/g, '_');
  const day = now.toISOString().slice(0, 10);
  return format === 'hoyolab'
    ? `chronicle-${safe}-hoyolab-${day}.zip`
    : `chronicle-${safe}-${day}.json`;
}

/**
 * The owner's data (issue 18): `GET /chronicle/api/account/export?format=chronicle|hoyolab` streams
 * the ingest bundle (or the zip of HoYoLAB-shaped answers) as a download (an envelope with 10001
 * without a session), `POST …/delete` erases the account after
 * the name is typed again, and operators erase any account with `DELETE /ingest/v1/accounts/:uid`.
 */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  options: AccountDataRoutesOptions,
): void {
  const { db } = options;
  const base = MOUNTS.accountData[0];

  app.get(
    `${base}/export`,
    {
      schema: {
        summary: "Download the cookie owner's data as an ingest bundle (every period and version)",
        description:
          'A file download, not an envelope: `format=chronicle` (default) streams the ingest ' +
          'bundle of every role, period and version of the cookie owner, `format=hoyolab` a zip ' +
          'of HoYoLAB-shaped answers.\n\n**Who may call:** a signed-in account, about itself ' +
          'only.\n\n**Retcodes:** without a session, an envelope with 10001 (LOGIN_REQUIRED).',
        tags: ['accountData'],
        operationId: 'ownership.export',
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', enum: [...EXPORT_FORMATS] } },
        },
      },
    },
    async (request, reply) => {
      request.lang = resolveLang(request);
      const viewer = await app.authenticator.viewer(request);
      if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
      const account = await db
        .selectFrom('accounts')
        .select('account')
        .where('uid', '=', viewer.uid)
        .executeTakeFirst();
      const { format = 'chronicle' } = request.query as { format?: ExportFormat };
      const parts =
        account &&
        (format === 'hoyolab'
          ? await hoyolabExport(
              { app, db, accounts: options.accounts, now: options.now },
              viewer.uid,
              request.lang,
            )
          : await chronicleExport(db, viewer.uid));
      if (!account || !parts) throw new ApiError(RETCODE.LOGIN_REQUIRED);
      const name = exportFileName(account.account, format, new Date(options.now()));
      return reply
        .header(
          'content-type',
          format === 'hoyolab' ? 'application/zip' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(parts));
    },
  );

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: options.secureCookies,
  };

  registerEndpoint(app, endpoints.accountData.deleteOwnAccount, async ({ body }, ctx) => {
    const viewer = ctx.requireViewer();
    const account = await db
      .selectFrom('accounts')
      .select('account')
      .where('uid', '=', viewer.uid)
      .executeTakeFirst();
    if (!account) throw new ApiError(RETCODE.NOT_LOGGED_IN);
    if (body.confirm.trim() !== account.account) throw new ApiError(RETCODE.CONFIRMATION_MISMATCH);
    const counts = await deleteAccountData(db, viewer.uid);
    if (!counts) throw new ApiError(RETCODE.NOT_LOGGED_IN);
    options.onDeleted?.(viewer.uid);
    for (const name of [COOKIES.uid, COOKIES.token, COOKIES.legacyUid, COOKIES.legacyToken]) {
      if (ctx.request.cookies[name] !== undefined) ctx.reply.clearCookie(name, cookieOptions);
    }
    return counts;
  });

  registerEndpoint(app, endpoints.accountData.deleteAccount, async ({ params }) => {
    const counts = await deleteAccountData(db, params.uid);
    if (!counts) throw new ApiError(RETCODE.ACCOUNT_NOT_FOUND);
    options.onDeleted?.(params.uid);
    return counts;
  });
}
