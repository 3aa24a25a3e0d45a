// A minimal one-page PDF 1.4 writer (Helvetica, WinAnsi text) with a correct cross-reference table.

/** A line of text, or a row of three columns; `gap` is extra space above it in points. */
export type PdfLine = {text?: string; columns?: string[]; size?: number; bold?: boolean; gap?: number};

const PAGE = {width: 595, height: 842, margin: 56};
const COLUMN_X = [PAGE.margin, 330, 450];

function escapeText(text: string): string {
  if (/[^\x20-\x7E]/.test(text)) throw new Error(`PDF text must be printable ASCII: ${text}`);
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

function contentStream(lines: PdfLine[]): string {
  const out: string[] = [];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size + 6 + (line.gap ?? 0);
    const font = line.bold ? 'F2' : 'F1';
    const cells = line.columns ?? [line.text ?? ''];
    cells.forEach((cell, index) => {
      out.push(`BT /${font} ${size} Tf ${COLUMN_X[index]} ${y} Td (${escapeText(cell)}) Tj ET`);
    });
  }
  return out.join('\n');
}

/** Renders the lines on one A4 page; the output is byte-for-byte stable for the same input. */
export function renderPdf(lines: PdfLine[], info: {title: string; author: string}): Buffer {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapeText(info.title)}) /Author (${escapeText(info.author)}) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
