// Zoom timing for the gallery: hover in after 250 ms, out after 150 ms; on touch, a 500 ms long press.
import {type PointerEvent, useEffect, useRef, useState} from 'react';
import {HOVER_ZOOM} from '../../../core/design/index.ts';

export function useHoverZoom() {
  const [zoomedId, setZoomedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const later = (ms: number, next: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setZoomedId(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  function handlers(id: string) {
    return {
      onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && later(HOVER_ZOOM.delayMs, id),
      onPointerLeave: (event: PointerEvent) =>
        event.pointerType === 'mouse' && later(HOVER_ZOOM.offDelayMs, null),
      onPointerDown: (event: PointerEvent) =>
        event.pointerType !== 'mouse' && later(HOVER_ZOOM.longPressMs, id),
      onPointerUp: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') later(HOVER_ZOOM.offDelayMs, null);
      },
      onPointerCancel: () => later(HOVER_ZOOM.offDelayMs, null),
      // Keyboard and click: a plain toggle.
      onClick: () => {
        clearTimeout(timer.current);
        setZoomedId((current) => (current === id ? null : id));
      },
      onKeyDown: (event: {key: string}) => event.key === 'Escape' && setZoomedId(null),
      onContextMenu: (event: {preventDefault: () => void}) => event.preventDefault(),
    };
  }
  return {zoomedId, handlers};
}
