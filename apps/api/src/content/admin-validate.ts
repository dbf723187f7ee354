/**
 * The server's check of what staff save for articles, gallery pictures and policy pages. The contract
 * already refused wrong types and sizes; this trims text and says in the field's own words what the
 * shop's rules need. Rich HTML is cleaned later, when it is stored (stored-articles.ts, decision 013).
 */
import { z } from 'zod';
import { aString, optionalText, parseOrThrow, requiredText } from '../validation';
import { isImageUrl, storedImageUrl } from '../media';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Use lowercase letters and digits, words joined by single hyphens (e.g. how-to-fit-bird-spikes).';

/** Taken as sent, within the contract's length; cleaned to the allow-list when stored. */
const richHtml = aString();

const blogSchema = z.object({
  slug: requiredText().regex(SLUG_PATTERN, SLUG_MESSAGE),
  content: richHtml,
  hidden: z.boolean({ error: 'This field is required.' }),
  version: z.number().optional(),
});

export interface BlogInput {
  slug: string;
  contentHtml: string;
  hidden: boolean;
  version: number | undefined;
}

export function validateBlog(input: unknown): BlogInput {
  const data = parseOrThrow(blogSchema, input);
  return { slug: data.slug, contentHtml: data.content, hidden: data.hidden, version: data.version };
}

const galleryTextFields = {
  title: requiredText(),
  description: optionalText().transform((value) => value ?? ''),
};

const galleryCreateSchema = z.object({
  image: requiredText().refine(isImageUrl, 'Not a picture address this shop can show.'),
  ...galleryTextFields,
});

const galleryUpdateSchema = z.object({ ...galleryTextFields, version: z.number() });

/** `siteUrl`: a picture sent as this site's own media URL (as shoppers get it) is stored as its `/media/…` path. */
export function validateGalleryItem(input: unknown, siteUrl: string): { image: string; title: string; description: string } {
  const data = parseOrThrow(galleryCreateSchema, input);
  return { ...data, image: storedImageUrl(data.image, siteUrl) };
}

export function validateGalleryUpdate(input: unknown): { title: string; description: string; version: number } {
  return parseOrThrow(galleryUpdateSchema, input);
}

const legalPageSchema = z.object({ title: requiredText(), content: richHtml, version: z.number() });

export function validateLegalPage(input: unknown): { title: string; contentHtml: string; version: number } {
  const data = parseOrThrow(legalPageSchema, input);
  return { title: data.title, contentHtml: data.content, version: data.version };
}
