export { BarChart, type BarChartDatum, type BarChartProps } from './BarChart';
