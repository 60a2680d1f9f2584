// The fade-and-slide between pages. The first render starts at its final state, so server-rendered
// pages (and pages without JavaScript) are fully visible; reduced motion turns the movement off.
// framer-motion's mini animate runs it, loaded at the first navigation (app/lib/animate.ts).
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { animateElement } from "~/lib/animate";
import { useReducedMotion } from "~/lib/use-reduced-motion";

const ENTER = { opacity: [0, 1], transform: ["translateY(12px)", "translateY(0px)"] };
const TRANSITION = { duration: 0.25, ease: "easeOut" } as const;

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduceMotion = useReducedMotion();
  const scope = useRef<HTMLDivElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!reduceMotion && scope.current) animateElement(scope.current, ENTER, TRANSITION);
  }, [pathname, reduceMotion]);

  return <div ref={scope}>{children}</div>;
}
