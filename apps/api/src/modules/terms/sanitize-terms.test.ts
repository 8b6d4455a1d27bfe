import { describe, expect, it } from 'vitest';
import { sanitizeTermsHtml, termsHtmlToText } from './sanitize-terms.ts';

describe('sanitizeTermsHtml', () => {
  it('drops scripts, styles, frames, handlers and javascript: links', () => {
    const html =
      '<h2 onclick="x()">Title</h2><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<p onmouseover="steal()">Text <a href="javascript:alert(1)">bad</a> <a href="mailto:a@b.c">mail</a></p><img src=x onerror=alert(1)>';
    const clean = sanitizeTermsHtml(html);
    expect(clean).not.toMatch(/script|style|iframe|onclick|onmouseover|onerror|javascript:|<img/i);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('href="mailto:a@b.c"');
  });
});

describe('termsHtmlToText', () => {
  it('answers text without tags, with blocks on their own lines and entities decoded', () => {
    const text = termsHtmlToText(
      '<h2>Terms &amp; rules</h2><p>First <strong>point</strong>.</p><script>x</script><p>Second</p>',
    );
    expect(text).toBe('Terms & rules\n\nFirst point.\n\nSecond');
  });
});
