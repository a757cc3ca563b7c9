import { request, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, ingestToken } from './browser.js';

/** The `{retcode, message, data}` envelope of every API answer. */
export interface Envelope<T> {
  retcode: number;
  message: string;
  data: T;
}

/** A record card entry (docs/reference/hoyolab-api.md#record-card), the fields the flows use. */
export interface Card {
  game_id: number;
  game_role_id: string;
  region: string;
  nickname: string;
}

/**
 * Calls the API with the page's cookies (GET, or POST with a JSON body), so assertions compare the
 * page with what the server answers. `path` starts with `/`. Every answer must be JSON.
 */
export async function apiCall<T>(page: Page, path: string, body?: unknown): Promise<Envelope<T>> {
  const url = `${baseURL()}${path}`;
  const res =
    body === undefined ? await page.request.get(url) : await page.request.post(url, { data: body });
  expect(res.headers()['content-type']).toBe('application/json');
  return (await res.json()) as Envelope<T>;
}

/** Like `apiCall` under `/game_record/`, and the answer must be a success: its `data`. */
export async function apiData<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const envelope = await apiCall<T>(page, `/game_record/${path}`, body);
  expect(envelope.retcode).toBe(0);
  return envelope.data;
}

/** The main-game record card of a community uid, as the viewer in `page` sees it. */
export async function mainCard(page: Page, uid: string): Promise<Card> {
  const cards = await apiData<{ list: Card[] }>(page, `card/wapi/getGameRecordCard?uid=${uid}`);
  const card = cards.list.find((c) => c.game_id === 2);
  if (!card) throw new Error(`no main-game card for ${uid}`);
  return card;
}

/** `role_id=…&server=…` of a card, for GET record calls. */
export const roleQuery = (card: Card): string =>
  `role_id=${card.game_role_id}&server=${card.region}`;

/** A number as the English pages write it. */
export const fmt = (n: number): string => new Intl.NumberFormat('en-us').format(n);

/**
 * One call of the operator's ingest API (`/ingest/v1/<path>`) with the e2e service token; answers
 * the envelope's data, and throws with the retcode when it is not 0.
 */
export async function operatorCall<T = unknown>(
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
): Promise<T> {
  const api = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { authorization: `Bearer ${ingestToken()}` },
  });
  try {
    const res = await api.fetch(`/ingest/v1/${path}`, { method, data });
    const body = (await res.json()) as Envelope<T>;
    if (body.retcode !== 0) throw new Error(`${method} ${path}: ${body.retcode} ${body.message}`);
    return body.data;
  } finally {
    await api.dispose();
  }
}

/**
 * Creates an account and its main-game roles through the ingest API, as an operator's importer
 * would; the first role is the chosen one. For flows that need a player no other flow touches.
 */
export async function ingestPlayer(
  player: { uid: string; account: string; password: string },
  roles: readonly { roleId: string; nickname: string; level: number }[],
): Promise<void> {
  const put = (path: string, data: object) => operatorCall('PUT', path, data);
  const { uid, account, password } = player;
  await put(`accounts/${uid}`, { account, nickname: account, password });
  for (const [i, role] of roles.entries()) {
    await put(`roles/2/${role.roleId}`, {
      uid: Number(uid),
      nickname: role.nickname,
      level: role.level,
      is_chosen: i === 0,
    });
  }
}
