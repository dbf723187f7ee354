/**
 * The dashboard's public face: the back-office's figures and the low-stock threshold staff set, as the rest of
 * the API uses them.
 */
export { dashboardFigures } from './figures';
export { setLowStockThreshold } from './low-stock';
