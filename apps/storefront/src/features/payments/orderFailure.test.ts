import { describe, expect, it } from 'vitest';
import { orderFailureMessage } from './orderFailure';

const failed = 'Failed to create order';
const because = (reason: string) => `Failed to create order: ${reason}`;

describe('the toast for an order that was not created', () => {
  it('names the products the server refused', () => {
    const error = {
      status: 400,
      data: { detail: 'Some products in your cart are out of stock.', errors: { items: ['"Bird Spikes" is out of stock.', 'Only 2 of "Bird Net" left in stock.'] } },
    };
    expect(orderFailureMessage(error, failed, because)).toBe('Failed to create order: "Bird Spikes" is out of stock. Only 2 of "Bird Net" left in stock.');
  });

  it("gives the server's detail otherwise", () => {
    const error = { status: 400, data: { detail: 'Please select a delivery address.', errors: { address: ['Choose one of your saved delivery addresses.'] } } };
    expect(orderFailureMessage(error, failed, because)).toBe('Failed to create order: Please select a delivery address.');
  });

  it('says only that it failed when there was no answer or no reason', () => {
    expect(orderFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, failed, because)).toBe(failed);
    expect(orderFailureMessage({ status: 500, data: 'Internal Server Error' }, failed, because)).toBe(failed);
    expect(orderFailureMessage(undefined, failed, because)).toBe(failed);
  });
});
