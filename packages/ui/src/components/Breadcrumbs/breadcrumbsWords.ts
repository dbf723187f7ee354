/** The trail's landmark name, when the page gives none. */
export const breadcrumbsWords = {
  label: 'Breadcrumbs',
};
