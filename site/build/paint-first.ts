// Paint first, then load the page's scripts (decision 038). A prerendered page needs no JavaScript to show
// itself, so its module scripts and their preloads wait in an inert <template> until the browser reports
// its first contentful paint; a one-line inline script then adds them to the document. Before, the scripts
// arrived with the HTML and ran before the first paint on a phone (FCP 228 instead of 168 ms on /faq,
// issue 21), and Lighthouse counted every one of them as blocking it.
import {PAGE_SCRIPTS_TEMPLATE_ID, PAGE_START_SCRIPT} from '../../core/design/index.ts';

const SCRIPT_TAGS = /\s*(<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>)/g;

/**
 * Moves every module script (first) and modulepreload of `html` into the template at the end of <body>,
 * followed by the starter (core/design/page-start.ts). A page without module scripts is returned as it is.
 */
export function paintFirst(html: string): string {
  const found = [...html.matchAll(SCRIPT_TAGS)].map((match) => match[0].trim());
  // The entry script first: the starter adds the tags a few at a time (core/design/page-start.ts).
  const tags = [
    ...found.filter((tag) => tag.startsWith('<script')),
    ...found.filter((tag) => !tag.startsWith('<script')),
  ];
  if (tags.length === 0) return html;
  const withoutTags = html.replace(SCRIPT_TAGS, '');
  const deferred =
    `<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${tags.join('')}</template>` +
    `<script>${PAGE_START_SCRIPT}</script>`;
  return withoutTags.replace('</body>', `  ${deferred}\n  </body>`);
}
