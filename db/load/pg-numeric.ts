// PostgreSQL's `numeric` arithmetic in JavaScript, for the few figures the import computes in memory that
// the database used to compute (decision 0210): a decimal is its digits and its display scale, a sum keeps
// the larger scale, a product the sum of the scales, and a quotient is rounded to the scale PostgreSQL
// chooses for it (numeric.c's select_div_scale: at least 16 significant digits, at least the scale of
// either part). Its text is what numeric_out prints, so a `double precision` column given that text holds
// what PostgreSQL's cast of the quotient gives (numeric_float8 goes through the same text).

/** A decimal: `digits` x 10^-`scale`, its scale that of PostgreSQL's value (trailing zeros count). */
export type Numeric = { readonly digits: bigint; readonly scale: number };

/** numeric.c: decimal digits in one of its base-10,000 digits, and the significant digits a quotient keeps at least. */
const DEC_DIGITS = 4;
const MIN_SIG_DIGITS = 16;
const MAX_DISPLAY_SCALE = 1000;

const TEN = 10n;
const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);

/** A number as `numeric` reads its JSON or COPY text (String(value)), or a decimal's text (from exactSum). */
export function numericOf(value: number | string): Numeric {
  if (typeof value === "number" && Number.isSafeInteger(value)) return { digits: BigInt(value), scale: 0 };
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(typeof value === "number" ? String(value) : value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = "", exponent = "0"] = match;
  let digits = BigInt(`${sign}${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= pow10(-scale);
    scale = 0;
  }
  return { digits, scale };
}

const rescaled = (n: Numeric, scale: number): bigint => n.digits * pow10(scale - n.scale);

export function addNumeric(a: Numeric, b: Numeric): Numeric {
  const scale = Math.max(a.scale, b.scale);
  return { digits: rescaled(a, scale) + rescaled(b, scale), scale };
}

export function multiplyNumeric(a: Numeric, b: Numeric): Numeric {
  return { digits: a.digits * b.digits, scale: a.scale + b.scale };
}

const magnitude = (value: bigint): bigint => (value < 0n ? -value : value);

/**
 * A value's first non-zero base-10,000 digit and its weight (the power of 10,000 it stands for), as
 * numeric.c stores the value: its digits are grouped by four on each side of the decimal point. Zero has
 * weight 0 and first digit 0.
 */
function leadingDigit(n: Numeric): { weight: number; first: number } {
  const m = magnitude(n.digits);
  if (m === 0n) return { weight: 0, first: 0 };
  // The power of ten of the leading decimal digit, then of its group of four.
  const exponent = m.toString().length - 1 - n.scale;
  const weight = Math.floor(exponent / DEC_DIGITS);
  const shift = n.scale + weight * DEC_DIGITS;
  const first = shift >= 0 ? m / pow10(shift) : m * pow10(-shift);
  return { weight, first: Number(first) };
}

/** numeric.c's select_div_scale: the scale of a quotient. */
function divisionScale(a: Numeric, b: Numeric): number {
  const x = leadingDigit(a);
  const y = leadingDigit(b);
  let weight = x.weight - y.weight;
  if (x.first <= y.first) weight--;
  const scale = Math.max(MIN_SIG_DIGITS - weight * DEC_DIGITS, a.scale, b.scale, 0);
  return Math.min(scale, MAX_DISPLAY_SCALE);
}

/** a / b as `numeric` divides: to divisionScale's digits, the last one rounded half away from zero. */
export function divideNumeric(a: Numeric, b: Numeric): Numeric {
  if (b.digits === 0n) throw new Error("division by zero");
  const scale = divisionScale(a, b);
  // a / b x 10^scale = a.digits x 10^(b.scale + scale - a.scale) / b.digits; the exponent is at least 0 (scale >= a.scale).
  const numerator = magnitude(a.digits) * pow10(b.scale + scale - a.scale);
  const denominator = magnitude(b.digits);
  let quotient = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) quotient += 1n;
  const negative = a.digits < 0n !== b.digits < 0n;
  return { digits: negative ? -quotient : quotient, scale };
}

/** numeric_out's text: every digit of the scale, no sign on zero. */
export function numericText(n: Numeric): string {
  const negative = n.digits < 0n;
  const text = magnitude(n.digits)
    .toString()
    .padStart(n.scale + 1, "0");
  const whole = text.slice(0, text.length - n.scale);
  return `${negative ? "-" : ""}${whole}${n.scale > 0 ? `.${text.slice(text.length - n.scale)}` : ""}`;
}
