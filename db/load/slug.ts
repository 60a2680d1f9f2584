// Readable, stable URL slugs: "Green Bay Packers" -> "green-bay-packers".
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out unique slugs: the second "john-smith" becomes "john-smith-2", and so on. */
export function uniqueSlugger(taken: Iterable<string> = []) {
  const used = new Set(taken);
  return (text: string): string => {
    const base = slugify(text) || "unnamed";
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}
