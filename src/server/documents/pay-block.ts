import QRCode from "qrcode";
import type { PayTo } from "~/src/core/shapes/tax-document";
import { money } from "./format";
import { ensureRoom, type Frame, INK, MUTED, PAGE, rule } from "./layout";
import { drawText, type TextStyle } from "./rich-text";

/**
 * "How to pay" on the proforma of a bank-transfer or UPI order (issue 30): the shop's account and UPI ID, the
 * amount due, the reference to quote, and a QR code of the `upi://pay` link that any UPI app scans. The code is
 * drawn as vector squares from the qrcode library's matrix, so it stays sharp at any zoom or print size.
 */

const QR_SIZE = 112;
/** The quiet zone around the code that scanners need: four modules (ISO/IEC 18004). */
const QUIET_MODULES = 4;
const BODY: TextStyle = { size: 8.5, color: INK };
const LABEL: TextStyle = { size: 7.5, weight: "bold", color: MUTED };

export function drawQrCode(frame: Frame, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size + QUIET_MODULES * 2;
  const cell = size / count;
  const { doc } = frame;
  doc.save();
  doc.rect(x, y, size, size).fill("#FFFFFF");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + QUIET_MODULES) * cell, y + (row + QUIET_MODULES) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
  doc.restore();
}

export function drawPayBlock(frame: Frame, payTo: PayTo): void {
  ensureRoom(frame, QR_SIZE + 40);
  frame.y += 10;
  rule(frame);
  frame.y += 8;
  const top = frame.y;
  const textWidth = PAGE.right - PAGE.left - QR_SIZE - 20;
  let y = top;
  y += drawText(frame.doc, `HOW TO PAY ${money(payTo.amountDue)}`, PAGE.left, y, textWidth, { ...LABEL, size: 9 }) + 4;
  const rows: Array<[string, string]> = [
    ...(payTo.accountNumber
      ? ([
          ["Account name", payTo.accountName],
          ["Account no.", payTo.accountNumber],
          ["IFSC", payTo.ifsc],
          ["Bank", payTo.bankName],
        ] as Array<[string, string]>)
      : []),
    ...(payTo.upiId ? ([["UPI ID", payTo.upiId]] as Array<[string, string]>) : []),
    ["Reference", `${payTo.reference} (write it in the transfer's remarks)`],
  ];
  for (const [label, value] of rows) {
    drawText(frame.doc, label, PAGE.left, y + 0.8, 80, LABEL);
    y += drawText(frame.doc, value, PAGE.left + 84, y, textWidth - 84, BODY) + 2.5;
  }
  y += 2;
  y += drawText(frame.doc, "We pack your order once the payment shows in our account; we confirm it by mail.", PAGE.left, y, textWidth, BODY);
  if (payTo.upiLink) {
    drawQrCode(frame, payTo.upiLink, PAGE.right - QR_SIZE, top, QR_SIZE);
    drawText(frame.doc, "Scan with any UPI app", PAGE.right - QR_SIZE, top + QR_SIZE + 2, QR_SIZE, { ...BODY, size: 7.5, align: "center" });
  }
  frame.y = Math.max(y, payTo.upiLink ? top + QR_SIZE + 14 : y) + 6;
}
