import { PLATFORM } from '@chronicle/contract';

/**
 * Whether the page runs inside the community app's web view, and what that app says about the
 * device (docs/reference/web-app.md#request-headers: platform 1 iOS app, 2 Android app; sys version
 * and device name inside the app). The app announces itself in the user agent as
 * `ChronicleApp/<version>`; the HoYoLAB app's own
 * token (`miHoYoBBSOversea/<version>`) is recognised as well. Computed once and cached
 * (docs/reference/web-app.md#device-identity).
 */
export interface AppContext {
  inApp: boolean;
  /** PLATFORM.ios or PLATFORM.android inside the app; undefined in a browser. */
  platform?: number;
  appVersion?: string;
  sysVersion?: string;
  deviceName?: string;
}

const APP_TOKEN = /(?:ChronicleApp|miHoYoBBSOversea)\/([\d.]+)/;

/** Reads the app context from a user agent string (pure; tests feed it samples). */
export function parseAppContext(userAgent: string): AppContext {
  const app = APP_TOKEN.exec(userAgent);
  if (!app) return { inApp: false };
  const android = /Android ([\d.]+)(?:;[^;)]*)*?; ([^;)]+?)(?: Build\/|\))/.exec(userAgent);
  if (android) {
    return {
      inApp: true,
      platform: PLATFORM.android,
      appVersion: app[1],
      sysVersion: `Android ${android[1]}`,
      deviceName: android[2]?.trim() || 'Android',
    };
  }
  const ios = /(iPhone|iPad|iPod)[^)]*? OS ([\d_]+)/.exec(userAgent);
  return {
    inApp: true,
    platform: ios ? PLATFORM.ios : undefined,
    appVersion: app[1],
    sysVersion: ios?.[2] ? `iOS ${ios[2].replace(/_/g, '.')}` : undefined,
    deviceName: ios?.[1],
  };
}

let cached: AppContext | undefined;

/** The app context of this page (cached). */
export function appContext(): AppContext {
  cached ??= parseAppContext(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return cached;
}

/** Forgets the cached context (tests). */
export function resetAppContext(): void {
  cached = undefined;
}
