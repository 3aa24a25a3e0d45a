// The one way every element mounts: an open shadow root, adopted stylesheets (no <style> tag, so a strict
// style-src CSP is fine), a wrapper that cuts inheritance from the host page, and Preact inside, in the
// element's language (speaks-languages.ts: English unless the build made the element's words in another).
import {type ComponentType, render, type VNode} from 'preact';
import {jsx} from 'preact/jsx-runtime';
import type {Language} from '../../core/i18n/index.ts';
import {BASE_CSS} from './base-styles.ts';
import {emitNardEvent, type NardEventDetail, type NardEventType} from './events.ts';
import type {FirstViewWords} from './first-view.ts';
import {TranslatorContext} from './language.ts';
import {apiBaseFromScript, currentScriptUrl} from './script-origin.ts';
import {spokenLanguage} from './speaks-languages.ts';

/** What a widget's view receives: its attributes, language, API base and a way to fire events. */
export type WidgetProps = {
  attrs: Readonly<Record<string, string | null>>;
  /** The language the element shows (language.ts); its API calls ask for the same. */
  language: Language;
  api: string;
  /** The URL of the element's own script; its lazily loaded parts sit beside it. */
  scriptUrl: string;
  emit: <T extends NardEventType>(type: T, detail: NardEventDetail[T]) => void;
};

/** How to define one element. */
export type WidgetSpec = {
  tag: string;
  /** Attributes that re-render the view when they change; `api` is always observed. */
  attributes: readonly string[];
  css: string;
  view: ComponentType<WidgetProps>;
  /**
   * Draws the view into the element in place of Preact's render: first the build's HTML in the element's
   * language, from its words (first-view.ts), or a data element's loading line (load-status.tsx). `again`
   * draws the element anew, with its attributes and words as they are then.
   */
  paint?: (
    view: VNode,
    mount: HTMLElement,
    props: WidgetProps,
    words: FirstViewWords,
    again: () => void,
  ) => void;
};

let baseSheet: CSSStyleSheet | undefined;

function sheet(css: string): CSSStyleSheet {
  const created = new CSSStyleSheet();
  created.replaceSync(css);
  return created;
}

/**
 * Defines `spec.tag` unless it is already defined. Call it at the top level of an element's script, so
 * the default API base is read from the script that is running.
 * @example defineWidget({tag: 'nard-donate', attributes: ['amount'], css: DONATE_CSS, view: Donate})
 */
export function defineWidget(spec: WidgetSpec): void {
  // Partner pages may load the script twice, or the loader and a standalone script together.
  if (customElements.get(spec.tag)) return;
  const defaultApi = apiBaseFromScript();
  const scriptUrl = currentScriptUrl();
  const observed = [...spec.attributes, 'api', 'lang'];
  let sheets: CSSStyleSheet[] | undefined;

  class NardWidget extends HTMLElement {
    static observedAttributes = observed;
    #mount: HTMLElement | undefined;
    #emit: WidgetProps['emit'] = (type, detail) => emitNardEvent(this, type, detail);

    connectedCallback(): void {
      if (!this.#mount) {
        const root = this.shadowRoot ?? this.attachShadow({mode: 'open'});
        baseSheet ??= sheet(BASE_CSS);
        sheets ??= [baseSheet, sheet(spec.css)];
        root.adoptedStyleSheets = sheets;
        this.#mount = document.createElement('div');
        this.#mount.className = 'nard-root';
        this.#mount.setAttribute('part', 'root');
        root.append(this.#mount);
      }
      this.#render();
    }

    attributeChangedCallback(): void {
      if (this.#mount && this.isConnected) this.#render();
    }

    disconnectedCallback(): void {
      // A move (remove then insert, as React and sortable lists do) must keep the form's state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#mount) return;
        render(null, this.#mount);
        // Preact leaves what it did not draw (a loading line it had not taken over yet, load-status.tsx) and
        // would not take such nodes over later: an element put back draws into a new mount.
        this.#mount.remove();
        this.#mount = undefined;
      });
    }

    #render(): void {
      const mount = this.#mount!;
      const again = () => {
        if (this.isConnected) this.#render();
      };
      const spoken = spokenLanguage(this, spec.tag, scriptUrl, again);
      if (!spoken) {
        mount.setAttribute('aria-busy', 'true');
        return;
      }
      mount.removeAttribute('aria-busy');
      // Screen readers read the element in its own language, whatever the partner's page is in.
      mount.lang = spoken.tag;
      // Fonts are picked by language too: `all: initial` resets the locale Chromium and Safari read from
      // `lang` (Chinese then came in Japanese glyphs, some bold Tamil as boxes); inline style outranks it.
      mount.style.cssText = `-webkit-locale:"${spoken.tag}"`;
      const props: WidgetProps = {
        attrs: Object.fromEntries(spec.attributes.map((name) => [name, this.getAttribute(name)])),
        language: spoken.language,
        api: this.getAttribute('api') || defaultApi,
        scriptUrl,
        emit: this.#emit,
      };
      // The props object itself, not a copy: nothing changes it after this render.
      const view = jsx(TranslatorContext.Provider, {value: spoken.words, children: jsx(spec.view, props)});
      if (spec.paint) spec.paint(view, mount, props, spoken.words, again);
      else render(view, mount);
    }
  }

  customElements.define(spec.tag, NardWidget);
}
