export { EnvironmentBanner, environments } from './EnvironmentBanner';
export type { EnvironmentBannerProps, Environment } from './EnvironmentBanner';
