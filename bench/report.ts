import type { DocumentRate } from "./documents";
import type { PartsListTiming } from "./parts-list";
import type { PinLookupFigures } from "./pin-lookups";
import type { LighthouseFigures } from "./lighthouse";
import type { LoadResult } from "./load";
import type { StartMeasurement } from "./servers";

/** One round of a row: the row, the yardstick right before it and the same-size bare route right after. */
export interface RoundResult {
  measured: LoadResult;
  helloReqPerSec: number;
  sameSizeReqPerSec: number;
}

/** A row over its rounds: each figure is the median of the rounds' (ratios are taken per round first). */
export interface MeasuredRow extends LoadResult {
  label: string;
  path: string;
  catalog: number;
  /** The yardstick measured right before this row. */
  helloReqPerSec: number;
  /** The bare route sending as many bytes per answer as this row did, measured right after it. */
  sameSizeReqPerSec: number;
  /** requests/s over the yardstick's: the median, and the lowest and highest of the rounds. */
  share: { median: number; low: number; high: number };
  /** requests/s over the same-size bare route's (median of the rounds). */
  sameSizeShare: number;
  rounds: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function combineRounds(rounds: RoundResult[]): Omit<MeasuredRow, "label" | "path" | "catalog"> {
  const of = (pick: (round: RoundResult) => number) => median(rounds.map(pick));
  const shares = rounds.map((round) => round.measured.reqPerSec / round.helloReqPerSec);
  return {
    reqPerSec: Math.round(of((round) => round.measured.reqPerSec)),
    p50: of((round) => round.measured.p50),
    p99: of((round) => round.measured.p99),
    failures: rounds.reduce((sum, round) => sum + round.measured.failures, 0),
    kbPerResponse: of((round) => round.measured.kbPerResponse),
    helloReqPerSec: Math.round(of((round) => round.helloReqPerSec)),
    sameSizeReqPerSec: Math.round(of((round) => round.sameSizeReqPerSec)),
    share: { median: median(shares), low: Math.min(...shares), high: Math.max(...shares) },
    sameSizeShare: of((round) => round.measured.reqPerSec / round.sameSizeReqPerSec),
    rounds: rounds.length,
  };
}

export interface BenchResults {
  settings: { seconds: number; rounds: number; connections: number; products: number; cores: number; node: string };
  /** The yardstick, measured before each load row. */
  hello: LoadResult[];
  rows: Record<string, MeasuredRow>;
  memory: Array<{ catalog: number; rssMb: number; peakMb: number }>;
  starts: Array<{ label: string } & StartMeasurement>;
  lighthouse: Record<string, LighthouseFigures | { error: string }>;
  firstLoadJs: string;
  /** Servers of the bench that something else stopped during the run (then started again). */
  interruptions: string[];
  /** Tax-document PDFs drawn per second (issue 22). */
  documents: DocumentRate[];
  /** The PIN directory's lookups and memory (issue 24); null in reports made before it. */
  pins: PinLookupFigures | null;
  /** A 200-line parts list matched against the large catalog (issue 30); absent in reports made before it. */
  partsList?: PartsListTiming | { error: string };
}

function yardstick(results: BenchResults): string {
  const runs = results.hello.map((run) => run.reqPerSec).sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)];
  return `${thousands(median)} req/s (median of ${runs.length} runs, ${thousands(runs[0])}–${thousands(runs.at(-1)!)})`;
}

const thousands = (value: number) => value.toLocaleString("en-US");

const times = (value: number) => `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}×`;

/** The issue's ratio with the rounds' spread, then the ratio to a bare route sending answers of the same size. */
function ratio(row: MeasuredRow | undefined): string {
  if (!row) return "—";
  const spread = row.rounds > 1 ? ` [${times(row.share.low)}–${times(row.share.high)}]` : "";
  return `${times(row.share.median)}${spread} (${times(row.sameSizeShare)} of the same size)`;
}

function throughput(row: MeasuredRow | undefined, latency: "p50" | "p99"): string {
  if (!row) return "not measured";
  const failures = row.failures ? ` (${thousands(row.failures)} failed)` : "";
  return `${thousands(row.reqPerSec)} req/s, ${latency} ${row[latency]} ms${failures}`;
}

/** How many times slower the large catalog answers than the small one (requests/s, each over its yardstick). */
function slower(small: MeasuredRow | undefined, large: MeasuredRow | undefined): string {
  return small && large ? `${(small.share.median / large.share.median).toFixed(1)}×` : "?";
}

function lighthouseSummary(results: BenchResults): string {
  const pages = Object.values(results.lighthouse);
  if (pages.some((page) => "error" in page))
    return Object.entries(results.lighthouse)
      .map(([name, page]) => `${name}: ${"error" in page ? page.error : page.score}`)
      .join("; ");
  const figures = pages as LighthouseFigures[];
  const join = (pick: (page: LighthouseFigures) => string) => figures.map(pick).join(" / ");
  return `${join((page) => String(page.score))}; LCP ${join((page) => (page.lcpMs / 1000).toFixed(1))} s; CLS ${join((page) => String(page.cls))}; TBT ${join((page) => String(page.tbtMs))} ms; accessibility ${join((page) => String(page.accessibility))}`;
}

function pinSummary(pins: PinLookupFigures | null): string {
  if (!pins) return "not measured";
  return `${thousands(pins.perSecond)}/s (${pins.nsEach} ns each) over ${thousands(pins.pins)} PINs; the table adds ${pins.heapMb} MB of heap and buffers`;
}

function partsListSummary(timing: BenchResults["partsList"]): string {
  if (!timing) return "not measured";
  if ("error" in timing) return timing.error;
  return `${timing.medianMs} ms median, ${timing.maxMs} ms slowest of ${timing.runs} calls, one at a time (${timing.lines} lines)`;
}

function processSummary(results: BenchResults): string {
  const start = results.starts[0];
  const shape = start
    ? `npm start runs ${start.shopNodeProcesses} shop node process${start.shopNodeProcesses === 1 ? "" : "es"} (npm → sh → node)`
    : "";
  const memory = results.memory.map((entry) => `${entry.rssMb} MB at ${thousands(entry.catalog)} products`).join(", ");
  return `${shape}; server RSS after load ${memory}`;
}

/** The table, in its order: what, now, ratio to hello-world, target. */
export function summaryTable(results: BenchResults): string[][] {
  const rows = results.rows;
  const { products } = results.settings;
  return [
    ["Fastify hello-world (yardstick)", yardstick(results), "1×", "—"],
    ["`GET /api/products` (24 of 90)", throughput(rows.products, "p99"), ratio(rows.products), "≥ 0.5×, p99 ≤ 25 ms"],
    ["`GET /api/products/{id}`", throughput(rows.product, "p99"), ratio(rows.product), "≥ 0.5×"],
    ["`GET /api/product/list` (90 products)", throughput(rows.list, "p99"), ratio(rows.list), "≥ 0.5×"],
    ["`GET /api/health`", throughput(rows.health, "p99"), ratio(rows.health), "≥ 0.7× (the plugin chain's own cost)"],
    ["product page (server-rendered)", throughput(rows.productPage, "p50"), ratio(rows.productPage), "≥ 0.2×"],
    ["home page", throughput(rows.home, "p99"), ratio(rows.home), "≥ 0.1×"],
    [
      `${thousands(products)} products vs 90, same bench`,
      `page 1 ≈ ${slower(rows.products, rows.largePage1)} slower, page 300 ≈ ${slower(rows.products, rows.largePage300)} slower (than page 1 at 90), search ≈ ${slower(rows.search, rows.largeSearch)}`,
      "—",
      "within 1.2×",
    ],
    [
      "Lighthouse 12 mobile (simulated throttling): home / product / collections",
      lighthouseSummary(results),
      "—",
      "≥ 98 each, LCP ≤ 1.2 s, CLS ≤ 0.02, accessibility 100",
    ],
    ["first-load JS (gzip) home / product", results.firstLoadJs, "—", "≤ 100 KB"],
    ["production process", processSummary(results), "—", "one node process, RSS ≤ 250 MB"],
    ["restart", results.starts.map((start) => `${start.ms} ms ${start.label}`).join("; "), "—", "≤ 1 s when nothing changed"],
    [
      "invoice PDFs per second (one core, in process)",
      results.documents.map((rate) => `${rate.perSecond}/s (${rate.msEach} ms each) ${rate.label}`).join("; "),
      "—",
      "—",
    ],
    ["PIN lookups (one core, in process)", pinSummary(results.pins), "—", "microseconds each; little memory"],
    [`parts-list match, 200 lines (${thousands(products)} products)`, partsListSummary(results.partsList), "—", "≤ 300 ms"],
  ];
}

/** Every load row with its figures and the yardstick measured just before it. */
export function detailTable(results: BenchResults): string[][] {
  return Object.values(results.rows).map((row) => [
    row.label,
    row.path,
    thousands(row.catalog),
    thousands(row.reqPerSec),
    String(row.p50),
    String(row.p99),
    String(row.kbPerResponse),
    thousands(row.helloReqPerSec),
    thousands(row.sameSizeReqPerSec),
    ratio(row),
    String(row.failures),
  ]);
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
