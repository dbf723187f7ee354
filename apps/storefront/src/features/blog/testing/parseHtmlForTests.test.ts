import { describe, expect, it } from 'vitest';
import type { HtmlNode } from '../htmlTree';
import { parseHtmlForTests } from './parseHtmlForTests';

/** The tree as nested arrays, to compare at a glance. */
function shape(node: HtmlNode): unknown {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType === 8) return '#comment';
  const attributes = Object.fromEntries(Array.from(node.attributes ?? []).map((attribute) => [attribute.name, attribute.value]));
  return [node.nodeName, attributes, ...Array.from(node.childNodes).map(shape)];
}

describe('parseHtmlForTests (the unit tests\' stand-in for DOMParser)', () => {
  it('reads elements, attributes in every quoting, void elements and entities', () => {
    const root = parseHtmlForTests('<p class=a id="b" data-x=\'c&amp;d\'>x &lt; y<br>z<img src=/a.png alt></p>');
    expect(Array.from(root.childNodes).map(shape)).toEqual([
      ['P', { class: 'a', id: 'b', 'data-x': 'c&d' }, 'x < y', ['BR', {}], 'z', ['IMG', { src: '/a.png', alt: '' }]],
    ]);
  });

  it('keeps raw-text elements raw and closes unclosed elements at the end', () => {
    const root = parseHtmlForTests('<script>if (a < b) "</p>"</script><ul><li>one<li>two');
    expect(Array.from(root.childNodes).map(shape)).toEqual([['SCRIPT', {}, 'if (a < b) "</p>"'], ['UL', {}, ['LI', {}, 'one', ['LI', {}, 'two']]]]);
  });

  it('keeps comments as comment nodes and ignores stray end tags', () => {
    const root = parseHtmlForTests('a<!-- c --></div>b');
    expect(Array.from(root.childNodes).map(shape)).toEqual(['a', '#comment', 'b']);
  });
});
