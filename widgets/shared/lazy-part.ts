// Parts of an element that its first paint does not need (the PayNow QR encoder, the form's rules) live in
// their own file beside the element's script. The element loads a part after it has painted, with the SRI
// hash the build pinned into the element, and the part hands over its functions through an event on its
// own <script> tag: no global on the partner's page.
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
      const script = document.createElement('script');
      script.src = new URL(`${name}.js`, scriptUrl).href;
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

/** For component tests, which cannot load scripts: `name` resolves with `value` without a request. */
export function providePart(name: string, value: unknown): void {
  loaded.set(name, Promise.resolve(value));
}
