// The notice on pages whose figures are illustrations, so nobody reads them as real data.
export function SampleContentNotice({ children }: { children?: string }) {
  return (
    <p
      role="note"
      className="mb-8 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <span aria-hidden="true" className="font-bold">
        i
      </span>
      <span>
        <strong>Sample content.</strong>{" "}
        {children ?? "The figures on this page are illustrative examples, not real data."}
      </span>
    </p>
  );
}
