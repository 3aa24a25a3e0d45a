// Saves a CSV in the browser; shared by the page and the widget, so it needs no framework.

/**
 * Starts a download of `text` as `fileName` through a Blob and a temporary object URL.
 * Browser only: call it from a click handler.
 * @example downloadCsv('nard-urban-farming-contributors.csv', contributionsCsv(group.contributors))
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/csv;charset=utf-8'}));
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
