/**
 * Generates the downloadable files served by the shop:
 *   files/tinkerwala-brochure.pdf  (A4, 3 pages)
 *   files/tinkerwala-poster.pdf    (A3, 1 page)
 *
 * Run: npx tsx scripts/make-files.ts
 *
 * Only pdfkit's built-in Helvetica fonts and vector drawing are used, so no
 * external assets are needed. The built-in fonts cannot draw the rupee sign,
 * so prices are written "Rs.". CreationDate is fixed so the output is
 * byte-for-byte reproducible.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// ─── Minimal typing for the parts of pdfkit we use (no @types/pdfkit installed) ───

interface TextOptions {
  width?: number;
  height?: number;
  align?: "left" | "center" | "right" | "justify";
  lineGap?: number;
  paragraphGap?: number;
  characterSpacing?: number;
  continued?: boolean;
  lineBreak?: boolean;
}

interface PDFDoc {
  page: { width: number; height: number };
  y: number;
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
  end(): void;
  addPage(options?: Record<string, unknown>): PDFDoc;
  font(name: string): PDFDoc;
  fontSize(size: number): PDFDoc;
  fillColor(color: string, opacity?: number): PDFDoc;
  strokeColor(color: string, opacity?: number): PDFDoc;
  lineWidth(width: number): PDFDoc;
  text(text: string, x: number, y: number, options?: TextOptions): PDFDoc;
  heightOfString(text: string, options?: TextOptions): number;
  widthOfString(text: string, options?: TextOptions): number;
  rect(x: number, y: number, w: number, h: number): PDFDoc;
  roundedRect(x: number, y: number, w: number, h: number, r: number): PDFDoc;
  circle(x: number, y: number, r: number): PDFDoc;
  polygon(...points: Array<[number, number]>): PDFDoc;
  moveTo(x: number, y: number): PDFDoc;
  lineTo(x: number, y: number): PDFDoc;
  fill(color?: string): PDFDoc;
  stroke(color?: string): PDFDoc;
  fillAndStroke(fill?: string, stroke?: string): PDFDoc;
  fillOpacity(opacity: number): PDFDoc;
  save(): PDFDoc;
  restore(): PDFDoc;
  translate(x: number, y: number): PDFDoc;
  rotate(angle: number, options?: { origin?: [number, number] }): PDFDoc;
}

type PDFDocumentCtor = new (options?: Record<string, unknown>) => PDFDoc;

const require = createRequire(import.meta.url);
const PDFDocument = require("pdfkit") as PDFDocumentCtor;

// ─── Shared constants ───

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "files");
/** Fixed so that regenerating the files produces identical bytes. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

const COLORS = {
  teal: "#0F766E",
  tealDark: "#134E4A",
  tealLight: "#CCFBF1",
  orange: "#F97316",
  orangeLight: "#FFEDD5",
  ink: "#1F2937",
  muted: "#4B5563",
  paper: "#FFFBF5",
  white: "#FFFFFF",
  pcb: "#15803D",
  grey: "#E5E7EB",
};

const BOLD = "Helvetica-Bold";
const REGULAR = "Helvetica";

function newDocument(size: "A4" | "A3", title: string, subject: string): PDFDoc {
  return new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: true,
    compress: true,
    info: {
      Title: title,
      Author: "Tinkerwala",
      Subject: subject,
      Keywords: "electronics, robotics, IoT, Arduino, Atal Tinkering Lab, India",
      Creator: "Tinkerwala scripts/make-files.ts",
      Producer: "PDFKit",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
}

function writeDocument(doc: PDFDoc, fileName: string): Promise<string> {
  const target = path.join(OUT_DIR, fileName);
  const stream = createWriteStream(target);
  doc.pipe(stream);
  doc.end();
  return new Promise((resolve, reject) => {
    stream.on("finish", () => resolve(target));
    stream.on("error", reject);
  });
}

// ─── Drawing helpers ───

/** A small "chip on a circle" logo mark. */
function drawLogo(doc: PDFDoc, cx: number, cy: number, r: number): void {
  doc.circle(cx, cy, r).fill(COLORS.orange);
  const chip = r * 0.95;
  doc.roundedRect(cx - chip / 2, cy - chip / 2, chip, chip, r * 0.12).fill(COLORS.ink);
  const legs = 4;
  const legLen = r * 0.18;
  const legW = r * 0.1;
  for (let i = 0; i < legs; i++) {
    const offset = -chip / 2 + ((i + 0.5) * chip) / legs - legW / 2;
    doc.rect(cx + offset, cy - chip / 2 - legLen, legW, legLen).fill(COLORS.white);
    doc.rect(cx + offset, cy + chip / 2, legW, legLen).fill(COLORS.white);
    doc.rect(cx - chip / 2 - legLen, cy + offset, legLen, legW).fill(COLORS.white);
    doc.rect(cx + chip / 2, cy + offset, legLen, legW).fill(COLORS.white);
  }
  doc.circle(cx, cy, r * 0.18).fill(COLORS.orange);
}

function footer(doc: PDFDoc, pageNumber: number, totalPages: number): void {
  const { width, height } = doc.page;
  doc.rect(0, height - 36, width, 36).fill(COLORS.tealDark);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(COLORS.white)
    .text("Tinkerwala  |  Electronics, robotics and IoT kits for schools and makers", 40, height - 23, {
      width: width - 160,
      lineBreak: false,
    });
  doc.text(`Page ${pageNumber} of ${totalPages}`, width - 120, height - 23, { width: 80, align: "right", lineBreak: false });
}

function sectionHeading(doc: PDFDoc, text: string, x: number, y: number): number {
  doc.rect(x, y + 2, 6, 20).fill(COLORS.orange);
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(COLORS.tealDark)
    .text(text, x + 14, y, { lineBreak: false });
  return y + 32;
}

function paragraph(doc: PDFDoc, text: string, x: number, y: number, width: number, size = 10.5): number {
  const options: TextOptions = { width, lineGap: 3 };
  doc.font(REGULAR).fontSize(size).fillColor(COLORS.ink);
  const h = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return y + h;
}

function bulletList(doc: PDFDoc, items: string[], x: number, y: number, width: number, size = 10.5): number {
  let cursor = y;
  for (const item of items) {
    doc.circle(x + 3, cursor + size * 0.45, 2.6).fill(COLORS.orange);
    const options: TextOptions = { width: width - 14, lineGap: 2 };
    doc.font(REGULAR).fontSize(size).fillColor(COLORS.ink);
    const h = doc.heightOfString(item, options);
    doc.text(item, x + 14, cursor, options);
    cursor += h + 5;
  }
  return cursor;
}

// ─── Brochure (A4, 3 pages) ───

interface PromiseTile {
  title: string;
  body: string;
}

const PROMISES: PromiseTile[] = [
  { title: "Cash on delivery", body: "Pay in cash when the parcel reaches you. No card or online payment needed." },
  { title: "Same-day shipping", body: "In-stock orders are packed and handed to the courier the same working day." },
  { title: "7-day returns", body: "Wrong part or faulty module? Send it back within 7 days of delivery." },
  { title: "18-month warranty", body: "On lab kits and development boards supplied to schools and institutions." },
  { title: "24/7 support", body: "Stuck on wiring or code the night before a science fair? Write to us any time." },
  { title: "50+ institutions", body: "Schools, colleges and Atal Tinkering Labs across India already build with us." },
];

interface CategoryBlurb {
  name: string;
  body: string;
  popular: string;
  from: string;
}

const CATEGORIES: CategoryBlurb[] = [
  {
    name: "Boards & Microcontrollers",
    body: "Arduino Uno, Nano and Mega, ESP32 and NodeMCU for Wi-Fi projects, and Raspberry Pi 4 for Linux and Python.",
    popular: "Uno R3 compatible, ESP32 DevKit, Raspberry Pi 4",
    from: "Rs. 249",
  },
  {
    name: "Sensors",
    body: "Distance, temperature, humidity, motion, gas, light, soil moisture and motion-tracking sensors, ready for breadboards.",
    popular: "HC-SR04, DHT22, PIR, MQ-3, MPU6050",
    from: "Rs. 40",
  },
  {
    name: "Motors & Drivers",
    body: "BO gear motors, servos, steppers and the drivers to run them, from the L293D to the A4988.",
    popular: "SG90 servo, L298N, 28BYJ-48 + ULN2003",
    from: "Rs. 45",
  },
  {
    name: "Wireless & Communication",
    body: "Bluetooth, 2.4 GHz radio, 433 MHz links, GSM/GPRS and RFID modules to connect projects to phones and each other.",
    popular: "HC-05, nRF24L01+, SIM800L",
    from: "Rs. 99",
  },
  {
    name: "Displays",
    body: "Character LCDs, OLED screens, 7-segment digits and LED matrices to show readings, menus and animations.",
    popular: "16x2 I2C LCD, 0.96 inch OLED, MAX7219",
    from: "Rs. 45",
  },
  {
    name: "Power",
    body: "Battery holders, LiPo packs, 7805 regulators, buck converters and breadboard supplies for safe, steady power.",
    popular: "LM2596, MB102, 3S LiPo 2200 mAh",
    from: "Rs. 25",
  },
  {
    name: "Prototyping & Passives",
    body: "Breadboards, jumper wires, resistor and capacitor kits, LEDs, buttons, potentiometers and relay modules.",
    popular: "830-point breadboard, 600-piece resistor kit",
    from: "Rs. 45",
  },
  {
    name: "Drone & Robotics Kits",
    body: "Robot car chassis, line followers, obstacle avoiders, robotic arms and the F450 quadcopter platform.",
    popular: "2WD chassis, line follower kit, F450 frame",
    from: "Rs. 399",
  },
];

function brochurePage1(doc: PDFDoc): void {
  const { width } = doc.page;
  const margin = 48;

  // Header band with logo and title.
  doc.rect(0, 0, width, 190).fill(COLORS.teal);
  doc.save();
  doc.fillOpacity(0.12);
  doc.circle(width - 60, 30, 120).fill(COLORS.white);
  doc.circle(width - 170, 190, 60).fill(COLORS.white);
  doc.restore();
  drawLogo(doc, margin + 34, 78, 34);
  doc
    .font(BOLD)
    .fontSize(40)
    .fillColor(COLORS.white)
    .text("Tinkerwala", margin + 84, 52, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(14)
    .fillColor(COLORS.tealLight)
    .text("Electronic components, robotics parts and IoT kits", margin + 86, 100, { lineBreak: false });
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(COLORS.white)
    .text("For Atal Tinkering Labs, schools, colleges and hobbyists across India", margin, 150, {
      width: width - 2 * margin,
      lineBreak: false,
    });

  // Who we are.
  let y = sectionHeading(doc, "Who we are", margin, 222);
  y = paragraph(
    doc,
    "Tinkerwala is an Indian online shop run by engineers and teachers who have spent years in school labs. " +
      "We stock the parts students actually use: Arduino and ESP32 boards, sensors, motors, displays, power modules " +
      "and complete robot kits, all tested before they are packed.",
    margin,
    y,
    width - 2 * margin,
    11,
  );
  y = paragraph(
    doc,
    "Every product page lists clear specifications in plain language, and our blog has step-by-step projects that " +
      "use only parts from our catalog. Prices are in Indian rupees and you can pay cash on delivery.",
    margin,
    y + 8,
    width - 2 * margin,
    11,
  );

  // Promise tiles, 3 x 2.
  y = sectionHeading(doc, "Why schools and makers choose us", margin, y + 24);
  const gap = 14;
  const tileW = (width - 2 * margin - 2 * gap) / 3;
  const tileH = 128;
  PROMISES.forEach((promise, index) => {
    const col = index % 3;
    const row = Math.floor(index / 3);
    const x = margin + col * (tileW + gap);
    const ty = y + row * (tileH + gap);
    doc.roundedRect(x, ty, tileW, tileH, 10).fill(index % 2 === 0 ? COLORS.tealLight : COLORS.orangeLight);
    doc.circle(x + 26, ty + 28, 15).fill(index % 2 === 0 ? COLORS.teal : COLORS.orange);
    doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(COLORS.white)
      .text(String(index + 1), x + 11, ty + 22, { width: 30, align: "center", lineBreak: false });
    doc
      .font(BOLD)
      .fontSize(12.5)
      .fillColor(COLORS.tealDark)
      .text(promise.title, x + 14, ty + 54, { width: tileW - 28 });
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(promise.body, x + 14, ty + 74, { width: tileW - 28, lineGap: 2 });
  });

  // Call-out band.
  const bandY = y + 2 * tileH + gap + 26;
  doc.roundedRect(margin, bandY, width - 2 * margin, 64, 10).fill(COLORS.tealDark);
  doc
    .font(BOLD)
    .fontSize(15)
    .fillColor(COLORS.white)
    .text("Build Your Own Kit: pick 7 to 20 components and save 5%", margin + 20, bandY + 15, {
      width: width - 2 * margin - 40,
      lineBreak: false,
    });
  doc
    .font(REGULAR)
    .fontSize(10.5)
    .fillColor(COLORS.tealLight)
    .text("The discount is applied automatically to the kit total at checkout.", margin + 20, bandY + 38, {
      width: width - 2 * margin - 40,
      lineBreak: false,
    });

  footer(doc, 1, 3);
}

function brochurePage2(doc: PDFDoc): void {
  const { width } = doc.page;
  const margin = 48;
  doc.rect(0, 0, width, 12).fill(COLORS.teal);
  let y = sectionHeading(doc, "What we sell", margin, 44);
  y = paragraph(
    doc,
    "Around 90 products in eight categories, from single resistors to complete drone kits. " + "Prices below are starting prices in Indian rupees.",
    margin,
    y,
    width - 2 * margin,
    11,
  );

  const gap = 16;
  const colW = (width - 2 * margin - gap) / 2;
  const cardH = 142;
  const top = y + 20;
  CATEGORIES.forEach((category, index) => {
    const col = index % 2;
    const row = Math.floor(index / 2);
    const x = margin + col * (colW + gap);
    const cy = top + row * (cardH + gap);
    doc.lineWidth(1).roundedRect(x, cy, colW, cardH, 10).fillAndStroke(COLORS.white, COLORS.grey);
    // Icon: a coloured square with a simple pin-row motif.
    const iconColor = index % 2 === 0 ? COLORS.teal : COLORS.orange;
    doc.roundedRect(x + 14, cy + 14, 34, 34, 6).fill(iconColor);
    for (let p = 0; p < 3; p++) doc.circle(x + 22 + p * 9, cy + 31, 2.6).fill(COLORS.white);
    doc
      .font(BOLD)
      .fontSize(12.5)
      .fillColor(COLORS.tealDark)
      .text(category.name, x + 58, cy + 16, { width: colW - 72 });
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(COLORS.orange)
      .text(`from ${category.from}`, x + 58, cy + 34, { lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(COLORS.ink)
      .text(category.body, x + 14, cy + 60, { width: colW - 28, lineGap: 2 });
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(`Popular: ${category.popular}`, x + 14, cy + cardH - 36, { width: colW - 28, lineGap: 1 });
  });

  footer(doc, 2, 3);
}

function brochurePage3(doc: PDFDoc): void {
  const { width } = doc.page;
  const margin = 48;
  const contentW = width - 2 * margin;
  doc.rect(0, 0, width, 12).fill(COLORS.teal);

  let y = sectionHeading(doc, "For schools and Atal Tinkering Labs", margin, 44);
  y = paragraph(
    doc,
    "We help schools plan, equip and run their tinkering labs. Tell us how many students and teams you have, " +
      "and we will suggest a kit list that fits your budget.",
    margin,
    y,
    contentW,
    11,
  );

  const colGap = 20;
  const colW = (contentW - colGap) / 2;
  const blocks: Array<{ title: string; items: string[] }> = [
    {
      title: "Lab kits",
      items: [
        "ATL starter lab for 8 teams: boards, sensors, displays and prototyping parts",
        "Robotics add-on: chassis kits, motor drivers, servos",
        "IoT add-on: ESP32 boards, Wi-Fi and Bluetooth modules",
      ],
    },
    {
      title: "Bulk orders",
      items: ["Quotations on request for any quantity", "Proper invoices for grant and audit records", "Cash on delivery for institutional orders"],
    },
    {
      title: "Warranty and support",
      items: ["18-month warranty on lab kits and boards", "24/7 support by email and phone", "Free project guides on our blog"],
    },
    {
      title: "Delivery and returns",
      items: ["Same-day shipping on in-stock orders", "Delivery across India", "7-day returns, no complicated forms"],
    },
  ];

  const blockTop = y + 20;
  const blockH = 150;
  blocks.forEach((block, index) => {
    const col = index % 2;
    const row = Math.floor(index / 2);
    const x = margin + col * (colW + colGap);
    const by = blockTop + row * (blockH + 16);
    doc.roundedRect(x, by, colW, blockH, 10).fill(row === 0 ? COLORS.tealLight : COLORS.orangeLight);
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(COLORS.tealDark)
      .text(block.title, x + 16, by + 14, { lineBreak: false });
    bulletList(doc, block.items, x + 16, by + 40, colW - 32, 10);
  });

  // How to order.
  y = sectionHeading(doc, "How to order", margin, blockTop + 2 * blockH + 16 + 26);
  const steps = [
    "Browse the catalog and add parts to your cart, or build a kit of 7 to 20 components.",
    "Enter your school or home delivery address.",
    "Choose cash on delivery and place the order.",
    "Pay in cash when the parcel arrives.",
  ];
  const stepW = (contentW - 3 * 12) / 4;
  steps.forEach((step, index) => {
    const x = margin + index * (stepW + 12);
    doc.circle(x + 18, y + 18, 16).fill(COLORS.orange);
    doc
      .font(BOLD)
      .fontSize(14)
      .fillColor(COLORS.white)
      .text(String(index + 1), x + 2, y + 11, { width: 32, align: "center", lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(COLORS.ink)
      .text(step, x, y + 42, { width: stepW, lineGap: 2 });
  });

  // Contact box.
  const boxY = y + 118;
  doc.roundedRect(margin, boxY, contentW, 96, 12).fill(COLORS.tealDark);
  drawLogo(doc, margin + 46, boxY + 48, 26);
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(COLORS.white)
    .text("Talk to us", margin + 90, boxY + 18, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(12)
    .fillColor(COLORS.tealLight)
    .text("Phone: {phone}", margin + 90, boxY + 44, { lineBreak: false });
  doc.text("Email: {email}", margin + 90, boxY + 64, { lineBreak: false });
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(COLORS.white)
    .text("Support 24/7  |  Cash on delivery", margin + contentW - 220, boxY + 44, {
      width: 200,
      align: "right",
      lineBreak: false,
    });

  footer(doc, 3, 3);
}

function makeBrochure(): PDFDoc {
  const doc = newDocument("A4", "Tinkerwala brochure", "Who we are, what we sell, and our services for schools");
  brochurePage1(doc);
  doc.addPage({ size: "A4", margin: 0 });
  brochurePage2(doc);
  doc.addPage({ size: "A4", margin: 0 });
  brochurePage3(doc);
  return doc;
}

// ─── Poster (A3, 1 page) ───

function drawBreadboard(doc: PDFDoc, x: number, y: number, w: number, h: number): void {
  doc.roundedRect(x, y, w, h, 10).fill(COLORS.white);
  doc.lineWidth(2).roundedRect(x, y, w, h, 10).stroke(COLORS.grey);
  // Power rails.
  doc.rect(x + 14, y + 12, w - 28, 2).fill("#DC2626");
  doc.rect(x + 14, y + h - 14, w - 28, 2).fill("#2563EB");
  // Centre channel.
  doc.rect(x + 10, y + h / 2 - 4, w - 20, 8).fill(COLORS.grey);
  // Holes.
  const cols = Math.floor((w - 30) / 12);
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < 5; r++) {
      const hx = x + 18 + c * 12;
      doc.rect(hx, y + 26 + r * 10, 4, 4).fill("#9CA3AF");
      doc.rect(hx, y + h / 2 + 10 + r * 10, 4, 4).fill("#9CA3AF");
    }
  }
}

function drawChip(doc: PDFDoc, x: number, y: number, w: number, h: number): void {
  const legs = 8;
  for (let i = 0; i < legs; i++) {
    const lx = x + 10 + (i * (w - 20)) / (legs - 1) - 3;
    doc.rect(lx, y - 10, 6, 12).fill("#9CA3AF");
    doc.rect(lx, y + h - 2, 6, 12).fill("#9CA3AF");
  }
  doc.roundedRect(x, y, w, h, 6).fill(COLORS.ink);
  doc.circle(x + 14, y + h / 2, 5).fill("#374151");
}

function drawLed(doc: PDFDoc, x: number, y: number, color: string): void {
  doc.rect(x - 8, y + 20, 3, 46).fill("#9CA3AF");
  doc.rect(x + 5, y + 20, 3, 38).fill("#9CA3AF");
  doc.roundedRect(x - 16, y - 14, 32, 38, 14).fill(color);
  doc.rect(x - 19, y + 18, 38, 6).fill(color);
  doc.save();
  doc.fillOpacity(0.45);
  doc.circle(x - 6, y - 2, 6).fill(COLORS.white);
  doc.restore();
}

function drawResistor(doc: PDFDoc, x: number, y: number, length: number): void {
  doc.rect(x, y - 1.5, length, 3).fill("#9CA3AF");
  const bodyX = x + length * 0.28;
  const bodyW = length * 0.44;
  doc.roundedRect(bodyX, y - 11, bodyW, 22, 9).fill("#E7C98F");
  const bands = ["#DC2626", "#DC2626", "#92400E", "#CA8A04"];
  bands.forEach((band, i) => {
    const bx = bodyX + 10 + i * ((bodyW - 26) / 3) + (i === 3 ? 4 : 0);
    doc.rect(bx, y - 11, 5, 22).fill(band);
  });
}

function drawServo(doc: PDFDoc, x: number, y: number): void {
  doc.roundedRect(x, y, 120, 62, 6).fill("#1D4ED8");
  doc.rect(x - 18, y + 22, 156, 10).fill("#1E40AF");
  doc.circle(x + 32, y - 2, 16).fill(COLORS.white);
  doc.roundedRect(x + 2, y - 8, 60, 12, 6).fill(COLORS.white);
  doc.circle(x + 32, y - 2, 5).fill("#9CA3AF");
}

function drawWheel(doc: PDFDoc, cx: number, cy: number, r: number): void {
  doc.circle(cx, cy, r).fill(COLORS.ink);
  doc.circle(cx, cy, r * 0.62).fill("#FACC15");
  doc.circle(cx, cy, r * 0.18).fill(COLORS.ink);
}

function makePoster(): PDFDoc {
  const doc = newDocument("A3", "Build Your Own Kit - Tinkerwala poster", "Pick 7 to 20 components and save 5%");
  const { width, height } = doc.page;
  const margin = 60;
  const contentW = width - 2 * margin;

  // Background and decorative circles.
  doc.rect(0, 0, width, height).fill(COLORS.paper);
  doc.rect(0, 0, width, 360).fill(COLORS.teal);
  doc.save();
  doc.fillOpacity(0.1);
  doc.circle(width - 40, 40, 220).fill(COLORS.white);
  doc.circle(80, 360, 120).fill(COLORS.white);
  doc.restore();

  // Brand line.
  drawLogo(doc, margin + 28, 70, 28);
  doc
    .font(BOLD)
    .fontSize(28)
    .fillColor(COLORS.white)
    .text("Tinkerwala", margin + 70, 56, { lineBreak: false });

  // Headline.
  doc.font(BOLD).fontSize(76).fillColor(COLORS.white).text("BUILD YOUR", margin, 130, { lineBreak: false });
  doc.font(BOLD).fontSize(76).fillColor("#FDE68A").text("OWN KIT", margin, 210, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(22)
    .fillColor(COLORS.tealLight)
    .text("Pick 7 to 20 components. Save 5% on the whole kit.", margin, 302, { lineBreak: false });

  // "Save 5%" badge, a star-burst polygon with text.
  const badgeX = width - margin - 110;
  const badgeY = 232;
  const spikes = 16;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? 112 : 96;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    points.push([badgeX + radius * Math.cos(angle), badgeY + radius * Math.sin(angle)]);
  }
  doc.polygon(...points).fill(COLORS.orange);
  doc.circle(badgeX, badgeY, 84).fill("#EA580C");
  doc
    .font(BOLD)
    .fontSize(28)
    .fillColor(COLORS.white)
    .text("SAVE", badgeX - 80, badgeY - 46, { width: 160, align: "center" });
  doc
    .font(BOLD)
    .fontSize(58)
    .fillColor(COLORS.white)
    .text("5%", badgeX - 80, badgeY - 16, { width: 160, align: "center" });

  // Illustration panel: parts laid out on a mat.
  const panelY = 385;
  const panelH = 320;
  doc.roundedRect(margin, panelY, contentW, panelH, 18).fill(COLORS.white);
  doc.lineWidth(2).roundedRect(margin, panelY, contentW, panelH, 18).stroke(COLORS.grey);
  drawBreadboard(doc, margin + 30, panelY + 30, 360, 150);
  drawChip(doc, margin + 430, panelY + 52, 150, 60);
  drawLed(doc, margin + 640, panelY + 60, "#DC2626");
  drawLed(doc, margin + 690, panelY + 60, "#16A34A");
  drawResistor(doc, margin + 430, panelY + 175, 180);
  drawServo(doc, margin + 70, panelY + 240);
  drawWheel(doc, margin + 320, panelY + 265, 40);
  drawWheel(doc, margin + 420, panelY + 265, 40);
  // A small PCB with headers.
  doc.roundedRect(margin + 500, panelY + 215, 200, 90, 8).fill(COLORS.pcb);
  for (let i = 0; i < 14; i++) doc.rect(margin + 512 + i * 13, panelY + 223, 7, 7).fill("#111827");
  doc.roundedRect(margin + 530, panelY + 248, 70, 40, 4).fill(COLORS.ink);
  doc.roundedRect(margin + 620, panelY + 250, 60, 36, 4).fill("#D1D5DB");

  // Three steps.
  const stepsY = panelY + panelH + 30;
  doc.font(BOLD).fontSize(34).fillColor(COLORS.tealDark).text("How it works", margin, stepsY, { lineBreak: false });
  const steps: Array<[string, string]> = [
    ["Pick", "Choose any 7 to 20 components from the catalog."],
    ["Review", "See your kit total and the 5% saving before you order."],
    ["Receive", "Pay cash on delivery when your kit arrives."],
  ];
  const stepGap = 24;
  const stepW = (contentW - 2 * stepGap) / 3;
  const stepTop = stepsY + 50;
  steps.forEach(([title, body], index) => {
    const x = margin + index * (stepW + stepGap);
    doc.roundedRect(x, stepTop, stepW, 150, 16).fill(index === 1 ? COLORS.orangeLight : COLORS.tealLight);
    doc.circle(x + 44, stepTop + 46, 28).fill(index === 1 ? COLORS.orange : COLORS.teal);
    doc
      .font(BOLD)
      .fontSize(30)
      .fillColor(COLORS.white)
      .text(String(index + 1), x + 16, stepTop + 33, { width: 56, align: "center", lineBreak: false });
    doc
      .font(BOLD)
      .fontSize(24)
      .fillColor(COLORS.tealDark)
      .text(title, x + 86, stepTop + 34, { lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(15)
      .fillColor(COLORS.ink)
      .text(body, x + 20, stepTop + 92, { width: stepW - 40, lineGap: 3 });
  });

  // Worked example.
  const exampleY = stepTop + 175;
  doc.roundedRect(margin, exampleY, contentW, 100, 16).fill(COLORS.tealDark);
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor("#FDE68A")
    .text("Example", margin + 30, exampleY + 20, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(17)
    .fillColor(COLORS.white)
    .text("10 components with a total of Rs. 2,000. Kit saving 5% = Rs. 100. You pay Rs. 1,900.", margin + 30, exampleY + 54, {
      width: contentW - 60,
      lineBreak: false,
    });

  // Bottom band.
  doc.rect(0, height - 90, width, 90).fill(COLORS.orange);
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(COLORS.white)
    .text("Cash on delivery   |   Same-day shipping   |   7-day returns", 0, height - 56, {
      width,
      align: "center",
      lineBreak: false,
    });

  return doc;
}

// ─── Main ───

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const written = await Promise.all([writeDocument(makeBrochure(), "tinkerwala-brochure.pdf"), writeDocument(makePoster(), "tinkerwala-poster.pdf")]);
  for (const file of written) console.log(`wrote ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
