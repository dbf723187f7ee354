import type { DemoDeclarations } from './types';

// What each demo product's pack declares (Legal Metrology (Packaged Commodities) Rules, 2011). The maker is the
// seller's details' default, BirdShield's own factory in Vasai, except for the cable ties, which it imports.
// Nets are declared by area (10 × 10 ft is 9.29 m²); spikes, hooks and screws by count; rope by length.
const inIndia = (genericName: string, netQuantity: DemoDeclarations['netQuantity'], madeMonth: string | null = null, variants: DemoDeclarations['variants'] = {}): DemoDeclarations => ({
  genericName,
  countryOfOrigin: 'IN',
  netQuantity,
  madeMonth,
  variants,
});

export const demoDeclarations: Readonly<Record<string, DemoDeclarations>> = {
  'ss-bird-spikes': inIndia('Bird spikes (stainless steel)', [10, 'pieces'], '2026-08', {
    'SS-BIRD-SPIKES-20': [20, 'pieces'],
    'SS-BIRD-SPIKES-50': [50, 'pieces'],
    'SS-BIRD-SPIKES-200': [200, 'pieces'],
  }),
  'ss-wide-bird-spikes-pack-10': inIndia('Bird spikes (stainless steel, 3-row)', [10, 'pieces'], '2026-07'),
  'ss-narrow-bird-spikes-pack-10': inIndia('Bird spikes (stainless steel, narrow)', [10, 'pieces'], '2026-09'),
  'polycarbonate-bird-spikes': inIndia('Bird spikes (polycarbonate)', [10, 'pieces'], '2026-06', {
    'PC-BIRD-SPIKES-30': [30, 'pieces'],
    'PC-BIRD-SPIKES-100': [100, 'pieces'],
  }),
  'polycarbonate-bird-spikes-grey-pack-10': inIndia('Bird spikes (polycarbonate)', [10, 'pieces']),
  'anti-bird-net-nylon-25mm': inIndia('Anti-bird net (nylon)', [9.29, 'm2'], '2026-10', { 'NET-NYLON-25-20X10': [18.58, 'm2'] }),
  'balcony-pigeon-net-kit-15x8-ft': inIndia('Bird net with fixing kit', [11.15, 'm2'], '2026-09'),
  'hdpe-bird-net-30x15-ft-green': inIndia('Anti-bird net (HDPE)', [41.81, 'm2']),
  'knotted-nylon-net-50x20-ft': inIndia('Anti-bird net (knotted nylon)', [92.9, 'm2'], '2026-05'),
  'hdpe-warehouse-net-100x50-ft': inIndia('Anti-bird net (HDPE)', [464.52, 'm2']),
  'bird-spike-adhesive-300ml': inIndia('Silicone adhesive', [300, 'ml'], '2026-10'),
  'ss-net-fixing-hooks-pack-50': inIndia('Net fixing hooks (stainless steel)', [50, 'pieces']),
  'uv-cable-ties-200mm-pack-200': {
    genericName: 'Cable ties (nylon)',
    countryOfOrigin: 'CN',
    netQuantity: [200, 'pieces'],
    madeMonth: '2026-04',
    variants: {},
    maker: {
      kind: 'importer',
      name: 'BirdShield India Private Limited',
      address: 'Unit 101, Sai Industrial Estate, Andheri-Kurla Road, Andheri East, Mumbai, Maharashtra 400069',
    },
  },
  'net-fixing-kit-complete': inIndia('Net fixing kit', [1, 'pieces']),
  'ss-wire-rope-1-5mm-50m': inIndia('Wire rope (stainless steel)', [50, 'm'], '2026-08'),
  'ss-screws-rawl-plugs-pack-100': inIndia('Screws with wall plugs', [100, 'pieces']),
  'ss-monkey-spikes-150mm': inIndia('Monkey spikes (stainless steel)', [5, 'pieces'], '2026-09', { 'SS-MONKEY-SPIKES-20': [20, 'pieces'] }),
  'ss-heavy-duty-parapet-monkey-spikes': inIndia('Monkey spikes (stainless steel, 4-row)', [10, 'pieces'], '2026-07'),
  'ss-monkey-spike-collar-pipe': inIndia('Monkey spike collar (stainless steel)', [1, 'pieces']),
};
