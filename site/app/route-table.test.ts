import {expect, it} from 'vitest';
import type {RouteModule} from './lazy-route.tsx';
import {NOT_FOUND, ROUTES} from './route-table.ts';

const routeFiles = import.meta.glob<RouteModule>('../routes/*.tsx');

// The prerender preloads the chunk named by `source`, so it must be the file the route really loads.
it.each([...ROUTES, NOT_FOUND].map((route) => [route.path, route.view] as const))(
  '%s: view.source names the file the route loads',
  async (_path, view) => {
    const file = `../routes/${view.source.replace('site/routes/', '')}`;
    expect(Object.keys(routeFiles)).toContain(file);
    const loaded = (await view.preload()) as RouteModule;
    expect(loaded.default).toBe((await routeFiles[file]!()).default);
  },
);
