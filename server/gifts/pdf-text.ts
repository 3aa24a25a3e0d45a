// Writes text that may need several fonts (a Latin sentence around a Chinese or Tamil name) as one flow
// of pdfkit's continued text, every run on one baseline, and keeps Tamil extractable as it was typed.
import type PDFDocument from 'pdfkit';
import {fontRuns, type Weight} from './pdf-fonts.ts';

/** A pdfkit document (pdfkit itself is loaded with the first PDF, pdf-document.ts). */
export type Doc = InstanceType<typeof PDFDocument>;

/** How a piece of text looks and where it may wrap. */
export type TextStyle = {
  size: number;
  weight?: Weight;
  color?: string;
  /** Wraps within this width from `x`; without it the text runs on one line. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
};

// Noto Sans's ascent and descent (1069 and 293 per 1000 em): `y` is the top of the line as pdfkit
// places Noto Sans, and every font's run sits on the baseline this gives, whatever its own ascent
// (Tamil's is 870, SC's 1160).
const ASCENT_PER_SIZE = 1.069;
const LINE_HEIGHT_PER_SIZE = 1.362;

// A PDF text string: UTF-16BE with its byte-order mark, in hex.
function pdfTextString(text: string): string {
  const units = [0xfeff, ...Array.from({length: text.length}, (_, i) => text.charCodeAt(i))];
  return `<${units.map((unit) => unit.toString(16).padStart(4, '0')).join('')}>`;
}

// Gives a run its text as /ActualText, so that copying or indexing the PDF yields செ and not ெச. The span
// opens and closes inside the run's own text object: pdfkit draws each run under a coordinate flip that
// it undoes right after, and poppler places a span by the coordinates in force where the span ends.
// A run never holds a space (the Tamil slice has none), so pdfkit cannot split it over two lines.
function withActualText(doc: Doc, text: string, draw: () => void): void {
  const addContent = doc.addContent;
  doc.addContent = (data: unknown) => {
    if (data === 'ET') addContent.call(doc, 'EMC');
    addContent.call(doc, data);
    if (data === 'BT') addContent.call(doc, `/Span << /ActualText ${pdfTextString(text)} >> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}

/** The width `text` takes in `style`, over all the fonts it needs. */
export function textWidth(doc: Doc, text: string, style: Pick<TextStyle, 'size' | 'weight'>): number {
  doc.fontSize(style.size);
  return fontRuns(text, style.weight ?? 400).reduce(
    (width, run) => width + doc.font(run.font).widthOfString(run.text),
    0,
  );
}

/**
 * Writes `text` with its top at (`x`, `y`), each character in a font that can draw it. Afterwards
 * `doc.y` is below the text, as after pdfkit's own `text`.
 * @example writeText(doc, 'Received from 陈慧玲', 56, 200, {size: 11})
 */
export function writeText(doc: Doc, text: string, x: number, y: number, style: TextStyle): void {
  const runs = fontRuns(text, style.weight ?? 400);
  const options = {
    baseline: -ASCENT_PER_SIZE * style.size,
    width: style.width,
    align: style.align,
    lineGap: style.lineGap,
    lineBreak: style.width !== undefined,
  };
  doc.fontSize(style.size).fillColor(style.color ?? 'black');
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc.font(run.font);
    const draw = () =>
      index === 0
        ? doc.text(run.text, x, y, {...options, continued})
        : doc.text(run.text, {...options, continued});
    if (run.reordered) withActualText(doc, run.text, draw);
    else draw();
  });
  // pdfkit moves down only after text it wrapped; a single line moves down here.
  if (style.width === undefined) {
    doc.x = x;
    doc.y = y + LINE_HEIGHT_PER_SIZE * style.size + (style.lineGap ?? 0);
  }
}
