// Build-time constants and virtual modules the site's Vite plugins provide (see site/build/).
declare const __NARD_SITE_CONFIG__: import('./lib/site-config.ts').SiteConfig;

declare module 'virtual:nard-licences' {
  const licences: {name: string; version: string; licence: string; text: string}[];
  export default licences;
}
