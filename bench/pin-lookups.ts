import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export interface PinLookupFigures {
  pins: number;
  perSecond: number;
  nsEach: number;
  /**
   * What loading the table adds to the process: V8 heap plus buffers, after a collection on each side. Not RSS:
   * the collection itself returns pages to the system, so a resident-memory difference of a few hundred kB is noise.
   */
  heapMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** A garbage collection on demand, for memory figures that do not count garbage. */
function collector(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/**
 * The PIN directory (issue 24) on one core, in process, as GET /api/delivery/{pin} and every address check use it:
 * lookups per second over a mix of known PINs and six digits it does not list, and the memory the table adds —
 * measured around its first import and decoding, so it must run before anything else of the shop is loaded here.
 */
export async function measurePinLookups(seconds: number): Promise<PinLookupFigures> {
  const gc = collector();
  gc();
  const before = process.memoryUsage();
  const { lookupPin, pinDirectorySize } = await import("~/src/server/delivery/pin-directory");
  const pins = pinDirectorySize();
  gc();
  const after = process.memoryUsage();
  const held = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external + usage.arrayBuffers;

  const queries = Array.from({ length: 4096 }, (_, index) => String(110001 + ((index * 7919) % 745000)));
  let count = 0;
  let found = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (const pin of queries) if (lookupPin(pin)) found += 1;
    count += queries.length;
  }
  const elapsedMs = performance.now() - start;
  if (found === 0) throw new Error("the PIN directory found none of the PINs asked for");
  return {
    pins,
    perSecond: Math.round(count / (elapsedMs / 1000)),
    nsEach: Math.round((elapsedMs * 1e6) / count),
    heapMb: mb(held(after) - held(before)),
  };
}
