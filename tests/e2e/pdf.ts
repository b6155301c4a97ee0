/** What the browser tests read of a PDF Chromium saved. */

/** The pages of a PDF Chromium saved, each with its width and height in points. */
export function pdfPages(pdf: Buffer): Array<{ width: number; height: number }> {
  const text = pdf.toString('latin1');
  return [
    ...text.matchAll(/\/Type \/Page\b[^]*?\/MediaBox \[([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)\]/g),
  ].map(([, x0, y0, x1, y1]) => ({
    width: Math.round(Number(x1) - Number(x0)),
    height: Math.round(Number(y1) - Number(y0)),
  }));
}
