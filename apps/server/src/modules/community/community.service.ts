import { LANGUAGES, RETCODE, type LangsData, type UserFullInfoData } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { isMinor } from '../account/age.js';
import { defaultAvatarPath, getAccount, type AccountRow } from '../account/account.service.js';
import type { Absolutize } from '../../http/absolute-url.js';

type UserFullInfo = Static<typeof UserFullInfoData>;

const ZERO_ACHIEVE = {
  like_num: '0',
  post_num: '0',
  replypost_num: '0',
  follow_cnt: '0',
  followed_cnt: '0',
  topic_cnt: '0',
  new_follower_num: '0',
  good_post_num: '0',
  follow_collection_cnt: '0',
};

/**
 * The docs/reference/hoyolab-api.md#user-full-info profile of an account (community features
 * Chronicle has not got are neutral values).
 */
export function presentUserFullInfo(
  account: AccountRow,
  absolute: Absolutize,
  /** Only the account itself learns whether it is under 13 (it is nobody else's business). */
  isSelf = true,
): UserFullInfo {
  const createdSeconds = Math.floor(account.created_at / 1000);
  return {
    user_info: {
      uid: String(account.uid),
      nickname: account.nickname,
      introduce: account.introduce,
      avatar: '0',
      gender: account.gender,
      avatar_url: absolute(account.avatar_url || defaultAvatarPath(account.uid)),
      pendant: '',
      certification: { type: 0, label: '' },
      certifications: [],
      level_exps: [],
      level_exp: null,
      achieve: ZERO_ACHIEVE,
      community_info: {
        is_realname: false,
        agree_status: true,
        silent_end_time: 0,
        forbid_end_time: 0,
        info_upd_time: createdSeconds,
        privacy_invisible: { post: false, collect: false, watermark: false, reply: false },
        notify_disable: { reply: false, upvote: false, follow: false, system: false, chat: false },
        has_initialized: true,
        user_func_status: {
          enable_history_view: true,
          enable_recommend: true,
          enable_mention: true,
          user_center_view: 1,
        },
        forum_silent_info: [],
        last_login_ip: '',
        last_login_time: 0,
        created_at: createdSeconds,
      },
      is_logoff: false,
      is_minor: isSelf && isMinor(account.birth_date),
    },
    follow_relation: { is_following: false, is_followed: false },
    auth_relations: [],
    is_in_blacklist: false,
    is_has_collection: false,
    is_creator: false,
    customer_service: { is_customer_service_staff: false, game_id: 0 },
    audit_info: {
      is_nickname_in_audit: false,
      nickname: '',
      is_introduce_in_audit: false,
      introduce: '',
      nickname_status: 0,
    },
  };
}

/**
 * getUserFullInfo: the cookie owner without `uid`, else that account. Another account's profile
 * passes the risk engine like its record cards (held → 10035, past the daily players → 10101), so
 * walking the sequential uids is counted; unknown and under-13 accounts both answer 1009, so an
 * under-13 profile is private and the answer tells nobody an account is under 13.
 */
export async function getUserFullInfo(
  db: Kysely<Database>,
  viewer: Viewer,
  uid: string | undefined,
  absolute: Absolutize,
): Promise<UserFullInfo> {
  const target = uid === undefined ? viewer.uid : Number(uid);
  const isSelf = target === viewer.uid;
  if (!isSelf) await viewer.risk?.beforeCardRead(target);
  const account = await getAccount(db, target);
  if (!account || (!isSelf && isMinor(account.birth_date))) {
    throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  }
  return presentUserFullInfo(account, absolute, isSelf);
}

/** The 15 languages (docs/reference/hoyolab-api.md#languages). */
export function listLangs(): Static<typeof LangsData> {
  return {
    langs: LANGUAGES.map((l) => ({
      name: l.name,
      value: l.value,
      label: l.label,
      alias: [...l.alias],
    })),
  };
}
