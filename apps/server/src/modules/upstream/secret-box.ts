import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Upstream cookies are as good as the player's password on the upstream, so they are sealed at rest
 * with AES-256-GCM under a key derived from SECRET with HKDF-SHA256 (its own `info`, so this key is
 * never the key of anything else derived from SECRET). A sealed value is `v1.<iv>.<tag>.<data>`
 * in base64url; a changed SECRET or a tampered value fails to open instead of giving garbage.
 */

const VERSION = 'v1';
const INFO = 'chronicle upstream cookies v1';
const SALT = 'chronicle-secret-box';

/** Seals and opens small secrets with a key derived from the server's SECRET. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or undefined when the value was sealed under another SECRET or altered. */
  open(sealed: string): string | undefined {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
