// A JSON-LD data block (not executed: the Content-Security-Policy lists its hash like any inline script,
// so browsers report no violation); the text is escaped by jsonLdText.
import { jsonLdText, type JsonLd } from "~/lib/json-ld";

export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
