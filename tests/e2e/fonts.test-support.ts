// Which fonts the browser really drew a text with: the computed font-family only lists what was asked for.
import type {Page} from '@playwright/test';

/**
 * The PostScript names of the fonts Chromium drew the element's own text with (CDP
 * `CSS.getPlatformFontsForNode`). `expression` is page JavaScript giving the element, shadow roots allowed.
 * @example await drawnFonts(page, "document.querySelector('h1')") // ['NotoSansTamil-Bold', 'NotoSans-Bold']
 */
export async function drawnFonts(page: Page, expression: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('DOM.getDocument', {depth: 0});
    const {result} = await cdp.send('Runtime.evaluate', {expression});
    if (!result.objectId) throw new Error(`${expression} gave no element`);
    const {nodeId} = await cdp.send('DOM.requestNode', {objectId: result.objectId});
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    return fonts.map((font) => font.postScriptName);
  } finally {
    await cdp.detach();
  }
}
