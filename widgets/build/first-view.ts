// The build draws an element's first view by running the element's own built script in happy-dom (no
// attributes, served from BUILD_SITE): in English, which the element then ships, and in each other language
// with the element's words part, which then ships the view in its language (widgets/shared/first-view.ts).
// Drawing it with the shipped code means the HTML always matches what Preact hydrates.
import {readFile} from 'node:fs/promises';
import {dirname} from 'node:path';
import {type Node as DomNode, Window} from 'happy-dom';
import {LANGUAGE_TAGS, type Language} from '../../core/i18n/index.ts';
import {BUILD_SITE} from '../shared/first-view.ts';

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
const ELEMENT = 1;
const TEXT = 3;

const text = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// The shortest HTML that parses back to the same nodes: empty attributes bare, plain values unquoted.
function attribute(name: string, value: string): string {
  if (value === '') return ` ${name}`;
  if (/^[^\s"'=<>`]+$/.test(value)) return ` ${name}=${value}`;
  return ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
}

function html(node: DomNode): string {
  if (node.nodeType === TEXT) return text(node.textContent ?? '');
  if (node.nodeType !== ELEMENT)
    throw new Error(`A first view holds only elements and text, not ${node.nodeName}`);
  const element = node as unknown as Element;
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
    throw new Error('A first view holds only HTML');
  const tag = element.localName;
  const attributes = [...element.attributes].map((each) => attribute(each.name, each.value)).join('');
  const children = [...node.childNodes].map(html).join('');
  return VOID.has(tag) ? `<${tag}${attributes}>` : `<${tag}${attributes}>${children}</${tag}>`;
}

/**
 * The HTML inside the element's `.nard-root` after its first render in `language`, from the built script
 * `file`; the element loads its words part from the same folder, as it would on a partner's page.
 */
export async function drawFirstView(tag: string, file: string, language: Language = 'en'): Promise<string> {
  const widgets = new URL('/widgets/', BUILD_SITE).href;
  const window = new Window({
    url: new URL(`${tag}.js`, widgets).href,
    settings: {
      // Script tags run only with evaluation on; happy-dom is no sandbox, and it runs only our own build.
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      fetch: {virtualServers: [{url: widgets, directory: dirname(file)}]},
    },
  });
  try {
    window.document.write(`<!doctype html><html lang="${language}"><body><${tag}></${tag}></body></html>`);
    window.eval(await readFile(file, 'utf8'));
    await window.happyDOM.waitUntilComplete();
    const mount = window.document.querySelector(tag)?.shadowRoot?.querySelector('.nard-root');
    if (!mount?.firstElementChild) throw new Error(`${tag} drew nothing on its first render in happy-dom`);
    // Words that could not be loaded leave the element in English: that is no view in `language`.
    if (mount.getAttribute('lang') !== LANGUAGE_TAGS[language])
      throw new Error(`${tag} did not draw its first view in ${language} in happy-dom`);
    return [...mount.childNodes].map(html).join('');
  } finally {
    await window.happyDOM.close();
  }
}
