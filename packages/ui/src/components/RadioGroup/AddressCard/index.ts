export { AddressLines, sampleAddresses, type Address } from './AddressCard';
