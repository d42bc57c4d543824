const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Where a valid decimal string's significant digits are, found without copying it. */
interface DecimalShape {
  negative: boolean;
  /** First integer digit that is not a leading zero, and the end of the integer part. */
  intStart: number;
  intEnd: number;
  /** The fraction's digits, trailing zeros left out (empty when fracEnd ≤ intEnd + 1). */
  fracEnd: number;
}

/** Filled in place: sorting compares a million pairs, and a new object per value adds up. */
const left: DecimalShape = { negative: false, intStart: 0, intEnd: 0, fracEnd: 0 };
const right: DecimalShape = { negative: false, intStart: 0, intEnd: 0, fracEnd: 0 };

function shapeOf(value: string, shape: DecimalShape): DecimalShape {
  const negative = value.charCodeAt(0) === 45; // '-'
  const dot = value.indexOf('.');
  const intEnd = dot === -1 ? value.length : dot;
  let intStart = negative ? 1 : 0;
  while (intStart < intEnd && value.charCodeAt(intStart) === 48) intStart += 1; // '0'
  let fracEnd = value.length;
  if (dot !== -1) while (fracEnd > dot + 1 && value.charCodeAt(fracEnd - 1) === 48) fracEnd -= 1;
  else fracEnd = intEnd;
  shape.negative = negative;
  shape.intStart = intStart;
  shape.intEnd = intEnd;
  shape.fracEnd = fracEnd;
  return shape;
}

const isZero = (shape: DecimalShape) =>
  shape.intStart === shape.intEnd && shape.fracEnd <= shape.intEnd + 1;

/** Compares the absolute values: integer digits by count, then digit by digit, then the fraction. */
function compareMagnitude(a: string, as: DecimalShape, b: string, bs: DecimalShape): number {
  const aDigits = as.intEnd - as.intStart;
  const bDigits = bs.intEnd - bs.intStart;
  if (aDigits !== bDigits) return aDigits < bDigits ? -1 : 1;
  for (let i = 0; i < aDigits; i += 1) {
    const diff = a.charCodeAt(as.intStart + i) - b.charCodeAt(bs.intStart + i);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  const aFraction = Math.max(0, as.fracEnd - as.intEnd - 1);
  const bFraction = Math.max(0, bs.fracEnd - bs.intEnd - 1);
  for (let i = 0; i < Math.min(aFraction, bFraction); i += 1) {
    const diff = a.charCodeAt(as.intEnd + 1 + i) - b.charCodeAt(bs.intEnd + 1 + i);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return aFraction === bFraction ? 0 : aFraction < bFraction ? -1 : 1;
}

/**
 * Compares two decimal strings exactly (JS numbers would lose digits beyond 2^53), digit by
 * digit: sorting 100,000 amounts makes over a million comparisons, too many to parse each
 * value into a decimal object every time. Malformed values sort before every number so they
 * are easy to spot.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const aValid = DECIMAL.test(a);
  const bValid = DECIMAL.test(b);
  if (!aValid || !bValid) return Number(aValid) - Number(bValid);
  const as = shapeOf(a, left);
  const bs = shapeOf(b, right);
  const aSign = isZero(as) ? 0 : as.negative ? -1 : 1;
  const bSign = isZero(bs) ? 0 : bs.negative ? -1 : 1;
  if (aSign !== bSign) return aSign < bSign ? -1 : 1;
  if (aSign === 0) return 0;
  const magnitude = compareMagnitude(a, as, b, bs);
  return magnitude === 0 ? 0 : aSign * magnitude;
}
