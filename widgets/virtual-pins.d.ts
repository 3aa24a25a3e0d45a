// The loader's pins come from a virtual module the widgets build writes (see vite.widgets.ts).
declare module 'virtual:nard-widget-pins' {
  const pins: Readonly<Record<string, string>>;
  export default pins;
}
