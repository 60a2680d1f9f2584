// The footer: contact address, location, placeholder social links, legal pages and sister sites.
// Its links are plain links that one click handler navigates in the app (useRowLinks, decision 0194).
import { useRowLinks } from "~/components/kit/RowLinks";
import type { PublicSite, SisterSite } from "~/lib/site-links";
import { siteNavItems } from "./nav-items";
import { useRootData } from "./use-root-data";
import { SocialIcon, SOCIAL_LINKS } from "./social-links";

type SiteFooterProps = { site: PublicSite; sisterSites: Array<SisterSite>; contactEmail: string };

export const FOOTER_LOCATION = "Overland Park, KS";

export const LEGAL_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
  { label: "Data Sources", to: "/data-sources" },
];

/** `.footer-link` in tailwind.css: one short class on each of the footer's twenty links. */
const linkClass = "footer-link";

export function SiteFooter({ site, sisterSites, contactEmail }: SiteFooterProps) {
  const emptySections = useRootData()?.emptySections;
  const sisters = sisterSites.filter((sister) => sister.id !== site.id);
  const year = new Date().getFullYear();
  const onLinkClick = useRowLinks();
  return (
    <footer onClick={onLinkClick} className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm text-slate-300">{site.description}</p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <a href="#" aria-label={social.label} className="footer-social">
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Explore">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-3 space-y-2">
            {siteNavItems(emptySections).map((item) => (
              <li key={item.label}>
                <a href={item.to} data-discover="true" className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/features" data-discover="true" className={linkClass}>
                Features
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Sister sites">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Sister Sites</h2>
          <ul className="mt-3 space-y-2">
            {sisters.map((sister) => (
              <li key={sister.id}>
                <a href={sister.url} className={linkClass}>
                  {sister.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {contactEmail}
              </a>
            </p>
            <p>{FOOTER_LOCATION}</p>
          </address>
          <nav aria-label="Legal" className="mt-6">
            <ul className="space-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <a href={link.to} data-discover="true" className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
