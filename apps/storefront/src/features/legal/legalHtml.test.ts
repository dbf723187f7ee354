// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { legalBody } from './legalHtml';

describe('legalBody', () => {
  it('gives every h2 a unique anchor from its words and lists them in order', () => {
    const { html, sections } = legalBody('<p>Intro</p><h2>Your rights</h2><p>x</p><h2>Your  rights</h2><h3>Not a section</h3><h2>Cookies &amp; logs</h2>');
    expect(sections).toEqual([
      { id: 'your-rights', title: 'Your rights' },
      { id: 'your-rights-2', title: 'Your rights' },
      { id: 'cookies-logs', title: 'Cookies & logs' },
    ]);
    expect(html).toContain('<h2 id="your-rights">Your rights</h2>');
    expect(html).toContain('<h3>Not a section</h3>');
  });

  it('leaves out empty headings and names a heading without letters "section"', () => {
    expect(legalBody('<h2> </h2><h2>§</h2>').sections).toEqual([{ id: 'section', title: '§' }]);
  });
});
