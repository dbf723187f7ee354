import type { AddressCardAddress } from './AddressCard';

/** Addresses for the stories (stories only). */
export const storyAddresses = [
  {
    id: 'addr-1',
    fullName: 'Ananya Sharma',
    phone: '+91 98110 45672',
    addressLine1: 'Flat 402, Tower B, Green Meadows',
    addressLine2: 'Sector 62, near Fortis Hospital',
    city: 'Noida',
    state: 'Uttar Pradesh',
    zipCode: '201309',
  },
  {
    id: 'addr-2',
    fullName: 'Ravi Kumar',
    phone: '+91 94480 12345',
    addressLine1: '17, 2nd Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560038',
  },
  {
    id: 'addr-3',
    fullName: 'Shree Venkateshwara Temple Trust (Facilities Office)',
    phone: '+91 80 2345 6789',
    addressLine1: 'Gate No. 3, Temple Road, Opposite Municipal Water Tank, Malleshwaram West',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560055',
  },
] as const satisfies ReadonlyArray<AddressCardAddress & { id: string }>;
