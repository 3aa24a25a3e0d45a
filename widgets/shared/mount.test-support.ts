// Helpers for the widgets' component tests (happy-dom): mount an element and wait for Preact to settle.

/** Resolves after pending microtasks and timers, so Preact's debounced renders and fetch mocks finish. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Adds `<tag attrs>` to the body and returns it with its shadow root. */
export async function mount(tag: string, attrs: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  document.body.append(element);
  await settle();
  return {element, root: element.shadowRoot!};
}

/** A fetch stand-in that answers each call with the next JSON body and records what it was sent. */
export function fakeFetch(answers: {status: number; body: unknown}[]) {
  const calls: {url: string; init: RequestInit}[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({url: String(url), init});
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: {'Content-Type': 'application/json'},
    });
  };
  return {fetch: fetch as typeof globalThis.fetch, calls};
}
