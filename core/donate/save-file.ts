// Saving a file the page made (the pledge's QR as a PNG, issue 56): to the share sheet where the browser takes
// files there (Web Share API level 2; on a phone its sheet has "Save Image" and the banking apps), otherwise
// as a download. Browser only.

/** Whether this browser's share sheet takes image files (mostly phones); asked with an empty PNG. */
export function canShareImages(): boolean {
  try {
    const probe = new File([], 'probe.png', {type: 'image/png'});
    return typeof navigator !== 'undefined' && navigator.canShare?.({files: [probe]}) === true;
  } catch {
    return false;
  }
}

/** Downloads `file` under its own name (a phone puts it with its downloads, or offers to open it). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // Later, not at once: revoking before the download has read the file cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Hands `file` to the share sheet, or downloads it where the browser cannot share it or sharing fails.
 * Resolves false only when the donor closed the sheet (nothing to report then).
 */
export async function shareFile(file: File, title: string): Promise<boolean> {
  if (navigator.canShare?.({files: [file]})) {
    try {
      await navigator.share({files: [file], title});
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  downloadFile(file);
  return true;
}
