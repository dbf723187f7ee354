/**
 * An FAQ answer as staff type it, and back (the back-office's FAQ editor, and its Hindi the API reads back, decision
 * 068): the contract's blocks (paragraphs, lists, runs of words with
 * links, e-mail addresses and phone numbers) written as plain text with a few marks, as in an e-mail:
 *
 *   A paragraph. Paragraphs are separated by an empty line.
 *
 *   - a bulleted list item, one per line
 *   1. a numbered list item
 *
 *   [words of a link](/path-on-this-site), <someone@example.in>, <tel:+91 98765 43210>
 *
 * Reading the saved answer and writing it back gives the same text, so an edit changes only what staff changed.
 */
/** The contract's FaqInline, FaqText and FaqBlock, as this package states shapes without depending on the contract. */
export type FaqInline = string | { email: string } | { phone: { display: string; e164: string } } | { href: string; text: string };
export type FaqText = string | { runs: FaqInline[] };
export type FaqBlock = FaqText | { list: FaqText[]; ordered?: boolean };

type Block = FaqBlock;
type Text = FaqText;
type Inline = FaqInline;

const BULLET = /^- +/;
const NUMBERED = /^\d+\. +/;
/** `[words](/path)`, `<someone@example.in>` and `<tel:+91 …>`, in the order they come. */
const MARK = /\[([^\]\n]+)\]\((\/[^\s)]*)\)|<tel:(\+[0-9][0-9 -]*[0-9])>|<([^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)>/g;

export function answerToText(blocks: readonly Block[]): string {
  return blocks.map(blockToText).join('\n\n');
}

export function textToAnswer(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(textToBlock);
}

function blockToText(block: Block): string {
  if (typeof block === 'object' && 'list' in block) {
    return block.list.map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${inlineText(item)}`).join('\n');
  }
  return inlineText(block);
}

function inlineText(text: Text): string {
  if (typeof text === 'string') return text;
  return text.runs.map(runText).join('');
}

function runText(run: Inline): string {
  if (typeof run === 'string') return run;
  if ('href' in run) return `[${run.text}](${run.href})`;
  if ('email' in run) return `<${run.email}>`;
  return `<tel:${run.phone.display}>`;
}

function textToBlock(paragraph: string): Block {
  const lines = paragraph.split('\n').map((line) => line.trim());
  for (const [marker, ordered] of [[BULLET, false], [NUMBERED, true]] as const) {
    if (lines.every((line) => marker.test(line))) {
      const list = lines.map((line) => textToInline(line.replace(marker, '')));
      return ordered ? { list, ordered: true } : { list };
    }
  }
  return textToInline(lines.join(' '));
}

/** Plain words stay a string; words with marks become a run. */
function textToInline(text: string): Text {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) runs.push(text.slice(last, match.index));
    const [, linkText, href, phone, email] = match;
    if (href !== undefined) runs.push({ href, text: linkText! });
    else if (phone !== undefined) runs.push({ phone: { display: phone, e164: `+${phone.replace(/\D/g, '')}` } });
    else runs.push({ email: email! });
    last = match.index + match[0].length;
  }
  if (runs.length === 0) return text;
  if (last < text.length) runs.push(text.slice(last));
  return { runs };
}
