// Any path no route claims: the 404 page with a 404 status.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
