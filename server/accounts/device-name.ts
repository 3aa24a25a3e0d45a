// A signed-in device as people name it: the browser and the system, read from the User-Agent the session
// started with. A few families cover nearly every visitor; the rest read "A browser on an unknown system"
// rather than a guess.

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser and system of a User-Agent.
 * @example deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) ... Version/18.0 Mobile/15E148 Safari/604.1') // {browser: 'Safari', system: 'iOS'}
 */
export function deviceName(userAgent: string | null): {browser: string; system: string} {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? 'an unknown system';
  return {browser, system};
}
