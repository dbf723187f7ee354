/**
 * A policy page's table of contents, read from its HTML: each h2 is a section, given an anchor (its
 * words, lowercased and hyphenated, made unique) so the contents and shared links (/terms#returns)
 * reach it. The API stores the page already reduced to the shop's allow-list, so nothing here cleans
 * anything; the inert parsed document (shared/parseHtml.ts) runs and loads nothing.
 */
import { parseHtmlBody } from '../../shared/parseHtml';

interface LegalSectionLink {
  id: string;
  title: string;
}

interface LegalBody {
  html: string;
  sections: LegalSectionLink[];
}

function anchorOf(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words === '' ? 'section' : words;
}

export function legalBody(html: string): LegalBody {
  const body = parseHtmlBody(html);
  const taken = new Set<string>();
  const sections: LegalSectionLink[] = [];
  for (const heading of body.querySelectorAll('h2')) {
    const title = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (title === '') continue;
    const base = anchorOf(title);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    heading.id = id;
    sections.push({ id, title });
  }
  return { html: body.innerHTML, sections };
}
