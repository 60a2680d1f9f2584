// The legal pages' layout: numbered sections of plain text and a contact section with the address.
import { useId, type ReactNode } from "react";
import { useContactEmail } from "~/components/shell/use-root-data";
import { StaticPage } from "./StaticPage";

export const LEGAL_LAST_UPDATED = "January 1, 2025";

type LegalPageProps = { title: string; intro: ReactNode; children: ReactNode };

export function LegalPage({ title, intro, children }: LegalPageProps) {
  return (
    <StaticPage title={title} intro={intro} width="prose" eyebrow="Legal">
      <p className="-mt-4 mb-8 text-sm text-slate-700">Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className="space-y-8">{children}</div>
    </StaticPage>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-slate-900">{children}</div>
    </section>
  );
}

/** The last section of every legal page: where to write. */
export function LegalContact({ topic }: { topic: string }) {
  const email = useContactEmail();
  return (
    <LegalSection title="Contact Us">
      <p>
        If you have any questions about {topic}, contact us at{" "}
        <a href={`mailto:${email}`} className="font-medium text-primary-800 underline hover:text-primary-900">
          {email}
        </a>
        .
      </p>
      <p>Championship History, Overland Park, KS, USA.</p>
    </LegalSection>
  );
}
