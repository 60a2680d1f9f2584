// /cookies: the cookie policy, naming the two cookies the site actually sets.
import { LegalContact, LegalPage, LegalSection } from "~/components/static/LegalPage";
import { routeMeta } from "~/lib/meta";
import { staticPageHeaders } from "~/.server/static-page-headers";
import { TableScroll } from "~/components/ui/TableScroll";

export const headers = staticPageHeaders;

export const meta = routeMeta(() => ({ title: "Cookie Policy", description: "The cookies our sites use and why." }));

type CookieType = { name: string; required: boolean; description: string };

const COOKIE_TYPES: ReadonlyArray<CookieType> = [
  {
    name: "Essential Cookies",
    required: true,
    description: "Needed for the site to work and to keep it secure. They cannot be switched off.",
  },
  {
    name: "Analytics Cookies",
    required: false,
    description: "Help us understand how visitors use the site so we can improve it. We do not set any today.",
  },
  {
    name: "Functionality Cookies",
    required: false,
    description: "Remember the choices you make, such as the season you selected.",
  },
  {
    name: "Marketing Cookies",
    required: false,
    description: "Used to show relevant advertising. We do not set any today.",
  },
];

type CookieRow = { name: string; type: string; purpose: string; duration: string };

const COOKIES_WE_SET: ReadonlyArray<CookieRow> = [
  {
    name: "selectedSeason",
    type: "Functionality",
    purpose: "Remembers the season you chose in the season picker.",
    duration: "1 year",
  },
  {
    name: "adminAccess",
    type: "Essential",
    purpose: "Remembers that the administrator link was requested, so it stays visible.",
    duration: "1 year",
  },
];

export default function CookiesPage() {
  return (
    <LegalPage title="Cookie Policy" intro="Cookies are small text files a website stores on your device. This policy explains which cookies we use and why.">
      <LegalSection title="Types of Cookies">
        <ul className="!ml-0 space-y-4">
          {COOKIE_TYPES.map((type) => (
            <li key={type.name} className="!ml-0 !list-none">
              <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
                {type.name}
                {type.required ? <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800">Required</span> : null}
              </h3>
              <p className="mt-1">{type.description}</p>
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="Cookies We Set">
        <p>We set only two cookies, and neither is used for tracking or advertising:</p>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The cookies this site sets</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES_WE_SET.map((cookie) => (
                <tr key={cookie.name} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-mono font-medium text-slate-900">
                    {cookie.name}
                  </th>
                  <td className="py-2 pr-4">{cookie.type}</td>
                  <td className="py-2 pr-4">{cookie.purpose}</td>
                  <td className="py-2">{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </LegalSection>
      <LegalSection title="Managing Cookies">
        <p>
          You can delete or block cookies in your browser settings. If you block the selectedSeason cookie, the site shows the default season on every visit.
        </p>
      </LegalSection>
      <LegalContact topic="our use of cookies" />
    </LegalPage>
  );
}
