// Saves a CSV in the browser; shared by the page and the widget, so it needs no framework.
import {CSV_BOM} from '../format/csv.ts';

/**
 * Starts a download of `text` as `fileName` through a Blob and a temporary object URL.
 * Browser only: call it from a click handler.
 * @example downloadCsv('nard-urban-farming-contributors.csv', contributionsCsv(group.contributors))
 */
export function downloadCsv(fileName: string, text: string): void {
  // A CSV read through fetch's text() has lost its byte-order mark (the decoder drops it), and without it
  // Excel reads the file in the system's code page: 陈慧玲 would open as mojibake. Put it back.
  const excelUtf8 = text.startsWith(CSV_BOM) ? text : `${CSV_BOM}${text}`;
  downloadFile(fileName, new Blob([excelUtf8], {type: 'text/csv;charset=utf-8'}));
}

/**
 * Starts a download of `blob` as `fileName` through a temporary object URL (a receipt's PDF, a CSV).
 * Browser only: call it from a click handler.
 */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
