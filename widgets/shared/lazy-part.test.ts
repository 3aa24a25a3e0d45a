import {afterEach, describe, expect, it} from 'vitest';
import {loadPart, registerWords} from './lazy-part.ts';

// The element's script and its parts sit in one folder; the page may write a part's URL relative.
const ELEMENT_URL = `${location.origin}/widgets/nard-test.js`;

// What a language part's entry does when its <script> runs: registerWords while it is the current script.
function runPart(script: HTMLScriptElement, value: unknown): void {
  Object.defineProperty(document, 'currentScript', {value: script, configurable: true});
  try {
    registerWords(value);
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

// A tag as the partner's page wrote it (a relative URL); `text/plain`, so happy-dom does not fetch it.
function partTag(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.setAttribute('src', src);
  document.head.append(script);
  return script;
}

// happy-dom runs no script files: a tag the element adds fails at once, so a rejection shows that the
// element went to load the part itself (the browser's side is in tests/e2e/widgets-languages.spec.ts).
const loadedHere = (name: string) =>
  [...document.head.querySelectorAll('script')].filter(
    (script) => script.src === new URL(`${name}.js`, ELEMENT_URL).href && script.type !== 'text/plain',
  );

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('a part the partner page brought beside the element', () => {
  it('is handed over at once when it has run, and not loaded again', async () => {
    const words = {Volunteer: 'Sukarelawan'};
    runPart(partTag('/widgets/nard-test-ms.js'), words);
    const part = loadPart<typeof words>('nard-test-ms', ELEMENT_URL);
    expect(loadedHere('nard-test-ms')).toEqual([]);
    expect(await part).toBe(words);
  });

  it('is loaded by the element when the tag is there but has not run (async, or after the element)', async () => {
    partTag('/widgets/nard-test-zh.js');
    await expect(loadPart('nard-test-zh', ELEMENT_URL)).rejects.toThrow('nard-test-zh could not be loaded');
  });

  it('is loaded by the element when the page has run another part only', async () => {
    runPart(partTag('/widgets/nard-test-zh.js'), {});
    await expect(loadPart('nard-test-ta', ELEMENT_URL)).rejects.toThrow('nard-test-ta could not be loaded');
  });

  it('answers every element that asks, once it has run', async () => {
    const words = {Announcements: 'Pengumuman'};
    const tag = partTag('/widgets/nard-test-ms.js');
    runPart(tag, words);
    const answers: unknown[] = [];
    for (let asked = 0; asked < 2; asked++) {
      const question = new CustomEvent('nard-part', {
        detail: (value: unknown) => answers.push(value),
        cancelable: true,
      });
      expect(tag.dispatchEvent(question)).toBe(false);
    }
    expect(answers).toEqual([words, words]);
  });
});
