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
    // Dot segments the parser removes must not leave a path that starts with // (another host).
    {next: '/.//evil.example', expected: '/fallback'},
    {next: '/..//evil.example', expected: '/fallback'},
    {next: '/a/..//evil.example', expected: '/fallback'},
    {next: '/%2e//evil.example', expected: '/fallback'},
    {next: '/%2E%2E//evil.example', expected: '/fallback'},
    {next: '/./\\evil.example', expected: '/fallback'},
    {next: '/.\t//evil.example', expected: '/fallback'},
    {next: '/./evil.example', expected: '/evil.example'},
    {next: '/profile//x', expected: '/profile//x'},
    {next: '/a/../profile', expected: '/profile'},
  ])('$next -> $expected', ({next, expected}) => {
    expect(safeNextPath(next, '/fallback')).toBe(expected);
  });
});
