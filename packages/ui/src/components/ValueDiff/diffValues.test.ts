import { describe, expect, it } from 'vitest';
import { diffValues, formatPlainValue, humanizeField } from './diffValues';

describe('diffValues', () => {
  it('marks each field of an update as changed or unchanged, in the order of the record after it', () => {
    const changes = diffValues(
      { title: 'SS Bird Spikes', price_paise: 129900, is_visible: true, version: 3 },
      { title: 'SS Bird Spikes', price_paise: 119900, is_visible: false, version: 4 },
    );
    expect(changes).toEqual([
      { field: 'title', before: 'SS Bird Spikes', after: 'SS Bird Spikes', kind: 'unchanged' },
      { field: 'price_paise', before: 129900, after: 119900, kind: 'changed' },
      { field: 'is_visible', before: true, after: false, kind: 'changed' },
      { field: 'version', before: 3, after: 4, kind: 'changed' },
    ]);
  });

  it('has every field added for a create and removed for a delete', () => {
    expect(diffValues(null, { name: 'Nets', position: 2 }).map((change) => change.kind)).toEqual(['added', 'added']);
    expect(diffValues({ name: 'Nets', position: 2 }, null).map((change) => change.kind)).toEqual(['removed', 'removed']);
  });

  it('opens nested objects and lists of objects into fields, and keeps lists of plain values whole', () => {
    const changes = diffValues(
      { address: { city: 'Pune', pincode: '411001' }, images: [{ alt: 'Spikes on a ledge' }, { alt: 'Close-up' }], highlights: ['Rust-free'] },
      { address: { city: 'Pune', pincode: '411002' }, images: [{ alt: 'Spikes on a ledge' }], highlights: ['Rust-free', 'UV-safe'] },
    );
    expect(changes.filter((change) => change.kind !== 'unchanged')).toEqual([
      { field: 'address.pincode', before: '411001', after: '411002', kind: 'changed' },
      { field: 'highlights', before: ['Rust-free'], after: ['Rust-free', 'UV-safe'], kind: 'changed' },
      { field: 'images.1.alt', before: 'Close-up', after: undefined, kind: 'removed' },
    ]);
  });

  it('counts a value set from nothing as added and one cleared to null as removed', () => {
    const changes = diffValues({ tracking_url: null, note: 'Fragile' }, { tracking_url: 'https://track.example/1', note: null });
    expect(changes.map((change) => change.kind)).toEqual(['added', 'removed']);
  });
});

describe('field names and values for people', () => {
  it('reads field names as words, counting list positions from 1', () => {
    expect(humanizeField('compare_at_price_paise')).toBe('Compare at price paise');
    expect(humanizeField('images.2.alt')).toBe('Images 3 alt');
    expect(humanizeField('hsnCode')).toBe('Hsn code');
  });

  it('formats booleans, numbers and lists, and has no text for no value', () => {
    expect(formatPlainValue(true)).toBe('Yes');
    expect(formatPlainValue(1234567)).toBe('12,34,567');
    expect(formatPlainValue(['Rust-free', 'UV-safe'])).toBe('Rust-free, UV-safe');
    expect(formatPlainValue(null)).toBeUndefined();
    expect(formatPlainValue('')).toBe('');
  });
});
