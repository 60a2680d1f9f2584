// The header logo: the site's logo image over its name, so a logo that fails to load leaves the name.
import { useEffect, useRef, useState } from "react";
import type { PublicSite } from "~/lib/site-links";

type SiteLogoProps = { site: Pick<PublicSite, "name" | "logoUrl"> };

/**
 * Without JavaScript the name is laid out underneath the image, which covers it (the logos are
 * opaque 180x40 artwork). A broken image would still paint its frame and icon over the name, so its
 * ::after (rendered by browsers only for images that failed) paints the name over them instead.
 * With JavaScript a failed load removes the image, as the spec asks.
 */
export function SiteLogo({ site }: SiteLogoProps) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setBroken(false);
    // The error may have happened before hydration attached onError.
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setBroken(true);
  }, [site.logoUrl]);

  return (
    // A plain link: the header's click handler navigates it in the app (SiteHeader).
    <a
      href="/"
      data-discover="true"
      className="relative inline-grid h-10 w-[180px] shrink-0 items-center overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
      data-testid="site-logo"
    >
      <span className="col-start-1 row-start-1 line-clamp-2 text-sm leading-tight font-bold text-primary-800" data-testid="site-name">
        {site.name}
      </span>
      {broken ? null : (
        <img
          ref={image}
          src={site.logoUrl}
          alt=""
          data-name={site.name}
          width={180}
          height={40}
          className="relative col-start-1 row-start-1 h-10 w-[180px] after:absolute after:inset-0 after:flex after:items-center after:bg-white after:text-sm after:leading-tight after:font-bold after:text-primary-800 after:content-[attr(data-name)]"
          onError={() => setBroken(true)}
        />
      )}
    </a>
  );
}
