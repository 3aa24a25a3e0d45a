// Where the running widget script came from; read once while the script runs, because
// `document.currentScript` is null in every later callback.

/**
 * The default API base: the origin of the script being executed plus `/api`. Falls back to the page's
 * own origin when the script was inlined or bundled into the host's code.
 * @example apiBaseFromScript() // 'https://nard.example/api' for https://nard.example/widgets/nard-donate.js
 */
export function apiBaseFromScript(): string {
  return new URL('/api', currentScriptUrl()).href;
}

/** The URL of the script being executed, or the page URL when there is none. */
export function currentScriptUrl(): string {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? script.src : location.href;
}

/** The site's origin for links such as /log-in: the API's origin, as the site and API are served together. */
export function siteUrl(apiBase: string, path: string): string {
  return new URL(path, apiBase).href;
}
