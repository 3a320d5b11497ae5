import { BackupRefusal } from "./backup-format";

const NEWLINE = 10;
const BACKSLASH = 92;
const DOT = 46;
/** A header or trailer longer than this is not one (a file that is not a backup may have no newline at all). */
const MAX_JSON_LINE = 16 * 1024 * 1024;

/** Reads a backup's sections from its decompressed bytes, without holding more than a chunk and a line. */
export class BackupReader {
  private buffered: Buffer = Buffer.alloc(0);

  constructor(
    private readonly source: AsyncIterator<Buffer>,
    private readonly file: string,
  ) {}

  private async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value;
    return true;
  }

  /** The next line (header or trailer) as text, or null at the end of the file. */
  async line(): Promise<string | null> {
    for (let searched = 0; ;) {
      const end = this.buffered.indexOf(NEWLINE, searched);
      if (end !== -1) {
        const text = this.buffered.subarray(0, end).toString("utf8");
        this.buffered = this.buffered.subarray(end + 1);
        return text;
      }
      searched = this.buffered.length;
      if (searched > MAX_JSON_LINE || !(await this.more())) return null;
    }
  }

  /** One table's COPY rows, in chunks of whole lines, up to (not including) its `\.` line; counts them. */
  async *rows(counter: { rows: number }, table: string): AsyncGenerator<Buffer> {
    for (;;) {
      let start = 0;
      for (let end = this.buffered.indexOf(NEWLINE); end !== -1; end = this.buffered.indexOf(NEWLINE, start)) {
        if (end - start === 2 && this.buffered[start] === BACKSLASH && this.buffered[start + 1] === DOT) {
          const last = this.buffered.subarray(0, start);
          this.buffered = this.buffered.subarray(end + 1);
          if (last.length) yield last;
          return;
        }
        counter.rows += 1;
        start = end + 1;
      }
      if (start > 0) {
        const whole = this.buffered.subarray(0, start);
        this.buffered = this.buffered.subarray(start);
        yield whole;
      }
      if (!(await this.more())) throw new BackupRefusal(`${this.file} is damaged: it ends in the middle of table ${table}.`);
    }
  }

  /** Reads to the end: nothing may follow the trailer, and gzip checks its checksum only there. */
  async expectEnd(): Promise<void> {
    if (this.buffered.length || (await this.more())) throw new BackupRefusal(`${this.file} is damaged: there is data after its end.`);
  }
}
