/**
 * Which of a line's candidates it means. Its id or its exact name decides. Otherwise a candidate is strong when it
 * holds every word of the line, or three in four and resembles the whole text ("HC-SR04 ultrasonic sensor module" → "HC-SR04 Ultrasonic Distance Sensor").
 * One strong candidate, or one well ahead of the next, is the match; several close ones make the line ambiguous;
 * none, and the nearest few are offered as suggestions.
 */

export interface Candidate {
  id: string;
  /** The line is the product's id, or its name but for case. */
  exact: boolean;
  /** The share of the line's words the name holds (as parts of it, or closely for a misspelt word). */
  coverage: number;
  /** pg_trgm word_similarity of the line to the closest part of the name, 0–1. */
  ws: number;
  /** pg_trgm similarity of the line to the whole name, 0–1: shorter names that say just this score higher. */
  sim: number;
  /** 0: the name starts with the line; 1: contains it; 2: neither. */
  place: number;
  /** Numbers (with units) in the name the line does not say ("8 GB" for a line asking for "4 GB"): each counts against it. */
  otherNumbers: number;
}

/** How far ahead the best strong candidate must be to be taken without asking. */
const CLEAR_LEAD = 0.15;
const STRONG_RESEMBLANCE = 0.6;
const SUGGESTIONS = 3;

const score = (candidate: Candidate) =>
  2 * candidate.coverage + candidate.ws + candidate.sim + [0.3, 0.15, 0][candidate.place] - 0.15 * Math.min(3, candidate.otherNumbers);
const isStrong = (candidate: Candidate) => candidate.coverage >= 1 || (candidate.coverage >= 0.75 && candidate.ws >= STRONG_RESEMBLANCE);

export function pickProducts(candidates: Candidate[]): { status: "matched"; id: string } | { status: "ambiguous" | "not-found"; ids: string[] } {
  const unique = [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
  const exact = unique.filter((candidate) => candidate.exact);
  if (exact.length === 1) return { status: "matched", id: exact[0].id };
  if (exact.length > 1) return { status: "ambiguous", ids: exact.slice(0, SUGGESTIONS).map((candidate) => candidate.id) };
  const ranked = unique
    .map((candidate) => ({ id: candidate.id, strong: isStrong(candidate), score: score(candidate) }))
    .sort((a, b) => b.score - a.score);
  const strong = ranked.filter((candidate) => candidate.strong);
  if (strong.length === 1 || (strong.length > 1 && strong[0].score - strong[1].score >= CLEAR_LEAD)) return { status: "matched", id: strong[0].id };
  if (strong.length > 1) return { status: "ambiguous", ids: strong.slice(0, SUGGESTIONS).map((candidate) => candidate.id) };
  return { status: "not-found", ids: ranked.slice(0, SUGGESTIONS).map((candidate) => candidate.id) };
}
