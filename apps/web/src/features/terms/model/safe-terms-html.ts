/**
 * The API already sanitizes terms HTML (apps/api/src/modules/terms/sanitize-terms.ts); the portal
 * rebuilds it once more from an allowlist before it reaches the page, so a script, a style, an `on*`
 * handler or a `javascript:` link can never run even if a future API change lets one through.
 */
const ALLOWED_TAGS = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'BLOCKQUOTE',
  'SMALL',
  'SPAN',
]);
/** Elements dropped with everything inside them, not only unwrapped. */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

function copyChildren(from: Node, to: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (!(child instanceof Element)) return;
    // SVG and MathML keep the case of their tag names ('script' inside an <svg>).
    const tag = child.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return;
    if (!ALLOWED_TAGS.has(tag) || child.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      copyChildren(child, to, doc);
      return;
    }
    const element = doc.createElement(tag.toLowerCase());
    const href = tag === 'A' ? (child.getAttribute('href') ?? '').trim() : '';
    if (href && SAFE_LINK.test(href)) {
      element.setAttribute('href', href);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    copyChildren(child, element, doc);
    to.appendChild(element);
  });
}

/**
 * Terms HTML with only the allowed tags, no attributes but safe links; text stays text. A first heading
 * that repeats `title` is left out, since the dialog shows the title already.
 */
export function safeTermsHtml(html: string, title?: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const root = output.createElement('div');
  copyChildren(parsed.body, root, output);
  const first = root.firstElementChild;
  if (title && first && /^H[1-4]$/.test(first.tagName) && first.textContent?.trim() === title.trim()) {
    first.remove();
  }
  return root.innerHTML;
}
