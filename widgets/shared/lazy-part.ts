// Parts of an element that its first paint does not need (the PayNow QR encoder, the form's rules) live in
// their own file beside the element's script. The element loads a part after it has painted, with the SRI
// hash the build pinned into the element, and the part hands over its functions through an event on its
// own <script> tag: no global on the partner's page. A partner's page may also bring a part itself, beside
// the element's script (a language's words, README): both download at once, and the part, having run
// first, hands over what it holds when the element asks its tag.
import partPins from 'virtual:nard-part-pins';

const loaded = new Map<string, Promise<unknown>>();

/**
 * Loads `<name>.js` from the folder of `scriptUrl` (the element's own script) once, and resolves with what
 * the part registered. A failed load is forgotten, so the next call tries again.
 * @example const qr = await loadPart<QrPart>('nard-donate-qr', SCRIPT_URL)
 */
export function loadPart<T>(name: string, scriptUrl: string): Promise<T> {
  let part = loaded.get(name);
  if (!part) {
    part = new Promise((resolve, reject) => {
      const src = new URL(`${name}.js`, scriptUrl).href;
      // `.src` is the resolved URL, whether the page wrote it whole or relative. A part that has run takes
      // `resolve` and cancels the event; one not on the page, not run yet (async, or after the element's
      // tag) or failed leaves it, and the element loads the part itself.
      const asked = new CustomEvent('nard-part', {detail: resolve, cancelable: true});
      if ([...document.scripts].find((script) => script.src === src)?.dispatchEvent(asked) === false) return;
      const script = document.createElement('script');
      script.src = src;
      const integrity = partPins[name];
      if (integrity) script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.addEventListener('nard-part', (event) => resolve((event as CustomEvent).detail), {once: true});
      script.onerror = () => {
        loaded.delete(name);
        script.remove();
        reject(new Error(`${name} could not be loaded`));
      };
      document.head.append(script);
    });
    loaded.set(name, part);
  }
  return part as Promise<T>;
}

/** Whether the build made and pinned a part called `name` for this element (a language part, say). */
export function hasPart(name: string): boolean {
  return Object.hasOwn(partPins, name);
}

/** Called at the top level of a part's entry: hands `value` to the element that loaded the part. */
export function registerPart(value: unknown): void {
  document.currentScript?.dispatchEvent(new CustomEvent('nard-part', {detail: value}));
}

/**
 * registerPart for a part a partner's page may bring itself, beside the element's script (a language's
 * words, README): it then answers an element whose script runs after it and asks on its tag (loadPart).
 * The other parts leave these bytes out.
 */
export function registerWords(value: unknown): void {
  const script = document.currentScript;
  registerPart(value);
  script?.addEventListener('nard-part', (event) => {
    event.preventDefault();
    (event as CustomEvent<(part: unknown) => void>).detail(value);
  });
}

/** For component tests, which cannot load scripts: `name` resolves with `value` without a request. */
export function providePart(name: string, value: unknown): void {
  loaded.set(name, Promise.resolve(value));
}
