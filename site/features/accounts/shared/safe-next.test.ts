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
    {next: '/\t/evil.example', expected: '/fallback'},
    {next: '/\n/evil.example', expected: '/fallback'},
    {next: '/\\\\evil.example', expected: '/fallback'},
    {next: 'javascript:alert(1)', expected: '/fallback'},
    {next: '/volunteer-page#events', expected: '/volunteer-page#events'},
  ])('$next -> $expected', ({next, expected}) => {
    expect(safeNextPath(next, '/fallback')).toBe(expected);
  });
});
