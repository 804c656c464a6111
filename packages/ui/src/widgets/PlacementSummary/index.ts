export { PlacementSummary } from './PlacementSummary';
export type { PlacementFigures, PlacementSummaryAction, PlacementSummaryProps } from './PlacementSummary';
