// The foundation's public facts, fixed at build time (see site/build/public-config-plugin.ts).
import type {PublicConfig} from '../../core/content/index.ts';

/** core's PublicConfig (links are null when not configured) plus the canonical origin. */
export type SiteConfig = PublicConfig & {readonly publicUrl: string};

export const SITE_CONFIG: SiteConfig = __NARD_SITE_CONFIG__;

export const ADDRESS_LINES = ['5008 Ang Mo Kio Avenue 5', '#04-09 Techplace II', 'Singapore 569874'] as const;
