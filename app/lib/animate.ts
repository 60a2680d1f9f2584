// framer-motion's mini animate (the browser's Web Animations API), loaded the first time something
// moves: no page needs it to render or hydrate, so it stays out of every page's first JavaScript.
type Animate = typeof import("framer-motion/dom/mini").animate;
type Keyframes = Parameters<Animate>[1];
type Options = Parameters<Animate>[2];

let loading: Promise<Animate> | null = null;

export function animateElement(element: Element, keyframes: Keyframes, options: Options): void {
  loading ??= import("framer-motion/dom/mini").then((module) => module.animate);
  void loading.then((animate) => animate(element, keyframes, options)).catch(() => undefined);
}
