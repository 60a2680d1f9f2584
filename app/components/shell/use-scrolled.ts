// Whether the page has scrolled past a threshold; the header blurs its background from then on.
import { useEffect, useState } from "react";

export const SCROLL_BLUR_THRESHOLD_PX = 20;

export function useScrolled(threshold: number = SCROLL_BLUR_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    function update() {
      setScrolled(window.scrollY > threshold);
    }
    update(); // a reload may restore a scrolled position
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
