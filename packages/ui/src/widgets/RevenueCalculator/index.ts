export { RevenueCalculator } from './RevenueCalculator';
export type { RevenueCalculatorProps, RevenueCalculatorValue } from './RevenueCalculator';
