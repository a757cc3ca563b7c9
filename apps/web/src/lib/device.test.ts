import { describe, expect, it } from 'vitest';
import { deviceInfo, fingerprintOf, resetDeviceInfoCache } from './device.js';

// docs/reference/web-app.md#device-identity, docs/reference/web-app.md#request-headers
describe('device info', () => {
  it('makes a 13-hex-character fingerprint', () => {
    expect(fingerprintOf('a')).toMatch(/^[0-9a-f]{13}$/);
    expect(fingerprintOf('a')).toBe(fingerprintOf('a'));
    expect(fingerprintOf('a')).not.toBe(fingerprintOf('b'));
  });

  it('computes the device id and fingerprint once and keeps them', () => {
    resetDeviceInfoCache();
    const first = deviceInfo();
    resetDeviceInfoCache();
    const second = deviceInfo();
    expect(second).toEqual(first);
    expect(first.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
