/** Reading text out of the articles' HTML: entities, plain text, the first picture. */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The words a reader sees, on one line: tags dropped (scripts and styles with their content), entities decoded. */
export function plainTextFromHtml(html: string): string {
  return decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary and marked with an ellipsis when shortened. */
export function snippet(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const endsAWord = text[max - 1] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const kept = endsAWord || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The src of the first <img>, entities decoded; undefined when there is none. */
export function firstImageSource(html: string): string | undefined {
  const match = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  const source = match?.[1] ?? match?.[2] ?? match?.[3];
  return source === undefined || source.trim() === '' ? undefined : decodeEntities(source.trim());
}
