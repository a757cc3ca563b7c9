import { readLimited } from '../../http/read-limited.js';
import type { ImageBytes } from './media.service.js';

const TIMEOUT_MS = 15_000;

/**
 * Downloads an image with Node's fetch: no redirects (an allowed host may not send the server
 * elsewhere), a timeout, and never more than `maxBytes` read.
 */
export async function fetchImage(url: URL, maxBytes: number): Promise<ImageBytes> {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: { accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status}`);
  }
  return { bytes: await readLimited(response, maxBytes) };
}
