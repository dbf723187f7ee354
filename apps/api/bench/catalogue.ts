/**
 * A large, realistic, reproducible catalogue for the search benchmark: product types of a bird- and
 * monkey-control shop in every material, size and colour, with descriptions built from the kind of copy
 * the demo catalogue has, and published reviews. The same seed gives the same shop on every run.
 */
import type { Database } from '../src/db/database';
import { categories, productImages, reviews, users } from '../src/db/schema';
import { insertProducts } from '../src/catalog/variants';
import type { Material } from '../src/db/tables/values';
import { UNUSABLE_PASSWORD_HASH } from '../src/seed/insert-demo-data';

interface ProductType {
  name: string;
  category: string;
  materials: readonly Material[];
  sizes: readonly string[];
}

const SPIKE_PACKS = ['Pack of 10 (3 m)', 'Pack of 20 (6 m)', 'Pack of 30 (9 m)', 'Bulk Pack of 50 (15 m)', 'Contractor Pack of 100'];
const NET_SIZES = ['10x10 ft', '15x8 ft', '20x10 ft', '30x15 ft', '50x20 ft', '100x50 ft'];
const KIT_SIZES = ['Small', 'Standard', 'Complete', 'Contractor', 'Set of 50', 'Set of 100'];

const PRODUCT_TYPES: readonly ProductType[] = [
  { name: 'Bird Spikes', category: 'Bird Spikes', materials: ['Stainless Steel', 'Plastic'], sizes: SPIKE_PACKS },
  { name: 'Pigeon Spikes', category: 'Bird Spikes', materials: ['Stainless Steel', 'Plastic'], sizes: SPIKE_PACKS },
  { name: 'Anti-Perch Spikes', category: 'Bird Spikes', materials: ['Stainless Steel'], sizes: SPIKE_PACKS },
  { name: 'Gutter Spikes', category: 'Bird Spikes', materials: ['Plastic'], sizes: SPIKE_PACKS },
  { name: 'Anti Bird Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Pigeon Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Balcony Net Kit', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Garden Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Fruit Tree Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Shade Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Warehouse Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Pond Net', category: 'Bird Nets', materials: ['Plastic'], sizes: NET_SIZES },
  { name: 'Insect Screen', category: 'Bird Nets', materials: ['Plastic', 'Stainless Steel'], sizes: NET_SIZES },
  { name: 'Net Fixing Kit', category: 'Accessories', materials: ['Stainless Steel'], sizes: KIT_SIZES },
  { name: 'Spike Adhesive', category: 'Accessories', materials: ['Plastic'], sizes: ['300 ml', '2 x 300 ml', '6 x 300 ml'] },
  { name: 'Cable Ties', category: 'Accessories', materials: ['Plastic', 'Stainless Steel'], sizes: KIT_SIZES },
  { name: 'Wire Rope', category: 'Accessories', materials: ['Stainless Steel'], sizes: ['10 m', '25 m', '50 m', '100 m'] },
  { name: 'Anchor Hooks', category: 'Accessories', materials: ['Stainless Steel'], sizes: KIT_SIZES },
  { name: 'Turnbuckle Set', category: 'Accessories', materials: ['Stainless Steel'], sizes: KIT_SIZES },
  { name: 'Reflective Scare Tape', category: 'Accessories', materials: ['Plastic'], sizes: ['25 m', '50 m', '100 m'] },
  { name: 'Owl Decoy', category: 'Accessories', materials: ['Plastic'], sizes: ['Small', 'Large', 'Set of 2'] },
  { name: 'Solar Panel Mesh', category: 'Accessories', materials: ['Stainless Steel', 'Plastic'], sizes: ['10 m', '30 m', '50 m'] },
  { name: 'Gutter Guard', category: 'Accessories', materials: ['Plastic', 'Stainless Steel'], sizes: ['5 m', '10 m', '20 m'] },
  { name: 'Monkey Spikes', category: 'Monkey Spikes', materials: ['Stainless Steel'], sizes: SPIKE_PACKS },
  { name: 'Anti-Climb Wall Spikes', category: 'Monkey Spikes', materials: ['Stainless Steel', 'Plastic'], sizes: SPIKE_PACKS },
  { name: 'Water Tank Guard Spikes', category: 'Monkey Spikes', materials: ['Stainless Steel'], sizes: SPIKE_PACKS },
];

const GRADES = ['', 'Heavy Duty ', 'Premium ', 'Economy ', 'UV-Stabilised ', 'Professional '];
const COLOURS = ['', ', Clear', ', Grey', ', Black', ', Green', ', White', ', Brown'];
const MATERIAL_WORDS: Record<Material, string> = { 'Stainless Steel': 'Stainless Steel', Plastic: 'Polycarbonate' };
const PLACES = [
  'balconies', 'window sills', 'parapets', 'terraces', 'AC outdoor units', 'shop signboards', 'solar panels',
  'temple domes', 'warehouse roofs', 'rooftop water tanks', 'courtyards', 'factory sheds', 'farms', 'orchards', 'gardens',
];
const PESTS = ['pigeons', 'crows', 'mynas', 'sparrows', 'kites', 'monkeys', 'langurs', 'squirrels'];
const SENTENCES = [
  'Keeps {pests} off {place} without harming them.',
  'Made of {material} that stands up to monsoon rain and summer sun.',
  'Fits {place} and {place2} in homes, offices and housing societies.',
  'Easy to fix with screws, cable ties or our silicone adhesive; no special tools needed.',
  'Humane and silent: it needs no power and no upkeep once installed.',
  'Cut to length or join end to end to cover any run of {place}.',
  'Trusted by contractors across India for {place} and {place2}.',
  'Each {type} is checked by hand before it leaves our workshop.',
];

/** mulberry32: a tiny, fast PRNG, so the catalogue is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface CatalogueSize {
  products: number;
  reviewers: number;
}

/** Fills an empty, migrated database. Returns the number of reviews written. */
export async function insertBenchmarkCatalogue(db: Database, size: CatalogueSize, seed = 2024): Promise<number> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

  const categoryNames = [...new Set(PRODUCT_TYPES.map((type) => type.category))];
  const categoryRows = await db.insert(categories).values(categoryNames.map((name) => ({ name }))).returning();
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  const rows = Array.from({ length: size.products }, (_, index) => {
    const type = pick(PRODUCT_TYPES);
    const material = pick(type.materials);
    const title = `${pick(GRADES)}${MATERIAL_WORDS[material]} ${type.name} – ${pick(type.sizes)}${pick(COLOURS)}`;
    const fill = (sentence: string) =>
      sentence
        .replace('{pests}', pick(PESTS))
        .replace('{place}', pick(PLACES))
        .replace('{place2}', pick(PLACES))
        .replace('{material}', MATERIAL_WORDS[material].toLowerCase())
        .replace('{type}', type.name.toLowerCase());
    const sentences = Array.from({ length: 3 + Math.floor(next() * 4) }, () => fill(pick(SENTENCES)));
    const pricePaise = (199 + Math.floor(next() * 9800)) * 100;
    return {
      slug: `${slugify(title)}-${index + 1}`,
      title,
      shortDesc: sentences[0]!,
      longDesc: `${title}. ${sentences.join(' ')}`,
      pricePaise,
      maxPricePaise: Math.round(pricePaise * 1.3),
      categoryId: categoryIds.get(type.category)!,
      material,
      hsnCode: material === 'Plastic' ? '3926' : '7326',
      gstRatePercent: 18,
      // From the index, not the random stream: adding these left every other generated value as it was.
      weightGrams: 200 + (index % 50) * 100,
      lengthCm: 20 + (index % 40),
      breadthCm: 10 + (index % 25),
      heightCm: 5 + (index % 20),
      bulletOne: `${MATERIAL_WORDS[material]} build`,
      bulletTwo: 'Humane deterrent',
      bulletThree: 'Weatherproof',
      bulletFour: 'Easy to install',
      bulletFive: 'Delivered across India',
      keywords: `${type.name.toLowerCase()}, ${material.toLowerCase()}`,
      isBest: next() < 0.05,
      stock: next() < 0.1 ? 0 : Math.floor(next() * 500),
    };
  });
  const productIds: number[] = [];
  // PostgreSQL takes at most 65,535 parameters per statement; 500 rows of ~22 columns stays well below.
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await insertProducts(db, rows.slice(start, start + 500));
    productIds.push(...inserted.map((row) => row.id));
    await db.insert(productImages).values(
      inserted.map((row, k) => ({ productId: row.id, position: 1, url: `/media/products/bench-${start + k + 1}.svg`, alt: rows[start + k]!.title })),
    );
  }

  const reviewerRows = await db
    .insert(users)
    .values(
      Array.from({ length: size.reviewers }, (_, n) => ({
        name: `Reviewer ${n + 1}`,
        email: `bench-reviewer-${n + 1}@birdshield.invalid`,
        passwordHash: UNUSABLE_PASSWORD_HASH,
      })),
    )
    .returning({ id: users.id });
  // Up to four reviews per product, each from a different reviewer; most published.
  const reviewRows = productIds.flatMap((productId) => {
    const count = Math.floor(next() * 5);
    const first = Math.floor(next() * reviewerRows.length);
    return Array.from({ length: count }, (_, k) => ({
      productId,
      userId: reviewerRows[(first + k) % reviewerRows.length]!.id,
      rating: 1 + Math.floor(next() * 5),
      reviewText: 'Works as described; the pigeons have moved on.',
      status: next() < 0.85 ? ('published' as const) : ('pending' as const),
    }));
  });
  for (let start = 0; start < reviewRows.length; start += 2000) {
    await db.insert(reviews).values(reviewRows.slice(start, start + 2000));
  }
  return reviewRows.length;
}
