import { MAIN_GAME_ID, QUERY, RETCODE, endpoints, type Lang } from '@chronicle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { resolveLang, type Viewer } from '../../http/request-context.js';
import { getGameRecordCards, type CardDeps } from '../card/card.service.js';
import { getUserFullInfo } from '../community/community.service.js';

/** The element of an entry page that carries the answers (apps/web/src/lib/api-client.ts reads it). */
export const PAGE_ANSWERS_ID = 'page-answers';

interface Envelope {
  retcode: number;
  message: string;
  data: unknown;
}

/**
 * What an entry page carries for the app's first calls (issue 20 goal 3): the language the answers
 * were made in, and each answer by the call it stands for, `<endpoint id>?<query>` as the web client
 * builds its URLs.
 */
export interface PageAnswers {
  lang: Lang;
  answers: Record<string, Envelope>;
}

const { getUserFullInfo: profileCall } = endpoints.community;
const { getGameRecordCard: cardsCall } = endpoints.card;

const callKey = (id: string, query: Record<string, string>) =>
  `${id}?${new URLSearchParams(query).toString()}`;

/** The uid a visitor's page names (`?uid=` or `?user_id=`), as the web app reads it. */
function viewedUid(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown>;
  const value = query[QUERY.uid] ?? query[QUERY.userId];
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : undefined;
}

/** A call's answer as the API would give it: its data, or the retcode of its refusal. */
async function answer(run: () => Promise<unknown>): Promise<Envelope> {
  try {
    return { retcode: RETCODE.OK, message: 'OK', data: await run() };
  } catch (error) {
    if (error instanceof ApiError)
      return { retcode: error.retcode, message: error.message, data: null };
    throw error;
  }
}

/**
 * The answers a records page needs before anything else, made while the page is served: the
 * profile, and the record cards of the account the page shows (the viewer's own, or a visitor's
 * `?uid=`). The app would otherwise ask for them one after the other once its scripts run, and
 * only then for the records. They are the very answers of those endpoints for this request: the
 * same session, the same language rules, and for another account's cards the same risk engine
 * checks and counts (the page request is that read). A page without a session cookie gets none.
 */
export async function pageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: CardDeps,
): Promise<PageAnswers> {
  const lang = resolveLang(request);
  const viewer: Viewer | null = await app.authenticator.viewer(request);
  const profileQuery = { gid: String(MAIN_GAME_ID) };
  const answers: Record<string, Envelope> = {};
  answers[callKey(profileCall.id, profileQuery)] = viewer
    ? await answer(() => getUserFullInfo(deps.db, viewer, undefined, deps.absolute))
    : await answer(() => {
        throw new ApiError(profileCall.loginRetcode ?? RETCODE.NOT_LOGGED_IN);
      });
  if (viewer) {
    const uid = viewedUid(request) ?? String(viewer.uid);
    answers[callKey(cardsCall.id, { uid })] = await answer(async () => ({
      list: await getGameRecordCards(deps, viewer, Number(uid), lang),
    }));
  }
  return { lang, answers };
}

/**
 * The answers as a JSON data block for the page: `<` and friends escaped, so no value can close
 * the element or open markup. A data block is never run, so the CSP has nothing to allow.
 */
export function answersElement(answers: PageAnswers): string {
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
}
