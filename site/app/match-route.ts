// Finds the route for a pathname. Patterns only use `:name` segments, so a tiny matcher is enough and
// the same code runs in the prerender, before hydration and in the router.
import {NOT_FOUND, ROUTES, type SiteRoute} from './route-table.ts';

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = normalisePath(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i]!);
    else if (part !== got[i]) return null;
  }
  return params;
}

export function findRoute(pathname: string): SiteRoute {
  return ROUTES.find((route) => matchPattern(route.path, pathname) !== null) ?? NOT_FOUND;
}
