export { ShipmentBookingPanel, type ShipmentBookingPanelProps } from './ShipmentBookingPanel';
