/**
 * Produced share images per (role, page, UID masked or not), so sharing the same page again shows
 * the preview at once. docs/reference/web-app.md#sharing: switching role invalidates it; turning
 * the UID mask on or off draws a new image (docs/reference/privacy.md#uid-on-share-images).
 */
const images = new Map<string, Blob>();

export function shareImageKey(gameUid: string, routePath: string, uidMasked: boolean): string {
  return `${gameUid}|${routePath}|${uidMasked ? 'masked' : 'full'}`;
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
