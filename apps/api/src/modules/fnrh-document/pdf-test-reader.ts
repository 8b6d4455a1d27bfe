import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF shows, read back with pdf.js: each page's text, and how many images its pages draw. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number; images: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const line = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    texts.push(line.replace(/\s+/g, ' '));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter(
      (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
    ).length;
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: texts.join('\n'), pages, images };
}
