import {render} from 'preact';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {defineWidget, type WidgetProps} from './define-widget.tsx';
import {type Translator, TranslatorContext} from './language.ts';
import {LoadStatus, type LoadWords, loadingFirst, paintLoading} from './load-status.tsx';
import {fakeFetch, settle} from './mount.test-support.ts';
import {useApiData} from './use-api-data.ts';

const WORDS: LoadWords = {title: 'Our news', loading: 'Loading the news…', failed: 'No news.'};
const malay: Translator = (english) => (english === WORDS.title ? 'Berita kami' : `[ms] ${english}`);

// A data element's view as the three elements draw theirs: LoadStatus until its data is there.
const rendered: string[] = [];
function News({attrs}: WidgetProps) {
  rendered.push(attrs.topic ?? 'all');
  return <LoadStatus words={WORDS} status="loading" />;
}
defineWidget({tag: 'nard-news-test', attributes: ['topic'], css: '', view: News, paint: loadingFirst(WORDS)});

// A view that loads, as the three data elements do.
function Items(props: WidgetProps) {
  const data = useApiData(props, 'nard-items-test', ['/announcements']);
  if (data.status !== 'ready') return <LoadStatus words={WORDS} status={data.status} />;
  return <p>{data.answers[0].announcements.length} items</p>;
}
defineWidget({tag: 'nard-items-test', attributes: [], css: '', view: Items, paint: loadingFirst(WORDS)});

function addData() {
  const element = document.createElement('nard-items-test');
  element.setAttribute('api', 'https://nard.example/api');
  document.body.append(element);
  return {mount: element.shadowRoot!.querySelector('.nard-root')!};
}

const afterNextPaint = async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await settle();
};

function addNews(attrs: Record<string, string> = {}) {
  const element = document.createElement('nard-news-test');
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  document.body.append(element);
  return {element, mount: element.shadowRoot!.querySelector('.nard-root')!};
}

afterEach(() => {
  document.body.innerHTML = '';
  rendered.length = 0;
  vi.unstubAllGlobals();
});

describe('paintLoading', () => {
  it('draws the very nodes LoadStatus renders while loading, in the element’s words', () => {
    const painted = document.createElement('div');
    paintLoading(painted, WORDS, malay);
    const drawn = document.createElement('div');
    render(
      <TranslatorContext.Provider value={malay}>
        <LoadStatus words={WORDS} status="loading" />
      </TranslatorContext.Provider>,
      drawn,
    );
    expect(painted.innerHTML).toBe(drawn.innerHTML);
    expect(painted.querySelector('h2')?.textContent).toBe('Berita kami');
  });
});

describe('loadingFirst', () => {
  it('paints the heading and loading line before Preact’s first render, which then takes the same nodes', async () => {
    const {mount} = addNews();
    const heading = mount.querySelector('h2');
    expect(heading?.textContent).toBe(WORDS.title);
    expect(mount.querySelector('[role="status"]')?.textContent).toBe(WORDS.loading);
    expect(rendered).toEqual([]);
    await afterNextPaint();
    expect(rendered).toEqual(['all']);
    // Taken over, not replaced: a screen reader does not hear the loading line twice.
    expect(mount.querySelector('h2')).toBe(heading);
    expect(mount.querySelectorAll('section')).toHaveLength(1);
  });

  it('renders the view with the attributes set before the paint', async () => {
    const {element} = addNews({topic: 'farm'});
    element.setAttribute('topic', 'roastery');
    await afterNextPaint();
    expect(rendered.at(-1)).toBe('roastery');
  });

  it('renders nothing for an element removed before the paint, and paints again when it comes back', async () => {
    const {element} = addNews();
    element.remove();
    await afterNextPaint();
    expect(rendered).toEqual([]);
    document.body.append(element);
    expect(element.shadowRoot!.querySelector('h2')?.textContent).toBe(WORDS.title);
    await afterNextPaint();
    expect(rendered).toEqual(['all']);
    expect(element.shadowRoot!.querySelectorAll('section')).toHaveLength(1);
  });

  it('sends a data element’s requests right after the paint, not a frame later', async () => {
    // Frames run only when the test says, so "a frame later" cannot pass for "right after".
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const {fetch, calls} = fakeFetch([{status: 200, body: {announcements: []}}]);
    vi.stubGlobal('fetch', fetch);
    const {mount} = addData();
    expect(calls).toEqual([]);
    for (const frame of frames.splice(0)) frame(performance.now());
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['https://nard.example/api/announcements']);
    await settle();
    expect(mount.textContent).toBe('0 items');
  });
});
