/**
 * What the app's status notice shows (offline-notice.tsx): the records are copies because the
 * server cannot be reached (as of when), a new build has taken over, or the app was updated since
 * the last visit.
 */
export interface NoticeState {
  /** Epoch ms of the oldest copied answer on screen; null while the server answers. */
  offlineAsOf: number | null;
  /**
   * `ready`: a new build took over this open page, whose scripts are the old build's (reload to
   * use it). `done`: this visit runs a build newer than the last visit's.
   */
  update: 'ready' | 'done' | null;
}

let state: NoticeState = { offlineAsOf: null, update: null };
const listeners = new Set<() => void>();

export const noticeStore = {
  get: (): NoticeState => state,
  set: (patch: Partial<NoticeState>): void => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
