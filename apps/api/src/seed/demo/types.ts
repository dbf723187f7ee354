// Shapes of the demo catalogue. Pure data: the seeding code maps these onto database rows.
type Material = 'Plastic' | 'Stainless Steel';

export interface DemoCategory { name: string } // order matters

export interface DemoProduct {
  slug: string;              // kebab-case, unique
  title: string;
  shortDesc: string;         // one or two sentences for the product card
  longDesc: string;          // 3–6 sentences of real, specific copy (plain text, may contain \n\n paragraph breaks)
  pricePaise: number;        // integer paise: ₹1,299 => 129900
  maxPricePaise: number;     // M.R.P., >= pricePaise
  category: string;          // one of DemoCategory.name
  material: Material;
  hsnCode: string;           // GST invoice heading, 4–8 digits: steel spikes 7326, plastic 3926, nets 5608
  gstRatePercent: 0 | 5 | 12 | 18 | 28;
  parcel: DemoParcel;        // the packed parcel, as a courier weighs and measures it
  images: string[];          // 1..5 paths like '/media/products/ss-bird-spikes-1m-1.webp'
  bullets: [string, string, string, string, string];
  keywords: string;          // comma-separated search keywords
  isBest: boolean;
  stock: number;             // integer units, 0..500 (a couple can be low stock e.g. 3, none 0)
  // Sold in several packs or sizes: the figures above are the first's (the default), labelled here, and
  // `formerSlug` is the address each had when it was a product of its own (it redirects to its variant).
  variant?: { label: string; sku: string; formerSlug: string };
  moreVariants?: DemoVariant[];
}

interface DemoVariant {
  label: string;
  sku: string;
  formerSlug: string;
  pricePaise: number;
  maxPricePaise: number;
  stock: number;
  parcel: DemoParcel;
  image: number;             // which of the product's photos shows it (1..5)
}

interface DemoParcel { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number }

export interface DemoReview { productSlug: string; userName: string; rating: 1 | 2 | 3 | 4 | 5; text: string; daysAgo: number }

export interface DemoGalleryItem { image: string; title: string; description: string }

export interface DemoBlog { slug: string; contentHtml: string; publishedAt: string /* ISO date */ }

export interface DemoPageMetadata { path: string; title: string; description: string; ogImage: string; twitterCard: 'summary' | 'summary_large_image' }

type DemoNetQuantity = [number, 'pieces' | 'g' | 'kg' | 'ml' | 'l' | 'm' | 'm2'];

/** A demo product's declarations: the default variant's net quantity, and other packs' by SKU. */
export interface DemoDeclarations {
  genericName: string;
  countryOfOrigin: string;     // ISO 3166-1 alpha-2
  netQuantity: DemoNetQuantity;
  madeMonth: string | null;    // 'YYYY-MM', or null: as printed on the pack
  variants: Readonly<Record<string, DemoNetQuantity>>;
  maker?: { kind: 'manufacturer' | 'packer' | 'importer'; name: string; address: string }; // else the shop's default
}

/** A fitting crew: the PIN codes (6 digits) or district prefixes (3) it visits, and its week in India's time. */
/** An installation service of the demo catalogue (the site survey comes with the shop's migrations). */
export interface DemoService {
  name: string;
  unit: 'running_metre' | 'square_metre' | 'job';
  /** Per unit, GST included. */
  pricePaise: number;
  sacCode: string;
  gstRatePercent: 18;
  /** How long one job takes, for a service priced per job (decision 070); the column's two hours when left out. */
  jobMinutes?: number;
}

export interface DemoCrew {
  name: string;
  pincodes: readonly string[];
  hours: readonly { weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; start: string; end: string }[];
}
