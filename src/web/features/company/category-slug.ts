/**
 * Old menu addresses like /categories/gaming name a category by a short slug. "gaming" is what the
 * home menu calls the IoT and robotics kits (§2); any other slug matches a category name written
 * as a slug ("sensors", "boards-microcontrollers", "drone-and-robotics-kits").
 */
export const CATEGORY_SLUG_ALIASES: Record<string, string> = {
  gaming: "Drone & Robotics Kits",
};

/** Letters and digits only, without the word "and": "Drone & Robotics Kits" → "dronerobotickits". */
function slugKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== "and")
    .join("");
}

export function categoryForSlug(slug: string, categories: string[]): string | null {
  const alias = CATEGORY_SLUG_ALIASES[slug.toLowerCase()];
  if (alias && categories.includes(alias)) return alias;
  const key = slugKey(slug);
  if (!key) return null;
  return categories.find((name) => slugKey(name) === key) ?? null;
}
