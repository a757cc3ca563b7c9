/**
 * Produced share images per (role, page), so sharing the same page again shows the preview at once.
 * docs/reference/web-app.md#sharing: switching role invalidates it.
 */
const images = new Map<string, Blob>();

export function shareImageKey(gameUid: string, routePath: string): string {
  return `${gameUid}|${routePath}`;
}

export function cachedShareImage(key: string): Blob | undefined {
  return images.get(key);
}

export function storeShareImage(key: string, image: Blob): void {
  images.set(key, image);
}

/** Forgets every produced image (the owner picked another role). */
export function invalidateShareImageCache(): void {
  images.clear();
}
