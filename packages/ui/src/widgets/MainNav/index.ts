export { MainNav } from './MainNav';
export type { MainNavItem, MainNavProps } from './MainNav';
