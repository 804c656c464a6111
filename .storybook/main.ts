import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * apps/web's own dependencies that its screens' stories load. They resolve from apps/web, not from
 * the root, so they are named through the app's folder (`<nested root> > <dependency>`, resolved
 * from the project root). Pre-bundled at start: a dependency found mid-run makes Vite reload the
 * page under a running story (the session's queries are a lazy chunk, found late).
 */
const webDependencies = ['jotai', 'jotai/utils', 'jotai-family', 'jotai-tanstack-query', '@tanstack/react-query', 'react-router'];

/**
 * One Storybook for the design system and the app's screens (decision 0014); stories live beside
 * their components. The screens' stories import apps/web's modules (the workspace packages resolve
 * from there) and style with the same vanilla-extract plugin.
 */
const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...webDependencies.map((name) => `../apps/web > ${name}`)],
    };
    return viteConfig;
  },
};
export default config;
