export { Menu, menuActionTones, menuPlacements } from './Menu';
export type { MenuProps, MenuAction, MenuSectionData, MenuActionTone, MenuPlacement } from './Menu';
