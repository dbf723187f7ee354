/**
 * The shape of a legal page's text (legal.ts beside it), so the words live in the copy folder and
 * the layout in LegalPage: a paragraph is a string or a run of strings, e-mail addresses and links.
 */

type Inline = string | { email: string } | { href: string; text: string };

/** A paragraph or a list item. */
export type RichText = string | readonly Inline[];

export type LegalBlock =
  | RichText
  | { list: readonly RichText[]; ordered?: boolean }
  | { heading: string };

interface LegalSection {
  /** The anchor of the section (/privacy-policy#your-rights). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  lastUpdated: string;
  intro: readonly RichText[];
  sections: readonly LegalSection[];
}
