// Work the first paint does not need (loading a part, drawing a QR) runs after it: a frame, then a task,
// so the browser has painted the element before the work starts.
import {useEffect, useState} from 'preact/hooks';

/** Runs `work` once, after the element's first paint. */
export function useAfterPaint(work: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, by design.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(work);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}

/** False on the first render, true from just after the first paint on. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useAfterPaint(() => setPainted(true));
  return painted;
}
