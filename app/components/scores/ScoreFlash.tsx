// A score that flashes briefly when it changes (a revalidation brought a new one); nothing moves under
// prefers-reduced-motion, and the first render never flashes.
import { motion, useReducedMotion } from "framer-motion";
import { useEffect, useRef, useState, type ReactNode } from "react";

export function ScoreFlash({ value, children, className = "" }: { value: string; children: ReactNode; className?: string }) {
  const reduceMotion = useReducedMotion();
  const previous = useRef(value);
  const [flashes, setFlashes] = useState(0);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setFlashes((count) => count + 1);
  }, [value]);
  if (reduceMotion || flashes === 0) {
    return (
      <span className={className} data-score-changes={flashes}>
        {children}
      </span>
    );
  }
  return (
    <motion.span
      key={flashes}
      className={`rounded ${className}`}
      data-score-changes={flashes}
      initial={{ backgroundColor: "rgba(250, 204, 21, 0.75)", scale: 1.15 }}
      animate={{ backgroundColor: "rgba(250, 204, 21, 0)", scale: 1 }}
      transition={{ duration: 1.6, ease: "easeOut" }}
    >
      {children}
    </motion.span>
  );
}
