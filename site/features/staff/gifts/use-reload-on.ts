// A list beside the Gifts table loads again whenever the gifts do, keeping what it shows meanwhile.
import {useEffect, useRef} from 'react';

/** Calls `refetch` (which keeps the rows shown until the answer) whenever `key` changes after the first. */
export function useReloadOn(key: number, refetch: () => void): void {
  const first = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new key reloads; refetch changes each render.
  useEffect(() => {
    if (key !== first.current) refetch();
  }, [key]);
}
