/**
 * The fixed words of the FAQ page (/faqs) and the home page's 'Frequently Asked Questions'. The
 * questions and answers themselves, their topics and which five the home page shows are the shop's
 * content: staff edit them in the back-office (features/site/siteFaq.ts reads them).
 */

/** The title of /faqs and of the home page's section. */
export const faqTitle = 'Frequently Asked Questions';

export const faqCopy = {
  title: faqTitle,
  // Ours: under the title of /faqs.
  intro:
    'Answers about our bird spikes, nets and monkey spikes, and about ordering, paying, delivery and returns. If your question is not here, our team is happy to help.',
  // Ours: names the list of topic links at the top of /faqs.
  topicsLabel: 'Topics',

  // Ours: the box at the foot of /faqs.
  contact: {
    title: 'Still have a question?',
    // The opening hours are staff's, from the contact details (none until they have loaded).
    body: (hours: string | undefined) => `Call us or write to us${hours ? ` (${hours})` : ''} and we will get back to you as soon as possible.`,
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    sendMessage: 'Send us a message',
  },
} as const;
