// The loader's engine: watch the page for the elements' tags and fetch an element's script the first
// time its tag appears (catalyst's "lazy define on first sight").

/** Tag name -> the SRI hash of that element's script, as the build pinned it. */
export type Pins = Readonly<Record<string, string>>;

/**
 * Loads `<tag>.js` from `baseUrl` (with `integrity` and `crossorigin`) for every pinned tag found now or
 * later; stops watching once all are requested. Returns the observer's disconnect.
 * @example watchAndLoad(document, 'https://nard.example/widgets/nard-widgets.js', pins)
 */
export function watchAndLoad(doc: Document, baseUrl: string, pins: Pins): () => void {
  const waiting = new Set(Object.keys(pins));
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });

  function load(tag: string): void {
    waiting.delete(tag);
    const src = new URL(`${tag}.js`, baseUrl).href;
    // A standalone <script>, or a second copy of the loader, may already have brought this element.
    if (!customElements.get(tag) && !doc.querySelector(`script[src="${CSS.escape(src)}"]`)) {
      const script = doc.createElement('script');
      script.src = src;
      script.integrity = pins[tag]!;
      script.crossOrigin = 'anonymous';
      doc.head.append(script);
    }
    if (waiting.size === 0) observer.disconnect();
  }

  function scan(node: Node): void {
    if (!(node instanceof Element)) return;
    for (const tag of waiting) {
      if (node.localName === tag || node.querySelector(tag)) load(tag);
    }
  }

  observer.observe(doc.documentElement, {childList: true, subtree: true});
  scan(doc.documentElement);
  return () => observer.disconnect();
}
