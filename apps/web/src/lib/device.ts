import { STORAGE_KEYS, storage } from './storage.js';

/**
 * Device identity sent with every request (docs/reference/web-app.md#request-headers): a random
 * UUID and a 13-hex-character
 * fingerprint. Both are computed once and cached (docs/reference/web-app.md#device-identity "device
 * info is computed once").
 */

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** FNV-1a over the string, widened to 52 bits so it yields 13 hex digits. */
export function fingerprintOf(source: string): string {
  let low = 0x811c9dc5;
  let high = 0x01000193;
  for (let i = 0; i < source.length; i += 1) {
    const code = source.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ (code + i), 0x000193ab) >>> 0;
  }
  const value = (high & 0xfffff) * 2 ** 32 + low;
  return value.toString(16).padStart(13, '0').slice(-13);
}

function environmentSignature(): string {
  const screenInfo = typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}`;
  return [
    navigator.userAgent,
    navigator.language,
    screenInfo,
    // The UTC offset, not the zone's name: building an Intl.DateTimeFormat to read it costs ~20 ms
    // of a phone's first visit (measured: 75 ms of a 4× slowed first load), on the page's first call.
    String(new Date().getTimezoneOffset()),
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
}

let cached: { id: string; fp: string } | undefined;

/** The device id and fingerprint, read from storage or created on first use. */
export function deviceInfo(): { id: string; fp: string } {
  if (cached) return cached;
  let id = storage.get(STORAGE_KEYS.deviceId);
  if (!id) {
    id = randomUuid();
    storage.set(STORAGE_KEYS.deviceId, id);
  }
  let fp = storage.get(STORAGE_KEYS.deviceFp);
  if (!fp || !/^[0-9a-f]{13}$/.test(fp)) {
    fp = fingerprintOf(environmentSignature());
    storage.set(STORAGE_KEYS.deviceFp, fp);
  }
  cached = { id, fp };
  return cached;
}

/** Forgets the in-memory copy (tests). */
export function resetDeviceInfoCache(): void {
  cached = undefined;
}
