import {afterEach, describe, expect, it, vi} from 'vitest';
import {defineWidget, type WidgetProps} from './define-widget.tsx';
import {mount, settle} from './mount.test-support.ts';

function Echo({attrs, api, emit}: WidgetProps) {
  return (
    <button type="button" onClick={() => emit('nard-submit', {type: attrs.kind ?? 'none'})}>
      {attrs.kind ?? 'none'} via {api}
    </button>
  );
}

defineWidget({tag: 'nard-echo', attributes: ['kind'], css: '.x{color:red}', view: Echo});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineWidget', () => {
  it('renders into an open shadow root with adopted sheets and no <style> element', async () => {
    const {root} = await mount('nard-echo', {kind: 'volunteer'});
    expect(root.querySelector('button')?.textContent).toBe(`volunteer via ${location.origin}/api`);
    expect(root.adoptedStyleSheets.length).toBe(2);
    expect(root.querySelector('style')).toBeNull();
    // The wrapper's font language is set through the CSSOM, which a strict style-src allows; markup never
    // carries a style attribute.
    expect(root.querySelector('.nard-root [style]')).toBeNull();
  });

  it('ignores a second definition of the same tag, as when a page loads the script twice', () => {
    const define = vi.spyOn(customElements, 'define');
    defineWidget({tag: 'nard-echo', attributes: [], css: '', view: () => null});
    expect(define).not.toHaveBeenCalled();
    define.mockRestore();
  });

  it('re-renders when an observed attribute or api changes', async () => {
    const {element, root} = await mount('nard-echo', {kind: 'volunteer'});
    element.setAttribute('kind', 'work');
    element.setAttribute('api', 'https://nard.example/api');
    await settle();
    expect(root.querySelector('button')?.textContent).toBe('work via https://nard.example/api');
  });

  it('fires bubbling, composed events with their detail', async () => {
    const {root} = await mount('nard-echo', {kind: 'work'});
    const heard: CustomEvent[] = [];
    document.addEventListener('nard-submit', (event) => heard.push(event as CustomEvent), {once: true});
    root.querySelector('button')!.click();
    expect(heard[0]?.detail).toEqual({type: 'work'});
    expect(heard[0]?.bubbles && heard[0]?.composed).toBe(true);
  });

  it('keeps its state when moved, and works when created before it is connected', async () => {
    const element = document.createElement('nard-echo');
    element.setAttribute('kind', 'moved');
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    first.append(element);
    await settle();
    const button = element.shadowRoot!.querySelector('button');
    second.append(element);
    await settle();
    expect(element.shadowRoot!.querySelector('button')).toBe(button);
  });
});
