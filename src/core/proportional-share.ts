/**
 * Splits a whole number of paise into parts proportional to `weights`, so that the parts add up to the
 * total exactly: each part is rounded down, and the paise left over go one each to the parts that lost
 * most by rounding (the largest remainder; on a tie, the earlier part). Used for a kit's 5 % discount
 * across its lines, so every line's charged price is what the customer paid for it and the lines add up
 * to the order's amount.
 */
export function shareInProportion(totalPaise: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalPaise)) throw new RangeError("only whole paise can be shared");
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 0)) throw new RangeError("weights must be whole numbers of 0 or more");
  // A negative amount (money going back) is shared as its positive, so it mirrors the same split.
  if (totalPaise < 0) return shareInProportion(-totalPaise, weights).map((part) => -part || 0);
  if (weights.length === 0) {
    if (totalPaise !== 0) throw new RangeError("an amount cannot be shared among no parts");
    return [];
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  // Nothing to weigh by: equal parts, so no paisa is lost.
  if (sum === 0)
    return shareInProportion(
      totalPaise,
      weights.map(() => 1),
    );
  // BigInt: a large kit's total × a line's weight can pass 2^53, where numbers stop being exact integers.
  const big = BigInt(sum);
  const exact = weights.map((weight, index) => {
    const product = BigInt(totalPaise) * BigInt(weight);
    return { index, floor: Number(product / big), rest: product % big };
  });
  let left = totalPaise - exact.reduce((a, part) => a + part.floor, 0);
  const parts = exact.map((part) => part.floor);
  for (const part of [...exact].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))) {
    if (left <= 0) break;
    parts[part.index] += 1;
    left -= 1;
  }
  return parts;
}
