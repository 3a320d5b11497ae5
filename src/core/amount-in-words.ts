import type { Paise } from "./money";

/**
 * The invoice total in words, Indian system: "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six
 * and Paise Fifty Only". Customary on Indian invoices, though CGST Rule 46 does not ask for it.
 *
 * Written here rather than with the npm package `to-words` (5.7, en-IN locale): its options cannot give this
 * wording. It puts the unit after the number ("… Fifty Six Rupees And Fifty Paise Only"), writes compounds
 * without a hyphen ("Fifty Six") and capitalises "And"; none of these is configurable, so using it would mean
 * re-parsing its output, which is longer than the words themselves.
 */

const ONES =
  "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen".split(" ");
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** Lakh and crore group digits in twos above the thousands: 1,23,45,678. Largest first. */
const SCALES: Array<[number, string]> = [
  [10_000_000, "Crore"],
  [100_000, "Lakh"],
  [1000, "Thousand"],
  [100, "Hundred"],
];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return n % 10 === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}`;
}

/** Words for a whole number ≥ 1. Above 99 crore the count of crores is itself spelled out ("One Hundred Crore"). */
function words(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${words(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  // No "and" before the tens: the style of Indian invoices ("Four Hundred Fifty-Six").
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError("amountInWords needs a whole, non-negative number of paise.");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees === 0 ? "Zero" : words(rupees);
  return rest === 0 ? `Rupees ${rupeeWords} Only` : `Rupees ${rupeeWords} and Paise ${belowHundred(rest)} Only`;
}
