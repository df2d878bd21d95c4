import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Reads a PDF back as text with Mozilla's pdf.js, the way a reader's copy-and-paste or an
 * accounts package's import sees it: each page's text items joined by spaces, pages by
 * newlines. pdf.js is an ES module, so it runs in a child Node process, not inside jest.
 */
const EXTRACT = `
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => item.str).filter((text) => text.trim() !== '').join(' '));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\\n') }));
`;

export interface PdfText {
  pages: number;
  text: string;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const run = promisify(execFile);
  const child = run(process.execPath, ['--input-type=module', '-e', EXTRACT], { cwd: __dirname, maxBuffer: 10 * 1024 * 1024 });
  child.child.stdin!.end(Buffer.from(bytes));
  const { stdout } = await child;
  return JSON.parse(stdout) as PdfText;
}
