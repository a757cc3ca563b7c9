import { PLATFORM, RETCODE, endpoints } from '@chronicle/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

const { getUserFullInfo, langs } = endpoints.community;
const { getGameRecordCard } = endpoints.card;

const CARDS = { list: [{ game_id: 2, nickname: 'from the page' }] };

/** An entry page as the server sends it with a session cookie (page-answers.ts on the server). */
function pageWithAnswers(lang: string): void {
  const answers = {
    lang,
    answers: {
      'card.getGameRecordCard?uid=100000001': { retcode: 0, message: 'OK', data: CARDS },
      'community.getUserFullInfo?gid=2': {
        retcode: RETCODE.NOT_LOGGED_IN,
        message: 'Not logged in',
        data: null,
      },
    },
  };
  document.body.innerHTML = `<script type="application/json" id="page-answers">${JSON.stringify(answers)}</script>`;
}

/** A fresh client: the page's answers are read once per page load (module instance). */
async function freshClient(lang: string, origin = '') {
  vi.resetModules();
  const client = await import('./api-client.js');
  client.configureApi({ lang: lang as never, platform: PLATFORM.web, minor: false, origin });
  return client;
}

describe("api.call and the page's own answers", () => {
  let fetchMock: Mock<typeof fetch>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ retcode: 0, message: 'OK', data: { list: [] } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("takes a call's answer from the page once, then asks the server", async () => {
    pageWithAnswers('de-de');
    const { api } = await freshClient('de-de');
    await expect(api.call(getGameRecordCard, { uid: '100000001' })).resolves.toEqual(CARDS);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.call(getGameRecordCard, { uid: '100000001' })).resolves.toEqual({ list: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives a refusal in the page as the server's would be: an ApiError with its retcode", async () => {
    pageWithAnswers('de-de');
    const { api, ApiError } = await freshClient('de-de');
    const failure = await api.call(getUserFullInfo, { gid: '2' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as InstanceType<typeof ApiError>).retcode).toBe(RETCODE.NOT_LOGGED_IN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server for calls the page has no answer to (another uid, another endpoint)', async () => {
    pageWithAnswers('de-de');
    const { api } = await freshClient('de-de');
    await api.call(getGameRecordCard, { uid: '100000002' });
    await api.call(langs, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores answers made in another language or for another API host', async () => {
    pageWithAnswers('en-us');
    const other = await freshClient('de-de');
    await expect(other.api.call(getGameRecordCard, { uid: '100000001' })).resolves.toEqual({
      list: [],
    });
    pageWithAnswers('de-de');
    const hosted = await freshClient('de-de', 'https://api.example');
    await hosted.api.call(getGameRecordCard, { uid: '100000001' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server when the page carries no answers or unreadable ones', async () => {
    document.body.innerHTML = '<script type="application/json" id="page-answers">{oops</script>';
    const { api } = await freshClient('de-de');
    await api.call(getGameRecordCard, { uid: '100000001' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
