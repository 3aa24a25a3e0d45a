// Copies text with the Clipboard API, or the older execCommand way where that API is missing or refused.

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but still selectable; a hidden element cannot be selected.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
  return copied;
}

/**
 * Puts `text` on the clipboard; resolves true when it worked. Never throws, so the caller only decides
 * which toast to show. Browser only.
 * @example if (await copyText(bankDetailsText(bank))) showToast(store, {kind: 'success', text: 'Copied'})
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the fallback below may still work.
    }
  }
  return typeof document !== 'undefined' && copyWithTextarea(text);
}

/**
 * {@link copyText}; where the clipboard refuses, the text as shown (`shown`) is selected instead, so the donor
 * can copy it with the phone's or computer's own copy. Resolves true when it was copied.
 * @example await copyOrSelect(paynow.uen, uenElement) ? 'Copied' : 'It is selected now'
 */
export async function copyOrSelect(text: string, shown: Element | null | undefined): Promise<boolean> {
  if (await copyText(text)) return true;
  if (shown) getSelection()?.selectAllChildren(shown);
  return false;
}
