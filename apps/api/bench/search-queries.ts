/** What shoppers type: product names, places, materials, sizes, and a third of them misspelt (both benchmarks). */
export const SEARCHES = [
  'bird spikes', 'spiks', 'polycarbonat', 'stainless steel', 'stainles stel spikes', 'pigeon net', 'pigon net',
  'monkey spikes', 'monky', 'anti bird net', 'net fixing kit', 'adhesive', 'adhesiv', 'balcony', 'balcny net',
  'solar panel', 'solar panal mesh', 'water tank', 'window sill', 'gutter guard', 'owl decoy', 'reflective tape',
  'cable ties', 'wire rope', '10x10', 'pack of 50', 'green', 'warehouse', 'langurs', 'turnbukle',
] as const;
