/**
 * Words of the About page (/about). Quoted strings from the product brief are exact, spacing
 * before the question marks included; the rest is marked as ours. The product brief only names
 * the topics: the company text follows its claims (founded in 2015, a registered Indian brand
 * selling in India and abroad and on marketplaces, humane spikes of stainless steel or
 * polycarbonate). This page says 2015; the footer says 2010 — both readings are the product brief's.
 */
export const aboutCopy = {
  title: 'Learn More About Us',
  // Ours: the lead under the title.
  intro:
    'BirdShield India makes bird spikes, bird nets and monkey spikes that keep pigeons, crows and monkeys off the places people live and work — without harming them.',
  // Ours: the spinner's spoken name during the page's 500 ms spinner.
  loading: 'Loading About Us',

  whoWeAre: {
    title: 'Who we Are ?',
    // Ours: what the illustration shows.
    imageAlt: 'The BirdShield India workshop, with our delivery van parked outside',
    // Ours, after the product brief's claims.
    paragraphs: [
      'BirdShield India was founded in 2015 to solve a problem almost every Indian building knows: pigeons roosting on ledges, droppings on balconies and AC units, and monkeys on terraces and water tanks. We are a registered Indian brand, and we design, make and pack our own range of bird spikes, bird nets, monkey spikes and fixing accessories.',
      'Our spikes are humane. They do not trap, poison or hurt birds or animals; they simply take away a comfortable place to land, so the birds move on. Every spike is made of rust-free stainless steel or tough polycarbonate.',
      'Customers order from us across India and abroad, on this website and in our brand stores on large e-commerce marketplaces. Whichever way you buy, the same team answers your questions about which product suits your space and how to fit it.',
    ],
    // Ours: the places the product brief says the spikes suit, as a list under the text.
    placesTitle: 'Trusted in',
    places: ['Homes', 'Offices', 'Factories', 'Warehouses', 'Temples', 'Agricultural spaces'],
  },

  // Ours: four facts at a glance; each restates a promise made elsewhere in the shop
  // (the founding year above, the courier's reach at checkout, the 7-day return policy).
  facts: {
    title: 'BirdShield India at a glance',
    items: [
      { value: '2015', label: 'Founded as a registered Indian brand' },
      { value: '2 materials', label: 'Rust-free stainless steel and polycarbonate' },
      { value: 'All India', label: 'Delivered wherever our couriers reach, cities to farms' },
      { value: '7 days', label: 'To request a return after delivery' },
    ],
  },

  whyChooseUs: {
    title: 'Why Choose Us ?',
    // Ours: the lead and the three reasons the product brief names (polycarbonate spikes, durability, monkey spikes).
    intro: 'Three reasons homeowners, temple trusts and facility managers keep coming back to us.',
    reasons: [
      {
        icon: 'polycarbonate',
        title: 'Polycarbonate spikes',
        text: 'Light, clear and quick to fix with adhesive or screws. Their flexible base follows curved and uneven ledges, and they blend into pale walls, stonework and window sills — ideal where steel would stand out or the budget is tight.',
      },
      {
        icon: 'durability',
        title: 'Built to last',
        text: 'Stainless steel pins do not rust and UV-stabilised polycarbonate does not turn brittle in the sun. Our spikes and nets are made for Indian weather — monsoon rain, coastal air and fierce summers — and need nothing more than an occasional clean.',
      },
      {
        icon: 'monkey',
        title: 'Monkey spikes',
        text: 'Monkeys are stronger and bolder than birds, so our monkey spikes are taller, thicker and firmly anchored. On parapets, water tank platforms, pipes and gates they stop monkeys climbing and sitting, without hurting them.',
      },
    ],
  },

  // Ours: the closing band; the phone number and e-mail address are staff's, from the API (features/site/siteContact.ts).
  callToAction: {
    title: 'Let us help you keep birds away',
    text: 'Tell us what you need to protect — a balcony, a ledge, a rooftop or a whole warehouse — and we will help you choose the right spikes or net.',
    shop: 'Shop All Products',
    contact: 'Contact Us',
    call: 'Call',
    write: 'Write to',
  },
} as const;
