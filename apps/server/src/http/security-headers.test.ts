import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';

describe('security headers', () => {
  it('are worked out once from the configuration: CSP names the public and API origins', () => {
    const headers = securityHeaders('http://records.example:8080', ['https://api.example']);
    expect(headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: http://records.example:8080 https://api.example",
    );
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.example");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('ask for HTTPS only when the server is public over HTTPS', () => {
    expect(securityHeaders('http://localhost:8080', [])['strict-transport-security']).toBe(
      undefined,
    );
    expect(securityHeaders('https://records.example', [])['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
  });

  it('go out on every answer, errors and unknown paths included', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, 'https://records.example', []);
    app.get('/ok', () => ({ ok: true }));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/boom', '/missing']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security'], url).toBeDefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
    await app.close();
  });
});
