// Build settings for the partner widgets; the widgets issue fills in the entries and budgets.
import type {UserConfig} from 'vite';

export function widgetsBuildConfig(): UserConfig {
  return {build: {outDir: 'dist/widgets', emptyOutDir: true}};
}
