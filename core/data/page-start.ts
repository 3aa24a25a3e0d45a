// The one inline script of the prerendered pages (decision 038), shared by the site's build, which writes it,
// and the server, whose CSP allows exactly this text by its hash.

/** The id of the <template> holding a prerendered page's module scripts and preloads. */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';

/**
 * After the next frame (requestAnimationFrame, then a task) the starter clones the template's tags into
 * <head>: a cloned script was never started, so it runs. A hidden page (background tab, prerender) gets no
 * frames: it starts at once. Any change to this text changes its hash; the server computes it from here.
 */
export const PAGE_START_SCRIPT =
  `(function(){var t=document.getElementById("${PAGE_SCRIPTS_TEMPLATE_ID}");` +
  'function s(){document.head.append(document.importNode(t.content,true))}' +
  'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(s)});else setTimeout(s)})()';
