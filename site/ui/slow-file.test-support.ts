// A file whose text arrives only when the test says so, as a slow disk or a large file does: for the forms
// that must keep a tap made between choosing a file and its being read.

/** A CSV `File` whose `text()` resolves when `finish` is called. */
export function slowFile(text: string, name = 'rows.csv') {
  let finish = () => {};
  const arrived = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const file = new File([text], name, {type: 'text/csv'});
  Object.defineProperty(file, 'text', {value: () => arrived.then(() => text)});
  return {file, finish};
}
