// The loader's pins and the elements' part pins come from virtual modules the widgets build writes
// (see vite.widgets.ts); component tests alias the part pins to an empty object.
declare module 'virtual:nard-widget-pins' {
  const pins: Readonly<Record<string, string>>;
  export default pins;
}

declare module 'virtual:nard-part-pins' {
  const pins: Readonly<Record<string, string>>;
  export default pins;
}

declare module 'virtual:nard-first-view' {
  const html: string | null;
  export default html;
}
