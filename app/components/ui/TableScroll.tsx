// The box a wide table scrolls in on a narrow screen. It is the containing block of what the table
// positions absolutely (a sortable header's screen-reader text), so nothing escapes it and widens the page.
import type { ReactNode } from "react";

export function TableScroll({ className = "", children }: { className?: string; children: ReactNode }) {
  return <div className={`relative max-w-full overflow-x-auto ${className}`}>{children}</div>;
}
