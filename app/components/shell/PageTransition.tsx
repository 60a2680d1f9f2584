// The fade-and-slide between pages. The first render starts at its final state, so server-rendered
// pages (and pages without JavaScript) are fully visible; reduced motion turns the movement off.
import { motion, useReducedMotion } from "framer-motion";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

const ENTER = { opacity: 0, y: 12 };
const SHOWN = { opacity: 1, y: 0 };
const TRANSITION = { duration: 0.25, ease: "easeOut" } as const;

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduceMotion = useReducedMotion();
  const hasNavigated = useRef(false);

  useEffect(() => {
    hasNavigated.current = true;
  }, []);

  const animateEntry = hasNavigated.current && !reduceMotion;
  return (
    <motion.div
      key={pathname}
      initial={animateEntry ? ENTER : false}
      animate={SHOWN}
      transition={reduceMotion ? { duration: 0 } : TRANSITION}
    >
      {children}
    </motion.div>
  );
}
