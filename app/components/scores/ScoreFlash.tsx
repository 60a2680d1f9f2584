// A score that flashes briefly when it changes (a revalidation brought a new one); nothing moves under
// prefers-reduced-motion, and the first render never flashes. framer-motion's mini animate runs the
// flash, loaded the first time a score changes (app/lib/animate.ts).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { animateElement } from "~/lib/animate";
import { useReducedMotion } from "~/lib/use-reduced-motion";

const FLASH = { backgroundColor: ["rgba(250, 204, 21, 0.75)", "rgba(250, 204, 21, 0)"], transform: ["scale(1.15)", "scale(1)"] };
const TRANSITION = { duration: 1.6, ease: "easeOut" } as const;

export function ScoreFlash({ value, children, className = "" }: { value: string; children: ReactNode; className?: string }) {
  const reduceMotion = useReducedMotion();
  const scope = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  const [flashes, setFlashes] = useState(0);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setFlashes((count) => count + 1);
    if (!reduceMotion && scope.current) animateElement(scope.current, FLASH, TRANSITION);
  }, [value, reduceMotion]);
  return (
    <span ref={scope} className={`${flashes > 0 ? "inline-block rounded " : ""}${className}`} data-score-changes={flashes}>
      {children}
    </span>
  );
}
