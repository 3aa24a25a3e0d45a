// The gallery on /projects says how to zoom its drawings: by hovering with a mouse, by a long touch on a
// touch screen (the prerender says "Hover"; a touch screen's page switches once it has hydrated).
import {expect, test} from './site-test.test-support.ts';

test('the gallery tells a mouse to hover and a touch screen to long-touch', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/projects');
  await expect(page.getByText('Hover to Zoom')).toBeVisible();

  const phone = await browser.newContext({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: {width: 375, height: 800},
  });
  const touch = await phone.newPage();
  await touch.goto('/projects');
  await expect(touch.getByText('Long-Touch to Zoom')).toBeVisible();
  await expect(touch.getByText('Hover to Zoom')).toHaveCount(0);
  await phone.close();
});
