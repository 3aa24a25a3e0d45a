import {describe, expect, it} from 'vitest';
import {safeNextPath} from './safe-next.ts';

describe('safeNextPath', () => {
  it.each([
    {next: '/profile', expected: '/profile'},
    {next: '/profile?x=1', expected: '/profile?x=1'},
    {next: null, expected: '/fallback'},
    {next: '', expected: '/fallback'},
    {next: 'https://evil.example', expected: '/fallback'},
    {next: '//evil.example', expected: '/fallback'},
    {next: '/\\evil.example', expected: '/fallback'},
  ])('$next -> $expected', ({next, expected}) => {
    expect(safeNextPath(next, '/fallback')).toBe(expected);
  });
});
