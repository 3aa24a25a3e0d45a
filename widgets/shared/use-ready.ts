// `nard-ready` fires once per mount, when the element first shows its real content (or its error).
import {useEffect, useRef} from 'preact/hooks';
import type {WidgetProps} from './define-widget.tsx';

/** Fires `nard-ready` with the element's tag the first time `ready` is true. */
export function useReady(emit: WidgetProps['emit'], tag: string, ready: boolean): void {
  const fired = useRef(false);
  useEffect(() => {
    if (!ready || fired.current) return;
    fired.current = true;
    emit('nard-ready', {tag});
  }, [emit, tag, ready]);
}
