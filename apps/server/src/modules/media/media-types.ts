/*
 * What a mirrored image may be. The bytes decide, not the upstream's Content-Type: a raster image
 * must start with its format's signature, an SVG must be an <svg> document. Anything else is not
 * stored, so `/media/` never serves HTML or script under Chronicle's origin.
 */

export interface MediaType {
  contentType: string;
  extension: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsWith(bytes: Buffer, signature: Buffer | readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** The image type of some bytes, or undefined when they are no image Chronicle serves. */
export function sniffImage(bytes: Buffer): MediaType | undefined {
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (
    bytes
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  ) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (
    bytes
      .subarray(4, 12)
      .toString('latin1')
      .match(/^ftypavi[fs]$/)
  ) {
    return { contentType: 'image/avif', extension: 'avif' };
  }
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) {
    return { contentType: 'image/svg+xml', extension: 'svg' };
  }
  return undefined;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export function extensionOf(contentType: string): string {
  return Object.entries(EXTENSIONS).find(([, type]) => type === contentType)?.[0] ?? 'bin';
}
