// A season's postseason as a bracket (issue 33): rounds in order, each matchup a sentence ("Boston
// Celtics won 4-3 over Los Angeles Lakers"), drawn in HTML and CSS only (app/styles/bracket.css).
// A season without postseason games answers 404 with a page that says why.
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { apiLevel } from "@sites";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { bracketView, howDecided, matchupSentence, NO_CONTEST, type BracketMatchupView, type BracketTeamView, type BracketView } from "~/lib/bracket-view";
import { useRowLinks } from "~/components/kit/RowLinks";
import { routeMeta } from "~/lib/meta";
import bracketStyles from "~/styles/bracket.css?url";

export const headers = pageHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: bracketStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const slug = params.slug ?? "";
  return loadPage(async () => {
    const bracket = await api.seasonBracket(slug);
    // A sport site shows its own sport's seasons only.
    if (site.sport && (bracket.sport.slug !== site.sport || (site.level && bracket.level.slug !== apiLevel(site.level)))) {
      notFound("Season not found");
    }
    // No postseason games: the page says why, answered as a 404 (nothing to index).
    return data(
      { bracket: bracketView(bracket) },
      { status: bracket.rounds.length === 0 ? 404 : 200, headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

export const meta = routeMeta<Awaited<ReturnType<typeof loader>>["data"]>(({ data: page }) => ({
  title: `${page.bracket.season.name} Postseason Bracket`,
  description: bracketDescription(page.bracket),
}));

export const ErrorBoundary = routeErrorBoundary({
  failure: { title: "Error Loading the Bracket" },
  notFound: { title: "Bracket Not Found", message: "We hold no season at this address.", backTo: "/seasons", backLabel: "Back to Seasons" },
});

function bracketDescription(bracket: BracketView): string {
  const final = bracket.rounds.at(-1)?.matchups.find((m) => m.is_final);
  if (!final || final.winner === null) return `${bracket.season.name}: the postseason round by round.`;
  return `${bracket.season.name}: the postseason round by round. ${matchupSentence(final)}.`;
}

export default function BracketPage() {
  const { bracket } = useLoaderData<typeof loader>();
  const { season } = bracket;
  const rounds = bracket.rounds;
  const main = rounds.filter((r) => r.round > 0);
  // A long bracket (a 68-team tournament) is long on a phone: a list of its rounds to jump to.
  const jumpList = rounds.length > 4;
  // The matchups' team and game links are plain links (hundreds on a tournament); this one handler navigates in the app.
  const onLinkClick = useRowLinks();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb
        className="mb-3"
        items={[{ label: "All Seasons", to: "/seasons" }, { label: season.name, to: `/seasons/${season.slug}` }, { label: "Bracket" }]}
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{season.name} Postseason</h1>
      <p className="mt-1 text-sm text-slate-700">
        {bracket.championship ? (
          <>
            Every round up to the{" "}
            <Link to={`/championships/${bracket.championship.slug}`} className="text-primary-800 underline">
              {bracket.championship.name}
            </Link>
            , as the games we hold played it.
          </>
        ) : (
          "Every round, as the games we hold played it."
        )}
      </p>
      {bracket.why_empty ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-800" role="status" data-testid="bracket-empty">
          {bracket.why_empty}{" "}
          <Link to={`/seasons/${season.slug}`} className="text-primary-800 underline">
            Back to the season
          </Link>
        </p>
      ) : null}
      {bracket.missing.length > 0 ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800" data-testid="bracket-missing">
          <p className="font-semibold">What our games do not hold</p>
          <ul className="ml-5 list-disc">
            {bracket.missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {jumpList ? (
        <nav className="bracket-jump mt-4" aria-label="Rounds of this bracket">
          <ul>
            {rounds.map((round) => (
              <li key={round.round}>
                <a href={`#round-${round.round}`}>{round.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {rounds.length > 0 ? (
        // A delegated handler for the links inside (a keyboard activation of a link is a click too).
        <ol className="bracket mt-6" aria-label="Rounds" data-testid="bracket" onClick={onLinkClick}>
          {rounds.map((round) => {
            const index = main.indexOf(round);
            const next = index >= 0 ? main[index + 1] : undefined;
            const previous = index > 0 ? main[index - 1] : undefined;
            const classes = [
              "bracket-round",
              round.round === 0 ? "is-preliminary" : "",
              next && next.matchups.length * 2 === round.matchups.length ? "joins-next" : "",
              previous && round.matchups.length * 2 === previous.matchups.length ? "joined" : "",
            ];
            return (
              <li key={round.round} className={classes.filter(Boolean).join(" ")} aria-labelledby={`round-${round.round}`}>
                <h2 id={`round-${round.round}`}>{round.name}</h2>
                {round.byes.length > 0 ? <p className="bracket-byes">With a bye into this round: {round.byes.join(", ")}</p> : null}
                <ol className="bracket-matchups">
                  {round.matchups.map((m, i) => (
                    <li key={m.id} className="bracket-matchup">
                      {/* A region is named over its first matchup of each round. */}
                      <Matchup matchup={m} year={season.start_year} regionStarts={m.region !== null && m.region !== round.matchups[i - 1]?.region} />
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}

function TeamName({ team, year, winner }: { team: BracketTeamView; year: number; winner: boolean }) {
  return (
    <>
      {team.seed === null ? null : (
        <span className="bracket-seed">
          {team.seed}
          <span className="sr-only"> seed</span>{" "}
        </span>
      )}
      <a href={`/teams/${team.slug}/${year}`} className={winner ? "bracket-team is-winner" : "bracket-team"}>
        {team.name}
      </a>
    </>
  );
}

function Matchup({ matchup: m, year, regionStarts }: { matchup: BracketMatchupView; year: number; regionStarts: boolean }) {
  return (
    <div className={m.is_final ? "bracket-card is-final" : "bracket-card"} data-testid="bracket-matchup">
      {regionStarts ? <p className="bracket-region">{m.region}</p> : null}
      <p>
        <span className="bracket-line">
          <TeamName team={m.team_a} year={year} winner={m.winner === "a" || m.decided_by === "no contest"} />
        </span>
        <span className="bracket-how">{howDecided(m)}</span>
        <span className="bracket-line">
          <TeamName team={m.team_b} year={year} winner={m.winner === "b"} />
        </span>
        {m.decided_by === "no contest" ? <span className="bracket-how">{NO_CONTEST}</span> : null}
      </p>
      {m.game_ids.length === 0 ? null : (
        <p className="bracket-games">
          {m.game_ids.length === 1 ? (
            <a href={`/scores/${m.game_ids[0]}`}>Box score</a>
          ) : (
            <>
              Games:{" "}
              {m.game_ids.map((id, i) => (
                <a key={id} href={`/scores/${id}`} aria-label={`Game ${i + 1}`}>
                  {i + 1}
                </a>
              ))}
            </>
          )}
        </p>
      )}
    </div>
  );
}
