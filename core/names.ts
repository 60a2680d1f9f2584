// People's names: the one rule for matching a name written two ways ("Tony La Russa" and "Tony
// LaRussa", "Luka Dončić" and "Luka Doncic") and for the search text a fan's query is compared with, and
// the one reading of a generational suffix (Jr., Sr., II, III, IV, V). Importers, the loader, the seed's
// names and the search endpoints all use these functions (decision 0115).

/** Letters NFKD does not take apart into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  þ: "th",
  Þ: "th",
  ß: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ı: "i",
  ħ: "h",
  Ħ: "h",
};

/**
 * A text as search compares it: lower case, accents and other marks taken off ("Dončić" -> "doncic"),
 * apostrophes and periods dropped ("O'Neal" -> "oneal", "J.J." -> "jj"), every other run of punctuation
 * and space one space ("Clinton-Dix" -> "clinton dix").
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[øØłŁđĐðÐþÞßæÆœŒıħĦ]/g, (ch) => LETTERS[ch] ?? ch)
    .toLowerCase()
    .replace(/['’‘`´.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The key two spellings of one name share: foldText without its spaces ("Tony La Russa" and "Tony
 * LaRussa" -> "tonylarussa"). A suffix is part of the name: "Ken Griffey Jr." and "Ken Griffey" differ.
 */
export function nameKey(name: string): string {
  return foldText(name).replace(/ /g, "");
}

/** Generational suffixes as we write them, by their folded form. */
const SUFFIXES: Record<string, string> = { jr: "Jr.", sr: "Sr.", ii: "II", iii: "III", iv: "IV", v: "V" };

/** A suffix written as a source writes it ("jr", "JR.", "(Jr.)", "iii") in our form ("Jr.", "III"); null when it is none. */
export function suffixOf(text: string): string | null {
  return SUFFIXES[foldText(text)] ?? null;
}

export type NameWithSuffix = { name: string; suffix: string | null };

/**
 * A full name with its generational suffix taken apart: "Ken Griffey Jr." -> "Ken Griffey" + "Jr.",
 * "Smith, Jr." -> "Smith" + "Jr.", "Frederick Vincent (Jr.)" -> "Frederick Vincent" + "Jr.",
 * "Gary Payton II" -> "Gary Payton" + "II". "V" is a suffix only after two words ("Malcolm V" is a name).
 */
export function splitSuffix(full: string): NameWithSuffix {
  const trimmed = full.trim();
  const match = /^(.*?)[\s,]+\(?([A-Za-z.]+)\)?$/.exec(trimmed);
  if (match) {
    const suffix = suffixOf(match[2]);
    const rest = match[1].replace(/,\s*$/, "").trim();
    const words = rest.split(/\s+/).filter(Boolean);
    if (suffix && words.length >= (suffix === "V" ? 2 : 1)) return { name: rest, suffix };
  }
  return { name: trimmed, suffix: null };
}

/** A full name as shown: the name, then its suffix ("Ken Griffey" + "Jr." -> "Ken Griffey Jr."). */
export function withSuffix(name: string, suffix: string | null | undefined): string {
  return suffix ? `${name} ${suffix}` : name;
}

/**
 * The search terms a fan's query becomes: the folded text ("Dončić" -> "doncic"), and its key when
 * that differs ("la russa" -> "larussa", which finds "LaRussa" in a search text holding name keys).
 */
export function searchTerms(query: string): Array<string> {
  const folded = foldText(query);
  const key = folded.replace(/ /g, "");
  return key === folded ? [folded] : [folded, key];
}

/** The names in a text naming several people ("Hunk Anderson and Luke Johnsos", "A & B", "A, B"). */
export function splitNames(text: string): Array<string> {
  return text
    .split(/\s+and\s+|\s*[&/;]\s*|,\s+(?!(?:jr|sr|ii|iii|iv|v)\b\.?)/i)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The keys of the names in a text naming one or several people, space-separated (what SQL reads with string_to_array). */
export function namesKeys(text: string): string {
  return splitNames(text).map(nameKey).filter(Boolean).join(" ");
}
