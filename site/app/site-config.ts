// The foundation's public facts, fixed at build time (see site/build/public-config-plugin.ts).
export const SITE_CONFIG = __NARD_SITE_CONFIG__;

export const ADDRESS_LINES = ['5008 Ang Mo Kio Avenue 5', '#04-09 Techplace II', 'Singapore 569874'] as const;
