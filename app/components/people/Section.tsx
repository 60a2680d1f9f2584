// A collapsible section of a person's page: one open at a time, kept in the `section` parameter; the
// heading is a link, so it opens and closes without JavaScript. Clicking the open one closes it.
import type { ReactNode } from "react";
import { DisclosureLink, useOpenParam } from "~/components/kit/Disclosure";

export function Section({ id, title, fallback, children }: { id: string; title: string; fallback: string | null; children: ReactNode }) {
  const { isOpen } = useOpenParam("section", fallback);
  const open = isOpen(id);
  const bodyId = `section-${id}`;
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby={`${bodyId}-heading`}>
      <h2 id={`${bodyId}-heading`} className="text-lg font-bold text-slate-900">
        <DisclosureLink
          id={id}
          param="section"
          fallback={fallback}
          label={title}
          controls={bodyId}
          className="flex w-full items-center justify-between px-5 py-4 hover:bg-slate-50"
        >
          <span>{title}</span>
          <span aria-hidden="true" className="text-slate-500">
            {open ? "−" : "+"}
          </span>
        </DisclosureLink>
      </h2>
      {open ? (
        <div id={bodyId} className="border-t border-slate-100 px-5 py-4" data-testid={`section-${id}`}>
          {children}
        </div>
      ) : null}
    </section>
  );
}
