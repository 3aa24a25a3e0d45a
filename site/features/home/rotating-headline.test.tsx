import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {HEADLINE_ROTATE_MS} from '../../../core/design/index.ts';
import {RotatingHeadline} from './rotating-headline.tsx';
import {SLOGANS} from './slogans.ts';

describe('RotatingHeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves to the next slogan every HEADLINE_ROTATE_MS and wraps around', () => {
    render(<RotatingHeadline />);
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(SLOGANS[0]);
    act(() => vi.advanceTimersByTime(HEADLINE_ROTATE_MS));
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(SLOGANS[1]);
    act(() => vi.advanceTimersByTime(HEADLINE_ROTATE_MS * 2));
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(SLOGANS[0]);
  });

  it('stops while paused and goes on after Play', () => {
    render(<RotatingHeadline />);
    fireEvent.click(screen.getByRole('button', {name: 'Pause headlines'}));
    act(() => vi.advanceTimersByTime(HEADLINE_ROTATE_MS * 3));
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(SLOGANS[0]);
    fireEvent.click(screen.getByRole('button', {name: 'Play headlines'}));
    act(() => vi.advanceTimersByTime(HEADLINE_ROTATE_MS));
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(SLOGANS[1]);
  });
});
