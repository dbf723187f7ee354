/** A blog article as a `BlogPosting` (schema.org's Article for a blog), written by the shop itself. */
import type { BlogPosting, WithContext } from 'schema-dts';

export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  imageUrl: string | undefined;
  datePublished: Date;
  dateModified: Date;
  /** The organisation that writes the blog (see organizationId). */
  authorId: string;
  authorName: string;
}

export function blogPosting(facts: ArticleFacts): WithContext<BlogPosting> {
  const author = { '@type': 'Organization', '@id': facts.authorId, name: facts.authorName } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    ...(facts.imageUrl !== undefined && { image: [facts.imageUrl] }),
    datePublished: facts.datePublished.toISOString(),
    dateModified: facts.dateModified.toISOString(),
    author,
    publisher: author,
  };
}
