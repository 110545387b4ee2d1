import QRCode from 'qrcode';
import type { Pdf } from './pdf';

/** Light modules around the code that a reader needs to find it (the standard's quiet zone). */
const QUIET_MODULES = 4;

/**
 * Draws a QR code of `text` as black squares, `size` points wide with its quiet zone, its top
 * left corner at (x, y). Vector squares stay sharp at any zoom and on any printer. Each row's run
 * of dark modules is one rectangle, and all of them are filled at once.
 */
export function drawQrCode(pdf: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / (count + 2 * QUIET_MODULES);
  const left = x + QUIET_MODULES * cell;
  const top = y + QUIET_MODULES * cell;
  pdf.save();
  pdf.rect(x, y, size, size).fill('white');
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      pdf.rect(left + start * cell, top + row * cell, (column - start) * cell, cell);
    }
  }
  pdf.fill('black');
  pdf.restore();
}
