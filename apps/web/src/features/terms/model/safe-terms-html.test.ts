import { describe, expect, it } from 'vitest';
import { safeTermsHtml } from './safe-terms-html.ts';

describe('safeTermsHtml', () => {
  it('keeps headings, paragraphs, lists and safe links', () => {
    expect(
      safeTermsHtml(
        '<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>one</li></ul><a href="mailto:a@b.c">mail</a>',
      ),
    ).toBe(
      '<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>one</li></ul>' +
        '<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('drops scripts, styles, frames, images, handlers and javascript: links', () => {
    const clean = safeTermsHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a><svg><script>alert(2)</script></svg><div onmouseover="x()">in div</div>',
    );
    expect(clean).toBe('<p>Hi</p><a>bad</a>in div');
    expect(clean).not.toMatch(/script|alert|onclick|onerror|onmouseover|javascript:|style|<img|<iframe/i);
  });

  it('keeps text that looks like markup as text', () => {
    expect(safeTermsHtml('<p>&lt;script&gt;x&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('leaves out a first heading that repeats the title', () => {
    expect(safeTermsHtml('<h2>Terms</h2><p>Text</p><h2>Terms</h2>', 'Terms')).toBe(
      '<p>Text</p><h2>Terms</h2>',
    );
    expect(safeTermsHtml('<h2>Other</h2><p>Text</p>', 'Terms')).toBe('<h2>Other</h2><p>Text</p>');
  });
});
