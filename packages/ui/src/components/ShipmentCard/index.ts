export { ShipmentCard, type ShipmentCardProps, type ShipmentBookingStatus, type ShipmentCardLabels } from './ShipmentCard';
