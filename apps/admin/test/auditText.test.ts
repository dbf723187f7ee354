import { describe, expect, it } from 'vitest';
import { actionLabel, fieldLabel, formatAuditValue, recordLabel } from '../src/features/audit/auditText';

describe('audit entries in words', () => {
  it('names a record by its kind, id and own name', () => {
    expect(recordLabel({ entity_type: 'product', entity_id: '12', before: null, after: { title: 'SS Bird Spikes' } })).toBe('Product 12 · SS Bird Spikes');
    expect(recordLabel({ entity_type: 'category', entity_id: '3', before: { name: 'Nets' }, after: null })).toBe('Category 3 · Nets');
    expect(recordLabel({ entity_type: 'product_image', entity_id: '40', before: null, after: { alt: 'x' } })).toBe('Product image 40');
    expect(recordLabel({ entity_type: 'variant', entity_id: '31', before: null, after: { label: 'Pack of 20 (6 m)', sku: 'SS-SPIKES-20' } })).toBe('Variant 31 · SS-SPIKES-20');
  });

  it('names a staff member by their role and number, as staff call each other, and nothing personal', () => {
    expect(recordLabel({ entity_type: 'staff', entity_id: '61', before: null, after: { role: 'owner' } })).toBe('Owner #61');
    expect(recordLabel({ entity_type: 'staff', entity_id: '62', before: null, after: { role: 'staff' } })).toBe('Packer #62');
    expect(recordLabel({ entity_type: 'staff', entity_id: '63', before: { role: 'staff' }, after: null })).toBe('Packer #63');
    expect(recordLabel({ entity_type: 'staff', entity_id: '64', before: null, after: null })).toBe('Staff member #64');
  });

  it('reads actions and money fields as words, and money in rupees with paise', () => {
    expect(actionLabel('order.ship')).toBe('Order ship');
    expect(fieldLabel('price_paise')).toBe('Price');
    expect(fieldLabel('images.0.alt')).toBe('Images 1 alt');
    expect(formatAuditValue(12990050, 'total_paise')).toBe('₹1,29,900.50');
    expect(formatAuditValue(129900, 'items.0.price_paise')).toBe('₹1,299.00');
    expect(formatAuditValue(5, 'stock')).toBeUndefined();
  });
});
