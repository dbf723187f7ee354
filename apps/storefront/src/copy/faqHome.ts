import type { FaqEntry } from './faqEntry';

/**
 * The home page's 'Frequently Asked Questions': the product brief's five topics (who we are, what bird
 * spikes are and how they work, safety for birds and animals, where to install, residential use). They
 * are entries of /faqs too (./faq.ts puts them in its topics); they live here so that the home page
 * loads these five answers and not the page's other thirty.
 */

/** The title of /faqs and of the home page's section. */
export const faqTitle = 'Frequently Asked Questions';

export const whoWeAre: FaqEntry = {
  id: 'who-we-are',
  question: 'Who are we?',
  answer: [
    'BirdShield India is an Indian maker of humane bird and monkey repellents, founded in 2015. We make stainless steel and polycarbonate bird spikes, anti-bird nets, net fixing accessories and monkey spikes for homes, offices, factories, warehouses, temples and farms.',
    'We are a registered Indian brand. Besides this website, we sell through our brand stores on large e-commerce marketplaces, to customers in India and abroad.',
  ],
};

export const whatAreBirdSpikes: FaqEntry = {
  id: 'what-are-bird-spikes',
  question: 'What are bird spikes and how do they work?',
  answer: [
    'Bird spikes are strips of upright rods, in stainless steel or polycarbonate, that you fix along the places where birds land, perch or nest: ledges, parapets, pipes, signboards and the like. The rods leave no flat space to land on, so pigeons, crows and other birds simply go elsewhere.',
    'They do not pierce, trap or poison, and they work without chemicals, sound or electricity: once fixed, they need no power or refills.',
  ],
};

export const areSpikesSafe: FaqEntry = {
  id: 'are-spikes-safe',
  question: 'Are bird spikes safe for birds and animals?',
  answer: [
    'Yes. Our spikes are a humane deterrent: they stop birds from landing but do not injure them, and the same goes for cats, squirrels and other animals that brush against them. Birds soon learn that the spot is no longer comfortable and settle somewhere else.',
    'Please fix spikes and nets before birds nest, or wait until the chicks have flown: never cover an active nest or shut birds in behind a net.',
  ],
};

export const whereToInstall: FaqEntry = {
  id: 'where-to-install',
  question: 'Where can bird spikes be installed?',
  answer: [
    'Anywhere birds land or sit, for example:',
    {
      list: [
        'window ledges, sills and parapet walls;',
        'balcony railings, AC outdoor units and their brackets;',
        'pipes, beams, girders and light fittings;',
        'signboards, CCTV cameras, the edges of solar panels and rooftop water tanks;',
        'temple domes, statues, gates and compound walls.',
      ],
    },
    'They suit homes, offices, factories, warehouses, temples and agricultural spaces. Narrow spikes fit pipes and AC units; wide spikes cover deeper ledges.',
  ],
};

export const residentialUse: FaqEntry = {
  id: 'residential-use',
  question: 'Can I use bird spikes at home?',
  answer: [
    'Yes: most of our customers are households. Spikes keep pigeons off the window ledges, AC units, balcony railings and parapets of houses and flats, without blocking light, air or your view. Clear polycarbonate spikes are hard to see from the street; stainless steel lasts longest outdoors.',
    'To close a whole balcony to pigeons, an anti-bird net is usually the better choice. Many homes use both: a net for the balcony and spikes for the ledges. If you live in a housing society, check its rules before fixing anything to the outside of the building.',
  ],
};

/** The five, in the product brief's order. */
export const homeFaqEntries = [whoWeAre, whatAreBirdSpikes, areSpikesSafe, whereToInstall, residentialUse] satisfies readonly FaqEntry[];
