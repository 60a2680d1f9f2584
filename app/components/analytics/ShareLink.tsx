// Share: the page's canonical URL. A plain link without JavaScript; with it, a button that copies the URL.
import { useEffect, useState } from "react";
import { useToast } from "~/components/shell/Toasts";
import { buttonClass } from "~/components/ui/Button";

export function ShareLink({ url }: { url: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const toast = useToast();
  useEffect(() => setEnhanced(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  if (!enhanced) {
    return (
      <a href={url} className={buttonClass("secondary")}>
        Share
      </a>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass("secondary")}
      onClick={() => {
        navigator.clipboard.writeText(url).then(
          () => toast.showToast("Link copied to the clipboard.", "success"),
          () => toast.showToast(`Copy this link: ${url}`, "info"),
        );
      }}
    >
      Share
    </button>
  );
}
