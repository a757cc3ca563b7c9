/** Image copies of the share feature (text copies are `lib/clipboard.ts`). */

/** Whether the browser can put an image on the clipboard (`ClipboardItem` and `clipboard.write`). */
export function canCopyImage(): boolean {
  return (
    typeof ClipboardItem !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.clipboard?.write === 'function'
  );
}

/** Puts a PNG on the clipboard; resolves to whether it worked. */
export async function copyImage(png: Blob): Promise<boolean> {
  if (!canCopyImage()) return false;
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
    return true;
  } catch {
    return false;
  }
}
