/**
 * Exact decimal arithmetic for prices. Rates are typed as decimals (12.5 %, 1.235 SEK/kg,
 * 0.0873 EUR/SEK); multiplying them as binary floats can land a hair below a half and round the
 * wrong way. Each factor is read back as the decimal it was written as and the product is
 * rounded once, so a figure is what a shipper would get with pen and paper.
 */

interface Fraction {
  numerator: bigint;
  denominator: bigint;
  /** The same as plain numbers when both are safe integers: most prices, weights and rates are. */
  small: { numerator: number; denominator: number } | null;
}

const smallOf = (numerator: bigint, denominator: bigint): Fraction['small'] => {
  const n = Number(numerator);
  const d = Number(denominator);
  return Number.isSafeInteger(n) && Number.isSafeInteger(d) ? { numerator: n, denominator: d } : null;
};

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Fractions of the numbers read lately: a quote reads the same few prices, weights and rates for
 * every service and weight break, and reading one back as a decimal is the costly part.
 */
const recentFractions = new Map<number, Fraction>();
const RECENT_FRACTIONS_KEPT = 4096;

/** The decimal a number was written as: String() gives the shortest text that reads back the same. */
function toFraction(value: number): Fraction {
  const recent = recentFractions.get(value);
  if (recent) return recent;
  const fraction = readFraction(value);
  if (recentFractions.size >= RECENT_FRACTIONS_KEPT) recentFractions.clear();
  recentFractions.set(value, fraction);
  return fraction;
}

function readFraction(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const match = DECIMAL_TEXT.exec(String(value));
  if (!match) throw new RangeError(`Cannot read ${value} as a decimal`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  const numerator = exponent >= 0 ? digits * 10n ** BigInt(exponent) : digits;
  const denominator = exponent >= 0 ? 1n : 10n ** BigInt(-exponent);
  return { numerator, denominator, small: smallOf(numerator, denominator) };
}

/** Integer division rounding half away from zero, the commercial rounding used on invoices. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/**
 * The product of the factors divided by the divisors, rounded half away from zero to a whole
 * number. Used for every amount in minor units (öre, cents).
 */
export function roundedProduct(factors: readonly number[], divisors: readonly number[] = []): number {
  return roundedSumOfProducts([factors], divisors);
}

/**
 * The sum of products divided by the divisors, rounded once, half away from zero, to a whole
 * number: (a × b + c × d) / e exactly, where rounding each product first could drift.
 */
export function roundedSumOfProducts(terms: readonly (readonly number[])[], divisors: readonly number[] = []): number {
  return smallSumOfProducts(terms, divisors) ?? bigSumOfProducts(terms, divisors);
}

/**
 * The same sum worked out in plain numbers while every step stays a safe integer, where a float
 * is exact; null as soon as one would not, for the exact big-integer way. A step whose true value
 * is beyond the safe range comes out beyond it too, so an overflow is never missed.
 */
function smallSumOfProducts(terms: readonly (readonly number[])[], divisors: readonly number[]): number | null {
  const safe = Number.isSafeInteger;
  let numerator = 0;
  let denominator = 1;
  for (const factors of terms) {
    let termNumerator = 1;
    let termDenominator = 1;
    for (const factor of factors) {
      const fraction = toFraction(factor).small;
      if (!fraction) return null;
      termNumerator *= fraction.numerator;
      termDenominator *= fraction.denominator;
      if (!safe(termNumerator) || !safe(termDenominator)) return null;
    }
    const kept = numerator * termDenominator;
    const added = termNumerator * denominator;
    numerator = kept + added;
    denominator *= termDenominator;
    if (!safe(kept) || !safe(added) || !safe(numerator) || !safe(denominator)) return null;
  }
  for (const divisor of divisors) {
    const fraction = toFraction(divisor).small;
    if (!fraction) return null;
    if (fraction.numerator === 0) throw new RangeError('Division by zero');
    numerator *= fraction.denominator;
    denominator *= fraction.numerator;
    if (!safe(numerator) || !safe(denominator)) return null;
  }
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d;
  const quotient = (n - remainder) / d + (2 * remainder >= d ? 1 : 0);
  if (!safe(quotient)) return null;
  // Zero is zero whatever the sign, as the big-integer way gives it.
  return negative && quotient !== 0 ? -quotient : quotient;
}

function bigSumOfProducts(terms: readonly (readonly number[])[], divisors: readonly number[]): number {
  let numerator = 0n;
  let denominator = 1n;
  for (const factors of terms) {
    let termNumerator = 1n;
    let termDenominator = 1n;
    for (const factor of factors) {
      const fraction = toFraction(factor);
      termNumerator *= fraction.numerator;
      termDenominator *= fraction.denominator;
    }
    numerator = numerator * termDenominator + termNumerator * denominator;
    denominator *= termDenominator;
  }
  for (const divisor of divisors) {
    const fraction = toFraction(divisor);
    if (fraction.numerator === 0n) throw new RangeError('Division by zero');
    numerator *= fraction.denominator;
    denominator *= fraction.numerator;
  }
  const result = Number(divideRounded(numerator, denominator));
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount too large to represent exactly');
  return result;
}

/**
 * Rounds a measure up to the next multiple of the step (0.5, 1, 10, 100 …). The measures come
 * from float arithmetic (0.4 × 1850), so a result within a millionth of a step above a multiple
 * is taken as that multiple rather than charged a whole step more.
 */
export function roundUpToStep(value: number, step: number): number {
  if (!(step > 0)) return value;
  const steps = Math.ceil(value / step - 1e-6);
  // toPrecision drops the float tail of a decimal step: 3 × 0.1 is 0.3, not 0.30000000000000004.
  return Number((Math.max(steps, 0) * step).toPrecision(15));
}
