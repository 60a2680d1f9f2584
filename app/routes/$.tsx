// The catch-all route: any path no other route matches is a 404, rendered by the root error boundary.
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  // Never rendered: the loader always throws, and the root error boundary shows the Not Found page.
  return null;
}
