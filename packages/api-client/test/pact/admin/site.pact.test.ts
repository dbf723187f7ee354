import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { faqTopicFields, fieldErrorFields, siteContactFields, siteHomeFields } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const SHELL = ['the shop has contact details and announcements'] as const;
const FAQ = ['the shop has questions and answers'] as const;
const HOME = ['the shop has home page content'] as const;
const CONTACT_PAGE = ['page {path} has metadata', { path: '/contact' }] as const;

const contact = {
  phones: ['+91 90000 11111', '+91 98765 43211'],
  whatsapp: '+91 90000 11111',
  email: 'help@birdshield.example',
  address: { name: 'BirdShield India', street: 'Plot No. 27, Sector 8', locality: 'Gurugram', region: 'Haryana', postal_code: '122051', country: 'India' },
  hours: 'Mon - Sat: 9:00 AM - 8:00 PM',
  map_url: 'https://maps.example.test/?q=BirdShield',
};

const pageFields = () => ({
  id: integer(4),
  path: string('/contact'),
  title: string('Contact Us | BirdShield India'),
  description: string('Reach our team by phone or e-mail.'),
  og_image: string('/images/og-default.png'),
  version: integer(1),
});

describe('back-office site content', () => {
  const pact = createAdminPact();

  it('reads the contact details with their version', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHELL)
      .uponReceiving('a request for the contact details')
      .withRequest('GET', '/api/admin/site/contact/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ ...siteContactFields(), version: integer(1) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminSiteContact.initiate());
        expect(result.data?.version).toBe(1);
      }));

  it('saves a new phone number', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHELL)
      .uponReceiving('a save of the contact details')
      .withRequest('PUT', '/api/admin/site/contact/', (request) => request.headers(staffBearer()).jsonBody({ ...contact, version: 1 }))
      .willRespondWith(200, (response) => response.jsonBody({ ...siteContactFields(), phones: eachLike(string('+91 90000 11111')), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminSiteContact.initiate({ adminSiteContact: { ...contact, version: 1 } }));
        expect(result.data?.phones[0]).toBe('+91 90000 11111');
      }));

  it('is refused a save over someone else’s change', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHELL)
      .uponReceiving('a save of the contact details at a version that is no longer current')
      .withRequest('PUT', '/api/admin/site/contact/', (request) => request.headers(staffBearer()).jsonBody({ ...contact, version: 7 }))
      .willRespondWith(409, (response) =>
        response.jsonBody(
          fieldErrorFields(
            'version',
            'version_changed', 'Someone else changed this contact information since you opened it. Reload to see their changes, then make yours again.',
            'Someone else changed this contact information since you opened it. Reload to see their changes, then make yours again.',
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminSiteContact.initiate({ adminSiteContact: { ...contact, version: 7 } }));
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('reads the questions and answers, then saves an edited answer', async () => {
    const topics = [
      {
        id: 'about-us',
        title: 'About us',
        entries: [{ id: 'who-we-are', question: 'Who are you?', answer: ['A family firm since 2015.', { runs: [{ href: '/about', text: 'Our story' }] }], on_home: true }],
      },
    ];
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FAQ)
      .uponReceiving('a request for the questions and answers')
      .withRequest('GET', '/api/admin/site/faq/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ topics: eachLike(faqTopicFields()), version: integer(1) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminFaq.initiate());
        expect(result.data?.topics[0]?.entries[0]?.id).toEqual(expect.any(String));
      });
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FAQ)
      .uponReceiving('a save of the questions and answers')
      .withRequest('PUT', '/api/admin/site/faq/', (request) => request.headers(staffBearer()).jsonBody({ topics, version: 1 }))
      // The saved FAQ comes back as sent, so the example is exact.
      .willRespondWith(200, (response) => response.jsonBody({ topics, version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminFaq.initiate({ adminFaq: { topics, version: 1 } }));
        expect(result.data?.version).toBe(2);
      });
  });

  it('is refused a sixth question for the home page', () => {
    const entries = Array.from({ length: 6 }, (_, index) => ({ id: `q-${index}`, question: `Question ${index}?`, answer: ['Yes.'], on_home: true }));
    const faq = { topics: [{ id: 'many', title: 'Many', entries }], version: 1 };
    return pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FAQ)
      .uponReceiving('a save of the questions and answers with six for the home page')
      .withRequest('PUT', '/api/admin/site/faq/', (request) => request.headers(staffBearer()).jsonBody(faq))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('on_home', 'too_many_home_questions', 'The home page shows at most 5 questions.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminFaq.initiate({ adminFaq: faq }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^on_home: /);
      });
  });

  it('reads the home page content, then saves a new banner heading and another category for a card', async () => {
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...HOME)
      .uponReceiving('a request for the home page content')
      .withRequest('GET', '/api/admin/site/home/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ ...siteHomeFields(), version: integer(1) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminSiteHome.initiate());
        expect(result.data?.categories).toHaveLength(3);
      });
    const home = {
      banners: [
        { image: '/images/banners/banner-1.svg', image_alt: 'Spikes on a ledge', eyebrow: 'Bird spikes', heading: 'Monsoon sale on spikes', text: 'Up to 20% off.', link: '/products' },
      ],
      categories: [
        { image: '/images/categories/bird-repellants.svg', title: 'Bird Repellants', text: 'Spikes for ledges.', category: 'Accessories' },
        { image: '/images/categories/monkey-repellants.svg', title: 'Monkey Repellants', text: 'Spikes for walls.', category: 'Monkey Spikes' },
        { image: '/media/uploads/ab/ab12cd34.webp', title: 'Anti Bird Nets', text: 'Nets for balconies.', category: 'Bird Nets' },
      ],
      clients: [{ image: 'https://cdn.example.test/logo.png', name: 'Kesar Valley Foods' }],
    };
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...HOME)
      .uponReceiving('a save of the home page content')
      .withRequest('PUT', '/api/admin/site/home/', (request) => request.headers(staffBearer()).jsonBody({ ...home, version: 1 }))
      // The saved content comes back as sent, so the example is exact.
      .willRespondWith(200, (response) => response.jsonBody({ ...home, version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminSiteHome.initiate({ adminSiteHome: { ...home, version: 1 } }));
        expect(result.data?.categories[0]?.category).toBe('Accessories');
      });
  });

  it('is refused a card opening a category the catalogue does not have', () => {
    const home = {
      banners: [{ image: '/images/banners/banner-1.svg', image_alt: 'Spikes', eyebrow: 'Bird spikes', heading: 'Spikes', text: 'Spikes.', link: '/products' }],
      categories: [
        { image: '/images/categories/bird-repellants.svg', title: 'Gnomes', text: 'Garden gnomes.', category: 'Garden Gnomes' },
        { image: '/images/categories/monkey-repellants.svg', title: 'Monkey Repellants', text: 'Spikes for walls.', category: 'Monkey Spikes' },
        { image: '/images/categories/anti-bird-nets.svg', title: 'Anti Bird Nets', text: 'Nets for balconies.', category: 'Bird Nets' },
      ],
      clients: [{ image: '/images/clients/client-1.svg', name: 'Kesar Valley Foods' }],
      version: 1,
    };
    return pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...HOME)
      .uponReceiving('a save of the home page content with a card to an unknown category')
      .withRequest('PUT', '/api/admin/site/home/', (request) => request.headers(staffBearer()).jsonBody(home))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('categories.0.category', 'category_not_found', 'The catalogue has no category "Garden Gnomes".')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminSiteHome.initiate({ adminSiteHome: home }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^categories\.0\.category: /);
      });
  });

  it('reads and saves the announcements in a new order, each keeping its id and a new one given one', async () => {
    const message = { id: regex('^[a-z0-9]+(-[a-z0-9]+)*$', 'message-1'), text: string('Secure online payments available') };
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHELL)
      .uponReceiving('a request for the announcements')
      .withRequest('GET', '/api/admin/site/announcements/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ messages: eachLike(message), version: integer(1) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminAnnouncements.initiate());
        expect(result.data?.messages[0]?.id).toEqual(expect.any(String));
      });
    const messages = [{ text: 'Monsoon sale: 20% off nets' }, { id: 'message-1', text: 'Secure online payments available' }];
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHELL)
      .uponReceiving('a save of the announcements')
      .withRequest('PUT', '/api/admin/site/announcements/', (request) => request.headers(staffBearer()).jsonBody({ messages, version: 1 }))
      .willRespondWith(200, (response) => response.jsonBody({ messages: eachLike(message, 2), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminAnnouncements.initiate({ adminAnnouncementsInput: { messages, version: 1 } }));
        expect(result.data?.messages.map((each) => each.id)).toHaveLength(2);
      });
  });

  it('lists the paths with their metadata', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONTACT_PAGE)
      .uponReceiving('a request for every path’s metadata')
      .withRequest('GET', '/api/admin/site/pages/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(pageFields())))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminPageMetadata.initiate());
        expect(result.data?.[0]?.path).toBe('/contact');
      }));

  it('saves a path’s title, description and share image', () => {
    const update = { title: 'Call Us Today | BirdShield India', description: 'Phones, e-mail and our address.', og_image: '/images/og-contact.png', version: 1 };
    return pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONTACT_PAGE)
      .uponReceiving('a save of one path’s metadata')
      .withRequest('PUT', fromProviderState('/api/admin/site/pages/${pageId}/', '/api/admin/site/pages/4/'), (request) =>
        request.headers(staffBearer()).jsonBody(update),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...pageFields(), title: string(update.title), og_image: regex('^(/|https://)\\S*$', update.og_image), version: integer(2) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminPageMetadata.initiate({ pageId: 4, adminPageMetadataUpdate: update }));
        expect(result.data?.title).toBe(update.title);
      });
  });
});
