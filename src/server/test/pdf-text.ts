// Reads back the text of a PDF the store wrote, with pdf-lib's own parser: each page's content
// streams inflated, and the strings its text operators draw (pdf-lib writes them as hex, in
// WinAnsi, which matches Latin-1 for everything our tests name).
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

function streamsOf(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
}

function streamText(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes =
    filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
  const content = Buffer.from(bytes).toString('latin1');
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
    .join('\n');
}

/** The PDF parsed: its page count and each page's text, line by line. */
export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => streamsOf(page).map(streamText).join('\n'));
  return { pageCount: doc.getPageCount(), pages, text: pages.join('\n'), title: doc.getTitle() };
}
