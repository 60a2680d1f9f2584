// The footer's social links: placeholders that go nowhere yet (the spec says so), with their icons.
export type SocialId = "twitter" | "facebook" | "instagram" | "youtube";

export const SOCIAL_LINKS: ReadonlyArray<{ id: SocialId; label: string }> = [
  { id: "twitter", label: "Twitter" },
  { id: "facebook", label: "Facebook" },
  { id: "instagram", label: "Instagram" },
  { id: "youtube", label: "YouTube" },
];

const PATHS: Record<SocialId, string> = {
  twitter: "M4 4l7.2 9.6L4.4 20h1.6l5.9-5.5L16 20h4l-7.5-10L18.9 4h-1.6l-5.5 5.1L8 4H4z",
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v6h4v-6h3l1-4h-4V8.5c0-.3.2-.5.5-.5z",
  instagram: "M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm4 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z",
  youtube:
    "M21 8.2a3 3 0 00-2.1-2.1C17 5.6 12 5.6 12 5.6s-5 0-6.9.5A3 3 0 003 8.2 31 31 0 002.6 12 31 31 0 003 15.8a3 3 0 002.1 2.1c1.9.5 6.9.5 6.9.5s5 0 6.9-.5a3 3 0 002.1-2.1 31 31 0 00.4-3.8 31 31 0 00-.4-3.8zM10 15V9l5.2 3L10 15z",
};

export function SocialIcon({ id }: { id: SocialId }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <path fillRule="evenodd" d={PATHS[id]} />
    </svg>
  );
}
