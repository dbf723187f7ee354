/**
 * Product search through GET /api/user/products/?query=, on both drivers: substring rule, search terms, typos,
 * ranking, and the shoppers' Hindi in both scripts on the demo catalogue.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { escapeLike, searchWords } from '../src/catalog/search';
import { translatedProduct } from '../src/catalog/translations';
import { translations } from '../src/db/schema';
import { storeTranslation } from '../src/translations';
import { spellingKey, translateWord } from '../src/catalog/search-glossary';
import { seedDemoIfEmpty } from '../src/seed/seed';
import { createProduct, resetDatabase } from './support/fixtures';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { DRIVERS } from './support/databases';

describe.each(DRIVERS)('product search on %s', (driver) => {
  let t: TestApp;
  let netFixingKit: { id: number };
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    const db = t.database.db;
    await createProduct(db, {
      slug: 'ss-bird-spikes-pack-10',
      title: 'Stainless Steel Bird Spikes – Pack of 10 (3 m)',
      longDesc: 'Rust-free stainless steel pins on a clear base. Humane: birds cannot land.',
    });
    await createProduct(db, {
      slug: 'polycarbonate-bird-spikes-pack-10',
      title: 'Polycarbonate Bird Spikes – Pack of 10',
      longDesc: 'Light UV-stabilised spikes for window sills.',
      material: 'Plastic',
    });
    await createProduct(db, {
      slug: 'anti-bird-net-10x10-ft',
      title: 'Anti Bird Net 10x10 ft',
      longDesc: 'Knotted nylon netting for balconies. Pairs well with polycarbonate spikes on the ledge above.',
      categoryName: 'Bird Nets',
      material: 'Plastic',
    });
    await createProduct(db, {
      slug: 'monkey-spikes-rooftop',
      title: 'Monkey Spikes for Rooftop Water Tanks',
      longDesc: 'Tall stainless steel spikes keep langurs and macaques off tanks and parapets.',
      categoryName: 'Monkey Spikes',
    });
    netFixingKit = await createProduct(db, {
      slug: 'net-fixing-kit',
      title: 'Net Fixing Kit – Complete',
      longDesc: 'Hooks, wire rope and turnbuckles; the fixings a 100% tight net needs, with 2_mm cable ties.',
      categoryName: 'Accessories',
    });
    await createProduct(db, { slug: 'retired-spikes', title: 'Retired Bird Spikes', isActive: false });
  });

  async function search(query: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/products/?query=${encodeURIComponent(query)}` });
    expect(response.statusCode, query).toBe(200);
    const body = response.json();
    await expectToMatchContract('listProducts', 200, body);
    return body.map((product: { slug: string }) => product.slug);
  }

  it('finds every case-insensitive substring of the title, active products only', async () => {
    // The shorter title is the closer match.
    expect(await search('BIRD SPIKES')).toEqual(['polycarbonate-bird-spikes-pack-10', 'ss-bird-spikes-pack-10']);
    expect(await search('steel BIRD spikes – pack')).toEqual(['ss-bird-spikes-pack-10']);
  });

  it('finds products whose title holds every word of the query, in any order', async () => {
    expect(await search('spikes steel')).toEqual(['ss-bird-spikes-pack-10']);
    expect(await search('KIT fixing')).toEqual(['net-fixing-kit']);
    expect(await search('kit net')).toEqual(['net-fixing-kit']);
  });

  it('finds a word that only the long description holds', async () => {
    expect(await search('langurs')).toEqual(['monkey-spikes-rooftop']);
    expect(await search('TURNBUCKLES')).toEqual(['net-fixing-kit']);
  });

  it('tolerates small typos', async () => {
    const spikes = await search('spiks');
    expect(spikes).toEqual(expect.arrayContaining(['ss-bird-spikes-pack-10', 'polycarbonate-bird-spikes-pack-10', 'monkey-spikes-rooftop']));
    expect(spikes).not.toContain('retired-spikes');
    // A substring of "polycarbonate": found in one title and, ranked after it, one description.
    expect(await search('polycarbonat')).toEqual(['polycarbonate-bird-spikes-pack-10', 'anti-bird-net-10x10-ft']);
    // Typos are forgiven in titles; descriptions match literally.
    expect(await search('polycarbonte')).toEqual(['polycarbonate-bird-spikes-pack-10']);
    expect(await search('stainles stel spiks')).toEqual(['ss-bird-spikes-pack-10']);
    expect(await search('monky spikes')).toEqual(['monkey-spikes-rooftop']);
  });

  it('understands two title words typed as one, and the words of titles added since', async () => {
    expect((await search('birdspikes')).sort()).toEqual(['polycarbonate-bird-spikes-pack-10', 'ss-bird-spikes-pack-10']);
    expect(await search('turnbukle')).toEqual([]);
    await createProduct(t.database.db, { slug: 'turnbuckle-set', title: 'Turnbuckle Set', longDesc: 'Tensioners for net wire.' });
    expect(await search('turnbukle')).toEqual(['turnbuckle-set']);
  });

  it('ranks an exact title, then title matches, then description matches', async () => {
    const exact = await createProduct(t.database.db, { slug: 'spikes', title: 'Spikes', longDesc: 'Plain spikes.' });
    const found = await search('spikes');
    expect(found[0]).toBe(exact.slug);
    // "Anti Bird Net" mentions spikes only in its description, so it comes after every title match.
    expect(found.at(-1)).toBe('anti-bird-net-10x10-ft');
    expect(found).toHaveLength(5);
    // A title match beats a description match even when the description matches more literally.
    expect((await search('net'))[0]).toBe('net-fixing-kit');
  });

  it('finds the search terms staff keep, below title matches and above description matches', async () => {
    await createProduct(t.database.db, {
      slug: 'gutter-guard',
      title: 'Gutter Guard Mesh',
      longDesc: 'Keeps leaves out of gutters.',
      keywords: 'pigeon proofing, drain cover, Solar Panel Mesh',
      categoryName: 'Accessories',
    });
    await createProduct(t.database.db, { slug: 'solar-panel-mesh', title: 'Solar Panel Mesh Kit', longDesc: 'Keeps pigeons from nesting under panels.' });
    await createProduct(t.database.db, { slug: 'proofing-guide', title: 'Fixing Guide', longDesc: 'Pigeon proofing, step by step.' });
    // The search terms holding the query come before the description holding it, and a title holding it before both.
    expect(await search('PIGEON PROOFING')).toEqual(['gutter-guard', 'proofing-guide']);
    expect(await search('solar panel mesh')).toEqual(['solar-panel-mesh', 'gutter-guard']);
    // Each word in the title or the search terms, a typo in a search term's word forgiven.
    expect(await search('drain guard')).toEqual(['gutter-guard']);
    expect(await search('gutter covr')).toEqual(['gutter-guard']);
  });

  it('finds a product by the words of its Hindi title, which the glossary does not know, until the title is taken away', async () => {
    const db = t.database.db;
    await storeTranslation(db, translatedProduct, String(netFixingKit.id), 'hi', { title: 'जाली लगाने की किट – पूरी' });
    expect(await search('पूरी किट')).toEqual(['net-fixing-kit']);
    expect(await search('जाली लगाने की किट – पूरी')).toEqual(['net-fixing-kit']);
    // Mixed, as shoppers type: a word of the English title and one of the Hindi.
    expect(await search('Fixing किट')).toEqual(['net-fixing-kit']);

    await db.delete(translations).where(eq(translations.key, String(netFixingKit.id)));
    expect(await search('पूरी किट')).toEqual([]);
  });

  it('answers an empty list for a query that matches nothing', async () => {
    expect(await search('qwertyuiop')).toEqual([]);
    expect(await search('zzkx vvqw')).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    expect(await search('%')).toEqual(['net-fixing-kit']);
    expect(await search('100%')).toEqual(['net-fixing-kit']);
    expect(await search('2_mm')).toEqual(['net-fixing-kit']);
    expect(await search('_')).toEqual(['net-fixing-kit']);
    expect(await search('a%b')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });

  it('treats a blank query as no query', async () => {
    expect(await search('   ')).toHaveLength(5);
  });
});

describe.each(DRIVERS)('searching the demo catalogue in Hindi and Hinglish on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
    await resetDatabase(t.database.db);
    await seedDemoIfEmpty(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function titles(query: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/products/?query=${encodeURIComponent(query)}` });
    expect(response.statusCode, query).toBe(200);
    return response.json().map((product: { title: string }) => product.title);
  }

  const PIGEON_NET = 'Transparent Balcony Pigeon Net 15 × 8 ft with Fixing Kit';
  const BIRD_NETS = ['Anti-Bird Net – Nylon, 25 mm Mesh, Black', 'HDPE Bird Net 30 × 15 ft – UV-Stabilised, 20 mm Mesh, Green', 'HDPE Anti-Bird Net 100 × 50 ft – Warehouse & Factory Roll'];
  const MONKEY_SPIKES = ['Stainless Steel Monkey Spikes, 150 mm', 'Heavy-Duty 4-Row Parapet Monkey Spikes – Pack of 10 (5 m)', 'Stainless Steel Monkey Spike Collar for Pipes & Poles (up to 110 mm)'];

  it('finds the pigeon nets in either script, spelt as shoppers spell them, misspelt too', async () => {
    for (const query of ['kabootar jali', 'kabutar jaali', 'कबूतर जाली', 'Kabooter Jaal', 'कबूतर के लिए जाली']) {
      const found = await titles(query);
      // The title holding both words first, then a net whose search terms say pigeon net.
      expect(found[0], query).toBe(PIGEON_NET);
      expect(found, query).toContain('Anti-Bird Net – Nylon, 25 mm Mesh, Black');
      expect(found.every((title) => /net/i.test(title)), query).toBe(true);
    }
  });

  it('finds the bird nets and the monkey spikes by their Hindi words', async () => {
    for (const query of ['पक्षी जाली', 'पक्षी की जाली']) {
      const birdNets = await titles(query);
      expect(birdNets.slice(0, BIRD_NETS.length).sort(), query).toEqual([...BIRD_NETS].sort());
      expect(birdNets.every((title) => /net/i.test(title)), query).toBe(true);
    }
    for (const query of ['बंदर', 'बन्दर', 'bandar', 'monkey kaante', 'bandar kaante', 'bandar काँटे']) {
      expect((await titles(query)).sort(), query).toEqual([...MONKEY_SPIKES].sort());
    }
    expect(await titles('bird spike steel')).toContain('Stainless Steel Bird Spikes');
  });
});

describe('search helpers', () => {
  it('escape LIKE wildcards and the escape character', () => {
    expect(escapeLike('100% a_b \\')).toBe('100\\% a\\_b \\\\');
  });

  it('split a query into distinct lower-case words, none when there are too many', () => {
    expect(searchWords('Bird-Spikes  bird 10x10 ft a')).toEqual(['bird', 'spikes', '10x10', 'ft']);
    expect(searchWords('% _ a%b')).toEqual([]);
    expect(searchWords('one two three four five six seven eight nine')).toEqual([]);
    expect(searchWords('पक्षी की जाली')).toEqual(['पक्षी', 'जाली']);
    expect(searchWords('kabutar ke liye jaali')).toEqual(['kabutar', 'jaali']);
  });

  it('fold the spelling variants of Hindi in both scripts', () => {
    expect(spellingKey('काँटे')).toBe(spellingKey('कांटे'));
    expect(spellingKey('चिड़िया')).toBe(spellingKey('चिडिया'));
    expect(spellingKey('बन्दर')).toBe(spellingKey('बंदर'));
    expect(spellingKey('Kabootar')).toBe(spellingKey('kabutar'));
    expect(spellingKey('kaante')).toBe(spellingKey('kante'));
    expect(spellingKey('kauwa')).toBe(spellingKey('kauva'));
  });

  it('translate a glossary word, forgiving one edit only in a word the catalogue does not hold', () => {
    expect(translateWord('kabooter', true)).toEqual(['pigeon']);
    expect(translateWord('kabooter', false)).toEqual([]);
    expect(translateWord('कबुतर', true)).toEqual(['pigeon']);
    expect(translateWord('jaal', false)).toEqual(['net']);
    expect(translateWord('jal', true)).toEqual(['net']);
    expect(translateWord('spikes', false)).toEqual([]);
  });
});
