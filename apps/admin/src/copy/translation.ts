/** Words of the translation pages: a product's, a category's, an article's, a policy page's or the site's own content's Hindi. */
export const translationCopy = {
  intro:
    'Shoppers on the Hindi pages (/hi) see these texts. A text left blank shows the English there. When the English of a translated text changes, it is flagged: change the Hindi, or tick “Still right”.',
  link: 'Hindi',
  linkOf: (what: string) => `Hindi of ${what || 'this entry'}`,
  loading: 'Loading the translation…',
  loadFailed: 'The translation could not be loaded.',
  notFound: 'There is nothing here to translate.',
  errorsTitle: 'The translation was not saved',
  unreachable: 'We could not reach the server. Check the connection and save again.',
  unexpected: 'Something went wrong on the server. Save again in a moment.',
  conflictTitle: 'Someone else changed this translation',
  reload: 'Reload',
  retry: 'Try again',
  save: 'Save Hindi',
  saving: 'Saving…',
  saved: 'Hindi saved. The Hindi pages show it within seconds.',
  english: (text: string) => `English: ${text}`,
  englishBelow: 'The English is below, to translate from.',
  englishOf: (label: string) => `${label} in English`,
  stale: 'English changed',
  stillRight: 'Still right',
  stillRightHelp: 'The Hindi says what the new English says.',
  title: (english: string) => `Hindi: ${english}`,
} as const;

/**
 * What each kind of translated thing with a page of its own is called, where its page leads back to, and its texts'
 * labels (a pack's label is translated on its product's Hindi page).
 */
export const translatedSubjectCopy = {
  category: {
    name: (english: Readonly<Record<string, string>>) => english.name ?? '',
    back: () => '/categories',
    backLabel: 'All categories',
    fields: { name: { label: 'Name' } },
  },
  article: {
    name: (english: Readonly<Record<string, string>>) => headingOf(english.content ?? ''),
    back: (key: string) => `/blogs/${key}`,
    backLabel: 'Back to the article',
    // The article's first heading is its title, in Hindi as in English.
    fields: { content: { label: 'Article', headingLevels: [1, 2, 3] } },
  },
  policy: {
    name: (english: Readonly<Record<string, string>>) => english.title ?? '',
    back: (key: string) => `/legal-pages/${key}`,
    backLabel: 'Back to the page',
    fields: { title: { label: 'Title' }, content: { label: 'Text', headingLevels: [2, 3] } },
  },
  faq_topic: {
    name: (english: Readonly<Record<string, string>>) => english.title ?? '',
    back: () => '/site?tab=faq',
    backLabel: 'Back to the questions and answers',
    fields: { title: { label: 'Topic title' } },
  },
  faq_entry: {
    name: (english: Readonly<Record<string, string>>) => english.question ?? '',
    back: () => '/site?tab=faq',
    backLabel: 'Back to the questions and answers',
    fields: {
      question: { label: 'Question' },
      answer: {
        label: 'Answer',
        rows: 8,
        help: 'Written as the English answer is: an empty line between paragraphs, "- " or "1. " before list items, [words](/path) for links, <name@example.in> and <tel:+91 98765 43210>.',
      },
    },
  },
  announcement: {
    name: (english: Readonly<Record<string, string>>) => english.text ?? '',
    back: () => '/site?tab=announcements',
    backLabel: 'Back to the announcements',
    fields: { text: { label: 'Message' } },
  },
  home_banner: {
    name: (english: Readonly<Record<string, string>>) => english.heading ?? '',
    back: () => '/site?tab=home',
    backLabel: 'Back to the home page',
    fields: { image_alt: { label: 'Picture description' }, eyebrow: { label: 'Line above the heading' }, heading: { label: 'Heading' }, text: { label: 'Text', rows: 3 } },
  },
  home_card: {
    name: (english: Readonly<Record<string, string>>) => english.title ?? '',
    back: () => '/site?tab=home',
    backLabel: 'Back to the home page',
    fields: { title: { label: 'Title' }, text: { label: 'Text', rows: 3 } },
  },
  page: {
    name: (english: Readonly<Record<string, string>>) => english.title ?? '',
    back: () => '/site?tab=pages',
    backLabel: 'Back to the page metadata',
    fields: { title: { label: 'Title' }, description: { label: 'Description', rows: 3 } },
  },
  sale: {
    name: (english: Readonly<Record<string, string>>) => english.name ?? '',
    back: () => '/sales',
    backLabel: 'Back to the sales',
    fields: { name: { label: 'Name' } },
  },
  gallery_item: {
    name: (english: Readonly<Record<string, string>>) => english.image_title ?? '',
    back: () => '/gallery',
    backLabel: 'Back to the gallery',
    fields: { image_title: { label: 'Title' }, image_description: { label: 'Description', rows: 3 } },
  },
} as const;

/** The text of an article's first heading, its title. */
function headingOf(html: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '';
  return new DOMParser().parseFromString(heading, 'text/html').body.textContent?.trim() ?? '';
}
