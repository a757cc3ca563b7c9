/**
 * localStorage that never throws: private browsing modes and disabled storage must not break the
 * app, they only lose the remembered value.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the value simply is not remembered.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  },
};

/** Keys of everything Chronicle keeps in localStorage, in one place. */
export const STORAGE_KEYS = {
  deviceId: 'chronicle.device_id',
  deviceFp: 'chronicle.device_fp',
  lang: 'chronicle.lang',
  role: (gameId: number) => `chronicle.role.${gameId}`,
} as const;
