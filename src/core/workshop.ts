import { WORKSHOP_PRICE_PER_KIT_RUPEES, WORKSHOP_STUDENTS_PER_KIT } from "./constants";

export interface WorkshopEstimate {
  students: number;
  kits: number;
  costRupees: number;
}

/** One kit per 4 students, rounded up, at 2000 rupees per kit (§9). Fewer than 0 students counts as 0. */
export function workshopEstimate(students: number): WorkshopEstimate {
  const count = Number.isFinite(students) && students > 0 ? students : 0;
  const kits = Math.ceil(count / WORKSHOP_STUDENTS_PER_KIT);
  return { students: count, kits, costRupees: kits * WORKSHOP_PRICE_PER_KIT_RUPEES };
}

/** The workshops schools can book (ids of the storefront's built-in workshops, §3). */
export const BOOKABLE_WORKSHOP_IDS: readonly string[] = ["drone-building-workshop"];
