// Whether the document has hydrated: set once by the root layout's effect, which runs after every
// effect of the first render. Long tables keep the server's rows only until then (decision 0191).
import { useEffect } from "react";

let hydrated = false;

export function documentHydrated(): boolean {
  return hydrated;
}

/** The root layout calls this once. */
export function useMarkDocumentHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
