import {render} from 'preact';
import {useState} from 'preact/hooks';
import {afterEach, describe, expect, it} from 'vitest';
import type {WidgetProps} from './define-widget.tsx';
import {BUILD_SITE, type FirstViewWords, prerendered} from './first-view.ts';
import {inEnglish, TranslatorContext, useT} from './language.ts';
import {settle} from './mount.test-support.ts';

// A small form standing in for the element's view: what is typed shows in the state line, a send says so.
function Form({api}: Pick<WidgetProps, 'api' | 'attrs' | 'language'>) {
  const t = useT();
  const [name, setName] = useState('');
  const [sent, setSent] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(name);
      }}
    >
      <h2>{t('Volunteer')}</h2>
      <input name="name" value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <p class="state">{sent ? `sent ${sent}` : `typed ${name}`}</p>
      <a href={new URL('/privacy', api).href}>Privacy</a>
      <button type="submit">Submit</button>
    </form>
  );
}

const API = 'https://partner.example:8443/api';
type Paint = ReturnType<typeof prerendered>;

// As define-widget.tsx draws: the view wrapped in its words (speaks-languages.ts), its props beside it.
function draw(
  paint: Paint,
  mount: HTMLElement,
  change: Partial<Pick<WidgetProps, 'attrs' | 'language'>> = {},
  words: FirstViewWords = inEnglish,
) {
  const props: WidgetProps = {
    attrs: {type: null},
    language: 'en',
    api: API,
    scriptUrl: '',
    emit: () => {},
    ...change,
  };
  const view = (
    <TranslatorContext.Provider value={words}>
      <Form {...props} />
    </TranslatorContext.Provider>
  );
  paint(view, mount, props, words);
}

// The build drew the view without a type, which draws as "volunteer".
const drawnAlike = (attrs: Readonly<Record<string, string | null>>) =>
  (attrs.type ?? 'volunteer') === 'volunteer';

// What the build would ship: the view drawn for BUILD_SITE, in English or in `words`.
function builtHtml(words: FirstViewWords = inEnglish): string {
  const scratch = document.createElement('div');
  render(
    <TranslatorContext.Provider value={words}>
      <Form api={`${BUILD_SITE}/api`} attrs={{type: null}} language="en" />
    </TranslatorContext.Provider>,
    scratch,
  );
  return scratch.innerHTML;
}

// Malay words as a words part hands them over: the sentences, and the view the build drew with them.
function malayWords(): FirstViewWords {
  const translate = (english: string) => (english === 'Volunteer' ? 'Sukarelawan' : english);
  return Object.assign(translate, {view: builtHtml(translate)});
}

const afterNextPaint = async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await settle();
};

function freshMount() {
  const mount = document.createElement('div');
  document.body.append(mount);
  return mount;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerendered', () => {
  it('puts the HTML in at once, with the element’s own site, and Preact takes over after the paint', async () => {
    const mount = freshMount();
    draw(prerendered(builtHtml(), drawnAlike), mount);
    expect(mount.querySelector('a')?.getAttribute('href')).toBe('https://partner.example:8443/privacy');
    const input = mount.querySelector('input')!;
    await afterNextPaint();
    expect(mount.querySelector('input')).toBe(input);
    input.value = 'Ana';
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await settle();
    expect(mount.querySelector('.state')?.textContent).toBe('typed Ana');
  });

  it('keeps what was typed before Preact took over, and holds a send until then', async () => {
    const mount = freshMount();
    draw(prerendered(builtHtml(), drawnAlike), mount);
    mount.querySelector('input')!.value = 'Early';
    const send = new Event('submit', {bubbles: true, cancelable: true});
    mount.querySelector('form')!.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);
    await afterNextPaint();
    expect(mount.querySelector('.state')?.textContent).toBe('typed Early');
  });

  it('takes attributes that draw the same view as the build’s', () => {
    const mount = freshMount();
    // Marked, to tell the build's HTML from Preact's render (hydration would set the text right after).
    const marked = builtHtml().replace('>Volunteer<', '>As built<');
    draw(prerendered(marked, drawnAlike), mount, {attrs: {type: 'volunteer'}});
    expect(mount.querySelector('h2')?.textContent).toBe('As built');
  });

  it('puts in the view its words carry, in their language, and Preact takes it over after the paint', async () => {
    const mount = freshMount();
    const words = malayWords();
    draw(prerendered(builtHtml(), drawnAlike), mount, {language: 'ms'}, words);
    const heading = mount.querySelector('h2')!;
    expect(heading.textContent).toBe('Sukarelawan');
    expect(mount.querySelector('a')?.getAttribute('href')).toBe('https://partner.example:8443/privacy');
    // Preact keeps the tree it rendered into a container under `__k`: none until it takes over.
    expect('__k' in mount).toBe(false);
    await afterNextPaint();
    expect('__k' in mount).toBe(true);
    expect(mount.querySelector('h2')).toBe(heading);
    expect(mount.innerHTML).toBe(words.view!.replaceAll(BUILD_SITE, 'https://partner.example:8443'));
  });

  it('renders with Preact in a language whose words carry no view (as in the build that draws it)', () => {
    const mount = freshMount();
    const words = (english: string) => (english === 'Volunteer' ? 'Sukarelawan' : english);
    draw(prerendered(builtHtml(), drawnAlike), mount, {language: 'ms'}, words);
    expect(mount.querySelector('h2')?.textContent).toBe('Sukarelawan');
    expect('__k' in mount).toBe(true);
  });

  it('renders with Preact when the attributes draw another view than the build’s', () => {
    const mount = freshMount();
    draw(prerendered('<p>not this</p>', drawnAlike), mount, {attrs: {type: 'work'}}, malayWords());
    expect(mount.querySelector('h2')?.textContent).toBe('Sukarelawan');
    expect(mount.querySelector('p')?.textContent).toBe('typed ');
  });

  it('hydrates first when the element draws again before the paint', async () => {
    const mount = freshMount();
    const paint = prerendered(builtHtml(), drawnAlike);
    draw(paint, mount);
    const input = mount.querySelector('input')!;
    input.value = 'Quick';
    draw(paint, mount);
    await settle();
    expect(mount.querySelector('input')).toBe(input);
    expect(mount.querySelectorAll('form')).toHaveLength(1);
    expect(mount.querySelector('.state')?.textContent).toBe('typed Quick');
    await afterNextPaint();
    expect(mount.querySelectorAll('form')).toHaveLength(1);
  });
});
