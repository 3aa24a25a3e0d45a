import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {PAGE_START_SCRIPT} from '../../core/design/index.ts';
import {paintFirst} from './paint-first.ts';

const PAGE = `<!doctype html>
<html lang="en-SG">
  <head>
    <link rel="modulepreload" crossorigin href="/assets/shell-B.js">
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="modulepreload" crossorigin href="/assets/faq-C.js">
  </head>
  <body>
    <div id="root"><p>Answers</p></div>
  </body>
</html>`;

describe('paintFirst', () => {
  const html = paintFirst(PAGE);
  const [beforeTemplate, template] = html.split('<template id="page-scripts">');

  it('leaves no script or preload the browser would fetch before the first paint', () => {
    expect(beforeTemplate).not.toMatch(/<script|modulepreload/);
    expect(beforeTemplate).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(beforeTemplate).toContain('<div id="root"><p>Answers</p></div>');
  });

  it('keeps every tag in the template, the entry script first, with the starter after it at the end of <body>', () => {
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/shell-B.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/faq-C.js"></template>' +
        `<script>${PAGE_START_SCRIPT}</script>\n  </body>\n</html>`,
    );
  });

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });
});

describe('the starter in a page', () => {
  const hrefs = Array.from({length: 10}, (_, index) => `/assets/${index}.js`);
  const added = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const realObserver = globalThis.PerformanceObserver;

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<template id="page-scripts">${hrefs
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join('')}</template>`;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = realObserver;
  });

  it('adds the template’s tags after the first contentful paint, two per task, in order', async () => {
    let report: (names: string[]) => void = () => {};
    let disconnected = false;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: unknown, observer: {disconnect(): void}) => void) {
        report = (names) =>
          callback({getEntriesByName: (name: string) => names.filter((entry) => entry === name)}, this);
      }
      observe(options: {type: string; buffered: boolean}) {
        expect(options).toEqual({type: 'paint', buffered: true});
      }
      disconnect() {
        disconnected = true;
      }
    }
    globalThis.PerformanceObserver = PaintObserver as unknown as typeof PerformanceObserver;
    new Function(PAGE_START_SCRIPT)();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    report(['first-paint']);
    await nextTask();
    expect(added()).toEqual([]);
    report(['first-contentful-paint']);
    expect(disconnected).toBe(true);
    await nextTask();
    expect(added()).toEqual(hrefs.slice(0, 2));
    await nextTask();
    expect(added()).toEqual(hrefs.slice(0, 4));
    for (let task = 0; task < 3; task++) await nextTask();
    expect(added()).toEqual(hrefs);
  });

  it('adds them after the next frame where the browser reports no paints', async () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    new Function(PAGE_START_SCRIPT)();
    expect(added()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(added()).toEqual(hrefs.slice(0, 2));
    await nextTask();
    expect(added()).toEqual(hrefs.slice(0, 4));
    for (let task = 0; task < 3; task++) await nextTask();
    expect(added()).toEqual(hrefs);
  });
});
