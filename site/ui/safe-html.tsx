// Renders an HTML snippet safely, without innerHTML: DOMPurify cleans it, then its nodes become React
// elements from a short allow-list. Before hydration (and in the prerender, which has no DOM) the text
// alone is shown, so the first client render matches the server's.
import DOMPurify from 'dompurify';
import {createElement, type ReactNode} from 'react';
import {useHydrated} from '../lib/use-hydrated.ts';

const ALLOWED_TAGS = ['p', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'br', 'a'];

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (!ALLOWED_TAGS.includes(tag)) return null;
  const children = Array.from(node.childNodes, toReact);
  const href = tag === 'a' ? node.getAttribute('href') : null;
  const props = href && /^(https?:|mailto:|\/)/.test(href) ? {key, href, rel: 'noopener'} : {key};
  return createElement(tag, props, ...(tag === 'br' ? [] : children));
}

/** Strips tags for the server render; the markup is our own data, never trusted as HTML here. */
export function textOnly(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function SafeHtml({html}: {html: string}) {
  const hydrated = useHydrated();
  if (!hydrated) return <p>{textOnly(html)}</p>;
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  return <>{Array.from(fragment.childNodes, toReact)}</>;
}
