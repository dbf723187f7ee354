import type { SortDescriptor } from 'react-aria-components/Table';
import { OrderBadge } from '../../OrderBadge/OrderBadge';
import type { DataTableColumn } from '../DataTable.types';

/** Orders and products of the shop, for the DataTable stories only. Money and dates arrive formatted, as from the caller. */

export interface StoryOrder {
  id: string;
  number: string;
  customer: string;
  placedOn: string;
  /** Sortable form of `placedOn`. */
  placedAt: number;
  items: number;
  totalPaise: number;
  status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
}

export const orders: StoryOrder[] = [
  { id: 'o-1042', number: '#BS-1042', customer: 'Priya Raghavan', placedOn: '21 Nov 2026', placedAt: 20261121, items: 3, totalPaise: 249900, status: 'pending' },
  { id: 'o-1041', number: '#BS-1041', customer: 'Arjun Mehta', placedOn: '20 Nov 2026', placedAt: 20261120, items: 1, totalPaise: 89900, status: 'processing' },
  { id: 'o-1040', number: '#BS-1040', customer: 'Fatima Sheikh', placedOn: '19 Nov 2026', placedAt: 20261119, items: 6, totalPaise: 1249000, status: 'shipped' },
  { id: 'o-1039', number: '#BS-1039', customer: 'Rohan Iyer', placedOn: '18 Nov 2026', placedAt: 20261118, items: 2, totalPaise: 159800, status: 'delivered' },
  { id: 'o-1038', number: '#BS-1038', customer: 'Gurpreet Kaur', placedOn: '17 Nov 2026', placedAt: 20261117, items: 4, totalPaise: 379600, status: 'delivered' },
  { id: 'o-1037', number: '#BS-1037', customer: 'Ananya Das', placedOn: '15 Nov 2026', placedAt: 20261115, items: 1, totalPaise: 49900, status: 'cancelled' },
];

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const formatRupees = (paise: number) => rupees.format(paise / 100);

export const orderColumns: DataTableColumn<StoryOrder>[] = [
  { key: 'number', header: 'Order', cell: (order) => order.number, isRowHeader: true, allowsSorting: true, width: '8rem' },
  { key: 'customer', header: 'Customer', cell: (order) => order.customer, allowsSorting: true, minWidth: '10rem' },
  { key: 'placedAt', header: 'Date', cell: (order) => order.placedOn, allowsSorting: true, width: '9rem' },
  { key: 'items', header: 'Items', cell: (order) => order.items, isNumeric: true, width: '5rem' },
  { key: 'totalPaise', header: 'Total', cell: (order) => formatRupees(order.totalPaise), isNumeric: true, allowsSorting: true, width: '8rem' },
  { key: 'status', header: 'Status', cell: (order) => <OrderBadge kind="delivery" status={order.status} />, width: '9rem' },
];

/** What the server would do with `?sort=`: the stories sort in the browser instead. */
export function sortOrders(rows: StoryOrder[], descriptor: SortDescriptor): StoryOrder[] {
  const column = descriptor.column as keyof StoryOrder;
  const sorted = [...rows].sort((a, b) => (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0));
  return descriptor.direction === 'descending' ? sorted.reverse() : sorted;
}

export interface StoryProduct {
  id: string;
  name: string;
  sku: string;
  category: string;
  pricePaise: number;
  stock: number;
}

export const products: StoryProduct[] = [
  { id: 'p-1', name: 'Polycarbonate Bird Spikes (1 m)', sku: 'BSP-PC-100', category: 'Bird spikes', pricePaise: 34900, stock: 1240 },
  { id: 'p-2', name: 'Stainless Steel Bird Spikes (1 m)', sku: 'BSP-SS-100', category: 'Bird spikes', pricePaise: 54900, stock: 86 },
  { id: 'p-3', name: 'Anti-Bird Net 10 × 10 ft', sku: 'NET-HD-1010', category: 'Bird nets', pricePaise: 129900, stock: 0 },
  { id: 'p-4', name: 'Monkey Spikes, Heavy (1 m)', sku: 'MSP-HD-100', category: 'Monkey spikes', pricePaise: 89900, stock: 312 },
  { id: 'p-5', name: 'Net Fixing Kit (hooks and wire)', sku: 'ACC-FIX-01', category: 'Accessories', pricePaise: 19900, stock: 7 },
];

const count = new Intl.NumberFormat('en-IN');

export const productColumns: DataTableColumn<StoryProduct>[] = [
  { key: 'name', header: 'Product', cell: (product) => product.name, isRowHeader: true, minWidth: '14rem' },
  { key: 'sku', header: 'SKU', cell: (product) => product.sku, width: '9rem' },
  { key: 'category', header: 'Category', cell: (product) => product.category, width: '10rem' },
  { key: 'pricePaise', header: 'Price', cell: (product) => formatRupees(product.pricePaise), isNumeric: true, width: '7rem' },
  { key: 'stock', header: 'Stock', cell: (product) => (product.stock === 0 ? 'Out of stock' : count.format(product.stock)), isNumeric: true, width: '7rem' },
];
