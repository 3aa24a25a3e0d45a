// The three DOM events every element fires. Bubbling and composed, so a listener on document hears them
// from inside any shadow root.

/** The event names a host page can listen for. */
export type NardEventType = 'nard-ready' | 'nard-submit' | 'nard-error';

/** What each event carries in `detail`. */
export type NardEventDetail = {
  'nard-ready': {tag: string};
  'nard-submit': {type: string};
  'nard-error': {message: string};
};

/** Fires `type` on `element` with `detail`. */
export function emitNardEvent<T extends NardEventType>(
  element: HTMLElement,
  type: T,
  detail: NardEventDetail[T],
): void {
  element.dispatchEvent(new CustomEvent(type, {bubbles: true, composed: true, detail}));
}
