import { describe, expect, it } from 'vitest';
import { requiredFieldErrors } from '../../features/forms/fieldErrors';
import { emptyAddress, REQUIRED_ADDRESS_FIELDS, toAddressCreate } from './addressValues';

describe('the address form', () => {
  it('requires everything but address line 2', () => {
    expect(Object.keys(requiredFieldErrors(emptyAddress, REQUIRED_ADDRESS_FIELDS, 'Required.'))).toEqual([
      'full_name',
      'phone',
      'address',
      'city',
      'state',
      'zip_code',
    ]);
  });

  it('sends trimmed values with the customer’s id', () => {
    expect(
      toAddressCreate(
        {
          full_name: ' Priya Sharma ',
          phone: '98765 01234',
          address: '14 Lake Road ',
          address_line2: '',
          city: 'Pune',
          state: 'Maharashtra',
          zip_code: ' 411038',
        },
        7,
      ),
    ).toEqual({
      full_name: 'Priya Sharma',
      phone: '98765 01234',
      address: '14 Lake Road',
      address_line2: '',
      city: 'Pune',
      state: 'Maharashtra',
      zip_code: '411038',
      user: 7,
    });
  });
});
