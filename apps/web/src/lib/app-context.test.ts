import { PLATFORM } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { parseAppContext } from './app-context.js';

// docs/reference/web-app.md#request-headers
describe('parseAppContext (app context)', () => {
  it('is a plain browser without the app token', () => {
    expect(
      parseAppContext(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      ),
    ).toEqual({ inApp: false });
  });

  it('reads platform 2, the Android version and the model inside the Android app', () => {
    expect(
      parseAppContext(
        'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 miHoYoBBSOversea/2.55.0',
      ),
    ).toEqual({
      inApp: true,
      platform: PLATFORM.android,
      appVersion: '2.55.0',
      sysVersion: 'Android 13',
      deviceName: 'SM-S911B',
    });
  });

  it('reads platform 1 and the iOS version inside the iPhone app', () => {
    expect(
      parseAppContext(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 ChronicleApp/2.3.0',
      ),
    ).toEqual({
      inApp: true,
      platform: PLATFORM.ios,
      appVersion: '2.3.0',
      sysVersion: 'iOS 17.2.1',
      deviceName: 'iPhone',
    });
  });
});
