/** The back-office's words for site content: blog articles, the gallery and the policy pages. */

const problems = {
  unreachable: 'We could not reach the server. Check the connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again.',
  errorsTitle: 'Please correct these fields',
  conflictTitle: 'Someone else changed this in the meantime',
  reload: 'Reload',
  retry: 'Try again',
} as const;

export const blogsCopy = {
  ...problems,
  title: 'Blog',
  intro: 'Articles on the shop’s blog. A hidden article answers “not found” and is out of the blog list and the sitemap.',
  newArticle: 'New article',
  tableLabel: 'Articles',
  loading: 'Loading the articles…',
  loadFailed: 'The articles could not be loaded.',
  empty: { title: 'No articles yet', none: 'Write the first one with “New article”.' },
  columns: { title: 'Title', address: 'Address', status: 'Status', published: 'Published', actions: 'Actions' },
  published: 'Published',
  hidden: 'Hidden',
  edit: 'Edit',
  editLabel: (title: string) => `Edit “${title}”`,
} as const;

export const blogEditorCopy = {
  ...problems,
  newTitle: 'New article',
  editTitle: (title: string) => `Edit “${title}”`,
  loading: 'Loading the article…',
  loadFailed: 'The article could not be loaded.',
  back: 'All articles',
  fields: {
    slug: 'Address (slug)',
    slugHelp: 'The end of the article’s web address: lowercase words joined by hyphens. Changing it keeps the old address working.',
    content: 'Article',
    contentHelp: 'Start with a Heading 1: it becomes the article’s title. Pictures need a description.',
    hidden: 'Hidden (not published)',
    hiddenHelp: 'A hidden article answers “not found” and is out of the blog list and the sitemap.',
  },
  save: 'Save article',
  saving: 'Saving…',
  created: 'Article saved.',
  saved: 'Changes saved. The site shows them now.',
  uploadFailed: 'The picture could not be uploaded. Please try again.',
} as const;

export const galleryCopy = {
  ...problems,
  title: 'Gallery',
  intro: 'Photos of fitted spikes and nets, shown on the site’s gallery in this order.',
  addTitle: 'Add a photo',
  file: 'Photo',
  chooseFile: 'Choose a photo',
  chosen: (name: string) => `Chosen: ${name}`,
  noFile: 'No photo chosen yet.',
  fileRequired: 'Choose a photo to add.',
  fields: { title: 'Title', description: 'Description' },
  add: 'Add to gallery',
  adding: 'Adding…',
  added: (title: string) => `“${title}” added to the gallery.`,
  uploadFailed: 'The photo could not be uploaded. Please try again.',
  listLabel: 'Gallery photos',
  actions: 'Actions',
  loading: 'Loading the gallery…',
  loadFailed: 'The gallery could not be loaded.',
  empty: { title: 'The gallery is empty', none: 'Add the first photo above.' },
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  moved: (title: string, position: number) => `“${title}” is now photo ${position}.`,
  edit: 'Edit words',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved.',
  remove: 'Remove',
  removeTitle: (title: string) => `Remove “${title}” from the gallery?`,
  removeText: 'The photo leaves the site’s gallery at once. This cannot be undone.',
  removed: (title: string) => `“${title}” removed.`,
  editLabel: (title: string) => `Words of “${title}”`,
} as const;

export const legalPagesCopy = {
  ...problems,
  title: 'Policies',
  intro: 'The shop’s policy pages. A saved change shows on the site within seconds.',
  tableLabel: 'Policy pages',
  loading: 'Loading the pages…',
  loadFailed: 'The pages could not be loaded.',
  empty: { title: 'No policy pages', none: 'They are written when the API starts.' },
  columns: { title: 'Page', address: 'Address', updated: 'Last changed', actions: 'Actions' },
  edit: 'Edit',
  editLabel: (title: string) => `Edit “${title}”`,
} as const;

export const legalPageEditorCopy = {
  ...problems,
  editTitle: (title: string) => `Edit “${title}”`,
  loading: 'Loading the page…',
  loadFailed: 'The page could not be loaded.',
  notFound: 'There is no such policy page.',
  back: 'All policies',
  fields: {
    title: 'Title',
    content: 'Text',
    contentHelp: 'The page’s title is shown above the text: start sections with Heading 2.',
  },
  save: 'Save page',
  saving: 'Saving…',
  saved: 'Changes saved. The site shows them within seconds.',
} as const;

/** Where each policy page is on the shop. */
export const LEGAL_PAGE_PATHS = {
  'privacy-policy': '/privacy-policy',
  terms: '/terms',
  'return-policy': '/return-policy',
  offers: '/offers',
} as const;
