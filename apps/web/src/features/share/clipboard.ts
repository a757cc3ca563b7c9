/*
 * The same text copy as features/account/clipboard.ts (features do not import each other); both
 * belong in lib/ once that is shared.
 */

/**
 * Writes `text` to the clipboard: the async Clipboard API where the page may use it, else a hidden
 * textarea and `document.execCommand('copy')` (older browsers, non-secure origins). Resolves to
 * whether the copy happened.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, no user activation): try the legacy path below.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const active = document.activeElement;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (active instanceof HTMLElement) active.focus();
  return copied;
}

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
