import {act, Suspense} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {beforeEach, expect, it, vi} from 'vitest';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

// A fresh module each test: whether the page has hydrated is the module's own state.
let useHydrated: typeof import('./use-hydrated.ts').useHydrated;
let renderingAfresh: typeof import('./use-hydrated.ts').renderingAfresh;
let HydrationMark: typeof import('./use-hydrated.ts').HydrationMark;
beforeEach(async () => {
  document.documentElement.removeAttribute('data-hydrated');
  vi.resetModules();
  ({useHydrated, renderingAfresh, HydrationMark} = await import('./use-hydrated.ts'));
});

/** Shows where it rendered; `seen` records each render of the part named `name` (as `name:true`). */
function Where({seen, name}: {seen: string[]; name: string}) {
  const hydrated = useHydrated();
  seen.push(`${name}:${hydrated}`);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

/** The renders of a part mounted in a new root. */
function rendersOfNewPart(): string[] {
  const seen: string[] = [];
  act(() => createRoot(document.createElement('div')).render(<Where seen={seen} name="new" />));
  return seen;
}

it('hydrates the server form without a mismatch, then every part switches', async () => {
  // As the layout has it: a part outside the page's Suspense boundary, and the page, marked at its end.
  const page = (seen: string[]) => (
    <>
      <Where seen={seen} name="header" />
      <Suspense fallback={null}>
        <Where seen={seen} name="content" />
        <HydrationMark />
      </Suspense>
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page([]));
  const seen: string[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(seen), {onRecoverableError: (error) => errors.push(error)});
  });
  expect(errors).toEqual([]);
  // Each part's first render is the server's form (the content hydrates in a pass after the header's).
  expect(seen.find((render) => render.startsWith('header'))).toBe('header:false');
  expect(seen.find((render) => render.startsWith('content'))).toBe('content:false');
  expect(container.textContent).toBe('browserbrowser');
  // What the e2e tests wait for.
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);

  // A part mounted once the page has hydrated renders its browser form the first time.
  expect(rendersOfNewPart()).toEqual(['new:true']);
});

it('renders the browser form the first time when the page renders afresh', () => {
  renderingAfresh();
  expect(rendersOfNewPart()).toEqual(['new:true']);
});
