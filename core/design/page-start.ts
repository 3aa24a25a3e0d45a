// The one inline script of the prerendered pages (decision 038), shared by the site's build, which writes it,
// and the server, whose CSP allows exactly this text by its hash.

/** The id of the <template> holding a prerendered page's module scripts and preloads. */
export const PAGE_SCRIPTS_TEMPLATE_ID = 'page-scripts';

/**
 * Once the browser reports the page's first contentful paint (or, where it cannot, after the next frame),
 * the starter clones the template's tags into <head>, two per task: asking for a file costs the main
 * thread 12-21 ms at 4x CPU here, so eight per task still made tasks of 96-169 ms on /announcements.
 * The paint entry, not the next frame, because a frame is drawn some milliseconds after its callbacks ran,
 * and scripts asked for in between can still arrive before the paint shows. A cloned script was never
 * started, so it runs. A hidden page (background tab, prerender) paints nothing: it starts at once; a
 * page that never reports a paint starts after 2 s. Any change to this text changes its hash (the
 * server's CSP computes it from here).
 */
export const PAGE_START_SCRIPT =
  `(function(){var t=document.getElementById("${PAGE_SCRIPTS_TEMPLATE_ID}"),d=0;` +
  'function s(){if(d)return;d=1;var n=[].slice.call(document.importNode(t.content,true).childNodes);' +
  '(function a(){document.head.append.apply(document.head,n.splice(0,2));if(n.length)setTimeout(a)})()}' +
  'if(document.visibilityState!=="visible")return setTimeout(s);setTimeout(s,2000);' +
  'var p=window.PerformanceObserver,k=p&&p.supportedEntryTypes;' +
  'if(k&&k.indexOf("paint")>=0)new p(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(s)}}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(s)})})()';
