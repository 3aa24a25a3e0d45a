import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {providePart} from '../shared/lazy-part.ts';
import {fakeFetch, mount, settle} from '../shared/mount.test-support.ts';
import './index.ts';
import {rulesPart} from './rules-part.ts';
import {RULES_PART} from './use-application.ts';

// happy-dom loads no scripts: the rules part is handed over as the browser would after loading it.
providePart(RULES_PART, rulesPart);

const API = 'https://nard.example/api';

async function fillValidForm(root: ShadowRoot) {
  const set = (name: string, value: string) => {
    const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    control.value = value;
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}),
    );
  };
  set('fullName', 'Siti Rahman');
  set('age', '26-35');
  set('email', ' Siti@Example.org ');
  set('password', 'Farm@2024');
  set('region', 'east');
  await settle();
  set('city', 'Tampines');
  set('phoneNumber', '91234567');
  set('profession', 'Gardener');
  await settle();
}

function submit(root: ShadowRoot) {
  root.querySelector('form')!.dispatchEvent(new Event('submit', {bubbles: true, cancelable: true}));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('<nard-volunteer-form>', () => {
  it('shows the spec messages inline and the toast when fields are missing', async () => {
    const {root} = await mount('nard-volunteer-form', {api: API});
    submit(root);
    await settle();
    const text = root.textContent ?? '';
    expect(text).toContain('Full Name is required');
    expect(text).toContain('Valid email is required');
    expect(text).toContain('Please fill in all required fields correctly.');
    expect(root.querySelector('#fullName')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the application with an Idempotency-Key and shows the confirmation with the log-in link', async () => {
    const fake = fakeFetch([
      {status: 201, body: {success: true, statusCode: 201, message: 'Successfully registered!'}},
    ]);
    vi.stubGlobal('fetch', fake.fetch);
    const {element, root} = await mount('nard-volunteer-form', {api: API, type: 'work'});
    const submitted = vi.fn();
    element.addEventListener('nard-submit', (event) => submitted((event as CustomEvent).detail));
    await fillValidForm(root);
    submit(root);
    await settle(10);
    expect(fake.calls[0]?.url).toBe(`${API}/auth/signup`);
    const headers = fake.calls[0]?.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(fake.calls[0]?.init.body));
    expect(body).toMatchObject({email: 'siti@example.org', type: 'work', phoneNumber: '+6591234567'});
    expect(root.querySelector('a[href="https://nard.example/log-in"]')).not.toBeNull();
    expect(submitted).toHaveBeenCalledWith({type: 'work'});
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the draft without the password after a failure, and retries with the same key', async () => {
    const fake = fakeFetch([
      {status: 500, body: {success: false, statusCode: 500, message: 'Something went wrong.'}},
    ]);
    vi.stubGlobal('fetch', fake.fetch);
    const {root} = await mount('nard-volunteer-form', {api: API});
    await fillValidForm(root);
    submit(root);
    await settle(10);
    expect(root.textContent).toContain('Something went wrong.');
    const stored = sessionStorage.getItem('nard-volunteer-form:draft:volunteer') ?? '';
    expect(stored).toContain('Siti Rahman');
    expect(stored).not.toContain('Farm@2024');
    submit(root);
    await settle(10);
    const keys = fake.calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the not-a-partner refusal as a lasting alert and fires nard-error', async () => {
    const message = 'This site is not yet a registered partner of The Nard Foundation.';
    vi.stubGlobal(
      'fetch',
      fakeFetch([{status: 403, body: {success: false, statusCode: 403, message}}]).fetch,
    );
    const {element, root} = await mount('nard-volunteer-form', {api: API});
    const errors = vi.fn();
    element.addEventListener('nard-error', (event) => errors((event as CustomEvent).detail));
    await fillValidForm(root);
    submit(root);
    await settle(10);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(errors).toHaveBeenCalledWith({message});
  });

  it('restores a saved draft after a reload', async () => {
    sessionStorage.setItem(
      'nard-volunteer-form:draft:volunteer',
      JSON.stringify({
        values: {fullName: 'Ahmad Tan', region: 'west', city: 'Clementi'},
        idempotencyKey: 'k',
      }),
    );
    const {root} = await mount('nard-volunteer-form', {api: API});
    // Restored after the first paint (a frame, then a task).
    await settle(30);
    expect(root.querySelector<HTMLInputElement>('#fullName')?.value).toBe('Ahmad Tan');
    expect(root.querySelector<HTMLSelectElement>('#city')?.value).toBe('Clementi');
  });
});
