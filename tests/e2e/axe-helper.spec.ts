// The axe check every spec runs (axe.test-support.ts) still finds what it must, wherever it is: in the
// page, inside an element's shadow root and inside a frame of the same origin. It guards the helper's own
// running of axe (one injection per frame, violations only), which a spec with nothing to find could not.
import {axeFindings} from './axe.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const FAULTS = `<img src="${GIF}"><p style="color:#ddd;background:#fff">Pale words</p><div id="host"></div>
<iframe srcdoc="<!doctype html><html lang=en><title>Inner</title><img src=${GIF}>"></iframe>`;

test('finds faults in the page, in a shadow root and in a frame', async ({page}) => {
  await page.goto('/privacy');
  await page.locator('main').evaluate((main, html) => {
    main.innerHTML = html;
    main.querySelector('#host')!.attachShadow({mode: 'open'}).innerHTML = '<button></button><input>';
  }, FAULTS);
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  expect(await axeFindings(page)).toEqual([
    'button-name: #host,button',
    'color-contrast: #main > p',
    'frame-title: iframe',
    'image-alt: img, iframe img',
    'label: #host,input',
    'target-size: #host,button',
  ]);
});
