// Work the first paint does not need (loading a part, drawing a QR, hydrating a prerendered view) runs
// after it: a frame, then a task, so the browser has painted the element before the work starts.
import {useEffect} from 'preact/hooks';

/** Runs `work` after the next paint; returns a function that cancels it. */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `work` once, after the element's first paint. */
export function useAfterPaint(work: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, by design.
  useEffect(() => afterPaint(work), []);
}
