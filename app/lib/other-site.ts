// The 404 of a page that exists on another site of the network (another sport's team on a sport site).

/** What a 404 page says when the page exists on another site of the network. */
export type OtherSite = { name: string; url: string };

/** The other site a thrown 404's data names, if any. */
export function otherSiteOf(body: unknown): OtherSite | null {
  if (!body || typeof body !== "object" || !("otherSite" in body)) return null;
  const other = (body as { otherSite: unknown }).otherSite;
  if (!other || typeof other !== "object") return null;
  const { name, url } = other as Record<string, unknown>;
  return typeof name === "string" && typeof url === "string" ? { name, url } : null;
}
