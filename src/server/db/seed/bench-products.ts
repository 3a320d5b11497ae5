import { DEFAULT_GST_RATE, DEFAULT_HSN } from "~/src/core/product-tax";
import { benchSpecs, voltageText } from "./bench-specs";
import type { SeedData, SeedProduct } from "./seed-data";

/** Builds a description: prose paragraphs, then a "Specifications:" block of "- key: value" lines. */
function describe(paragraphs: string[], specs: Array<[string, string]>): string {
  const specBlock = ["Specifications:", ...specs.map(([key, value]) => `- ${key}: ${value}`)].join("\n");
  return [...paragraphs, specBlock].join("\n\n");
}

/** Every image file used by the seed products, in first-use order (deterministic). */
function seedImageFiles(products: SeedProduct[]): string[] {
  const seen = new Set<string>();
  for (const product of products) {
    for (const image of product.images) seen.add(image);
  }
  return [...seen];
}

const BENCH_DISCOUNTS = [0, 0, 5, 10, 0, 15, 20, 0, 25, 30, 0, 40, 50];

/**
 * Deterministic synthetic products for load tests: n products cycling through the seed's categories
 * and images (pass what loadSeedData() read), ids "bench-0001"…
 */
export function makeBenchProducts(n: number, seed: Pick<SeedData, "categories" | "products">): SeedProduct[] {
  const count = Math.max(0, Math.floor(n));
  const images = seedImageFiles(seed.products);
  const categories = seed.categories;
  const products: SeedProduct[] = [];
  for (let i = 0; i < count; i++) {
    const number = i + 1;
    const label = String(number).padStart(4, "0");
    const category = categories[i % categories.length];
    const image = images[i % images.length];
    const specs = benchSpecs(category, Math.floor(i / categories.length));
    products.push({
      id: `bench-${label}`,
      name: `Bench Component ${label}`,
      category,
      description: describe(
        [`Synthetic product ${label} in ${category}, generated for load tests.`],
        [
          ["Voltage", voltageText(specs)],
          ["Current", `${specs.currentMa ?? (i % 9) * 50 + 50} mA`],
          ["Interface", specs.interfaces?.join(", ") || "None"],
          ["Pins", String(3 + (i % 14))],
          ["Size", `${20 + (i % 40)} × ${15 + (i % 25)} mm`],
        ],
      ),
      price: 25 + ((i * 137) % 4976),
      discount: BENCH_DISCOUNTS[i % BENCH_DISCOUNTS.length],
      stock: i % 50 === 49 ? 0 : 5 + ((i * 31) % 396),
      bestSeller: i % 17 === 0,
      images: [image],
      hsn: DEFAULT_HSN,
      gstRate: DEFAULT_GST_RATE,
      specs,
    });
  }
  return products;
}
