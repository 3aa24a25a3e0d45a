import {type ComponentType, render} from 'preact';
import {useEffect, useRef, useState} from 'preact/hooks';
import {Fragment, jsx, jsxs} from 'preact/jsx-runtime';
import {afterEach, expect, it} from 'vitest';
import type {Translator} from '../../core/i18n/index.ts';
import {adoptHostPreact, withOwnWords} from './host-preact.ts';
import {TranslatorContext, useT} from './language.ts';

adoptHostPreact({jsx, jsxs, Fragment, useState, useRef, useEffect, useT, TranslatorContext});

afterEach(() => {
  document.body.innerHTML = '';
});

/** A translator knowing only `words`; anything else stays as it came. */
const knowing =
  (words: Record<string, string>): Translator =>
  (english) =>
    words[english] ?? english;

function Panel() {
  const t = useT();
  return (
    <p>
      {t('Give now')} / {t('Amount')}
    </p>
  );
}

function drawIn(element: Translator, Drawn: ComponentType): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <TranslatorContext.Provider value={element}>
      <Drawn />
    </TranslatorContext.Provider>,
    host,
  );
  return host;
}

it("a part's own words come before its element's, and the element's fill the rest", () => {
  const host = drawIn(
    knowing({Amount: 'Jumlah', 'Give now': 'Beri'}),
    withOwnWords(Panel, knowing({'Give now': 'Derma sekarang'})),
  );
  expect(host.textContent).toBe('Derma sekarang / Jumlah');
});

it('two elements in two languages on one page each draw the part in their own', () => {
  const malay = drawIn(
    knowing({Amount: 'Jumlah'}),
    withOwnWords(Panel, knowing({'Give now': 'Derma sekarang'})),
  );
  const chinese = drawIn(knowing({Amount: '金额'}), withOwnWords(Panel, knowing({'Give now': '立即捐款'})));
  expect(malay.textContent).toBe('Derma sekarang / Jumlah');
  expect(chinese.textContent).toBe('立即捐款 / 金额');
});
