// COPY's text format written straight into UTF-8 bytes: a row's values tab-separated, \N for null,
// backslash, tab and line breaks escaped. A chunk of 50,000 rows is one growing byte array instead of a
// string built by concatenation: no rope of a million short strings for the garbage collector to copy,
// and the bytes move to the database thread without a copy (a transfer) and without a second encoding.

const BACKSLASH = 92;
const TAB = 9;
const NEWLINE = 10;
const RETURN = 13;
const ZERO = 48;
const MINUS = 45;
/** The N of `\N`, COPY's null. */
const CAPITAL_N = 78;

/** The letter each escaped ASCII character is written as after a backslash (0: written as it is). */
const ESCAPE_LETTER = new Uint8Array(128);
ESCAPE_LETTER[BACKSLASH] = BACKSLASH;
ESCAPE_LETTER[TAB] = 116; // t
ESCAPE_LETTER[NEWLINE] = 110; // n
ESCAPE_LETTER[RETURN] = 114; // r

const encoder = new TextEncoder();

export class CopyTextWriter {
  private bytes: Uint8Array<ArrayBuffer>;
  private length = 0;
  /** Digits of an integer, written backwards (safe integers have at most 16). */
  private readonly digits = new Uint8Array(24);

  constructor(capacity = 1 << 20) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Room for `count` more bytes. */
  private reserve(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    let capacity = this.bytes.length * 2;
    while (capacity < this.length + count) capacity *= 2;
    const grown = new Uint8Array(capacity);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  get byteLength(): number {
    return this.length;
  }

  null(): void {
    this.reserve(2);
    this.bytes[this.length++] = BACKSLASH;
    this.bytes[this.length++] = CAPITAL_N;
  }

  tab(): void {
    this.reserve(1);
    this.bytes[this.length++] = TAB;
  }

  endOfRow(): void {
    this.reserve(1);
    this.bytes[this.length++] = NEWLINE;
  }

  /** A number as String() writes it (a safe integer digit by digit, without a string). */
  number(value: number): void {
    if (!Number.isSafeInteger(value)) return this.text(String(value));
    this.reserve(17);
    let rest = value;
    if (rest < 0) {
      this.bytes[this.length++] = MINUS;
      rest = -rest;
    }
    let count = 0;
    do {
      this.digits[count++] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    while (count > 0) this.bytes[this.length++] = this.digits[--count];
  }

  /** Text with COPY's escapes (backslash, tab, line feed, carriage return). */
  text(value: string): void {
    const count = value.length;
    this.reserve(count * 2);
    const bytes = this.bytes;
    let at = this.length;
    for (let index = 0; index < count; index++) {
      const code = value.charCodeAt(index);
      if (code >= 0x80) {
        this.length = at;
        return this.wideText(value, index);
      }
      const letter = ESCAPE_LETTER[code];
      if (letter !== 0) {
        bytes[at++] = BACKSLASH;
        bytes[at++] = letter;
      } else bytes[at++] = code;
    }
    this.length = at;
  }

  /** The rest of a text from `from` on, where a character beyond ASCII is: escaped, then encoded as UTF-8. */
  private wideText(value: string, from: number): void {
    const rest = value.slice(from).replace(/[\\\t\n\r]/g, (c) => `\\${String.fromCharCode(ESCAPE_LETTER[c.charCodeAt(0)])}`);
    this.reserve(rest.length * 3);
    this.length += encoder.encodeInto(rest, this.bytes.subarray(this.length)).written;
  }

  /** The bytes written, in an array of their own (which can be transferred), and the writer emptied. */
  take(): Uint8Array<ArrayBuffer> {
    const written = this.bytes.slice(0, this.length);
    this.length = 0;
    return written;
  }
}
