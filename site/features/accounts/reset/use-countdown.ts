// A seconds countdown for the resend button; restart() begins a new wait after each send.
import {useCallback, useEffect, useState} from 'react';

/** Seconds left before the action is allowed again (from `startAt`), counting down once a second. */
export function useCountdown(seconds: number, startAt: number = seconds) {
  const [left, setLeft] = useState(startAt);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return {left, restart};
}
