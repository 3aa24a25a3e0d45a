// The one inline script of the prerendered pages (decision 038), shared by the site's build, which writes it,
// and the server, whose CSP allows exactly this text by its hash.

/** The id of the <template> holding a prerendered page's module scripts and preloads. */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';

/**
 * After the next frame (requestAnimationFrame, then a task) the starter clones the template's tags into
 * <head>, a few per task: asking for a file costs the main thread about 1 ms on a phone, and /contributions
 * asks for 31, which as one task blocked input for 37 ms. The template lists the entry script first. A cloned
 * script was never started, so it runs. A hidden page (background tab, prerender) gets no frames: it starts
 * at once. Any change to this text changes its hash; the server computes it from here.
 */
export const PAGE_START_SCRIPT =
  `(function(){var t=document.getElementById("${PAGE_SCRIPTS_TEMPLATE_ID}");` +
  'function s(){var n=[].slice.call(document.importNode(t.content,true).childNodes);' +
  '(function a(){document.head.append.apply(document.head,n.splice(0,8));if(n.length)setTimeout(a)})()}' +
  'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(s)});else setTimeout(s)})()';
