import { describe, expect, it } from 'vitest';
import { pageAnswerCopies } from './start-offline.js';

function answersElement(page: unknown): HTMLElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.textContent = JSON.stringify(page);
  return element;
}

const profile = { retcode: 0, message: 'OK', data: { user_info: { uid: '100000001' } } };
const cards = { retcode: 0, message: 'OK', data: { list: [] } };

describe('the entry page answers handed to the worker', () => {
  it("are the profile and record cards, at the addresses the app calls, under the profile's account", () => {
    const message = pageAnswerCopies(
      answersElement({
        lang: 'ja-jp',
        answers: {
          'community.getUserFullInfo?gid=2': profile,
          'card.getGameRecordCard?uid=100000002': cards,
        },
      }),
    );
    expect(message).toEqual({
      type: 'chronicle:keep',
      account: '100000001',
      answers: [
        {
          url: `${location.origin}/community/user/wapi/getUserFullInfo?gid=2`,
          lang: 'ja-jp',
          body: profile,
        },
        {
          url: `${location.origin}/game_record/card/wapi/getGameRecordCard?uid=100000002`,
          lang: 'ja-jp',
          body: cards,
        },
      ],
    });
  });

  it('are none for a page without a signed-in profile, or without answers', () => {
    const loggedOut = { retcode: -100, message: 'Please login', data: null };
    expect(
      pageAnswerCopies(
        answersElement({
          lang: 'en-us',
          answers: { 'community.getUserFullInfo?gid=2': loggedOut },
        }),
      ),
    ).toBeUndefined();
    expect(pageAnswerCopies(null)).toBeUndefined();
  });
});
