// On this day (/on-this-day?date=MM-DD): a day of the year across the years, per league, newest first:
// the titles decided that day, its postseason games (title games first), a few regular-season games
// (the largest margins) with a link to all of them (`games=` and `page=`), and the birthdays and deaths
// of the people we hold. Today in America/New_York by default; the day before and after are links; a
// month-and-day picker (and a league filter where the site has several) works without JavaScript.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  MONTH_NAMES,
  ON_THIS_DAY_KINDS,
  ON_THIS_DAY_PAGE_SIZE,
  clampMonthDay,
  daysInMonth,
  monthDayLabel,
  monthDaySlug,
  parseMonthDay,
} from "@core/on-this-day";
import { PRIVATE_NO_STORE, pageHeaders } from "~/.server/cache-headers";
import { badRequest, ensurePageInRange, loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi, type SportsApi } from "~/.server/sports-api.server";
import { FilterForm, SelectField } from "~/components/kit/FilterForm";
import { Pager } from "~/components/kit/Pager";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { RecordsNav } from "~/components/records/RecordsNav";
import { useRootData } from "~/components/shell/use-root-data";
import { EmptyState } from "~/components/ui/EmptyState";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";
import { canonicalSearch, pageCount } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

const filtersSchema = z.object({
  date: z.string().max(20).optional().catch(undefined),
  month: fields.id(),
  day: fields.id(),
  league: fields.token(),
  games: z.enum(ON_THIS_DAY_KINDS).optional().catch(undefined),
  page: fields.page(),
});

type Summary = Awaited<ReturnType<SportsApi["onThisDay"]>>;
type GamePage = Awaited<ReturnType<SportsApi["onThisDayGames"]>>;
type Game = GamePage["results"][number];

/** What the page shows of a game, a title and a person: only the words and links (a lighter page). */
type GameView = { id: number; year: string; text: string; note: string };
type PersonView = { name: string; href: string; note: string };

function gameText(game: Game): string {
  const [winner, loser] = game.home.score >= game.away.score ? [game.home, game.away] : [game.away, game.home];
  return `${winner.name} ${winner.score}, ${loser.name} ${loser.score}${game.overtime ? ` (${game.overtime})` : ""}`;
}

function gameView(game: Game): GameView {
  const round = game.round ?? (game.game_type === "regular" ? null : "Postseason");
  return { id: game.id, year: game.date.slice(0, 4), text: gameText(game), note: [round, game.title_game ? "title game" : null].filter(Boolean).join(" · ") };
}

function personView(person: Summary["sections"][number]["births"][number]): PersonView {
  return {
    name: person.name,
    href: person.href,
    note: `${person.date.slice(0, 4)}${person.role === "coach" ? ", coach" : ""}${person.hall_of_fame ? ", Hall of Fame" : ""}`,
  };
}

function sectionView(section: Summary["sections"][number]) {
  return {
    slug: section.league.slug,
    name: section.league.name,
    abbreviation: section.league.abbreviation,
    titles: section.titles.map((title) => ({
      key: `${title.championship.slug}-${title.season.start_year}`,
      date: title.date,
      href: `/championships/${title.championship.slug}`,
      name: `${title.championship.name}${title.edition ? ` ${title.edition}` : ""}`,
      result: `${title.winner.name}${title.winner_score !== null && title.runner_up_score !== null ? ` ${title.winner_score}-${title.runner_up_score}` : ""}${title.runner_up ? ` over ${title.runner_up.name}` : ""}${title.series ? ` (${title.series})` : ""}`,
    })),
    postseason: { count: section.postseason.count, games: section.postseason.games.map(gameView) },
    regular: { count: section.regular.count, games: section.regular.games.map(gameView) },
    births: section.births.map(personView),
    deaths: section.deaths.map(personView),
  };
}

/** The page's URL for a day (and the league and list kept). */
function dayHref(date: string, league: string | null, games?: string | null): string {
  return `/on-this-day${canonicalSearch({ date, league, games: league ? games : null })}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = sportsApi(request, requestSite(request));
  const filters = parseSearch(filtersSchema, url.searchParams);
  // The picker's month and day (a form without JavaScript) become the one URL of that day.
  if (filters.month !== undefined || filters.day !== undefined) {
    const picked = clampMonthDay(filters.month ?? 1, filters.day ?? 1);
    if (!picked) badRequest("Pick a month from 1 to 12 and a day from 1 to 31.");
    throw redirect(dayHref(monthDaySlug(picked), filters.league ?? null, filters.games), { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
  return loadPage(async () => {
    const league = filters.league;
    if (filters.games && league) {
      const list = await api.onThisDayGames({ date: filters.date, league, kind: filters.games, page: filters.page });
      ensurePageInRange(url, filters.page, pageCount(list.count, ON_THIS_DAY_PAGE_SIZE));
      const kindWord = filters.games === "postseason" ? "postseason" : "regular-season";
      const title = `On This Day, ${list.date.label}: ${list.league.abbreviation} ${kindWord} games`;
      return data(
        {
          title,
          day: list.date,
          previous: list.previous_day,
          next: list.next_day,
          league,
          games: filters.games,
          leagues: [],
          sections: null,
          notable: null,
          list: { count: list.count, games: list.results.map(gameView) },
          page: filters.page,
        },
        { headers: { "Cache-Control": api.client.cacheControl() } },
      );
    }
    const summary = await api.onThisDay({ date: filters.date, league });
    // The NFL's notable lines of the day, from the box scores (1999-2020), under its section.
    const notable = summary.sections.some((section) => section.league.slug === "nfl") ? await api.notableGames(summary.date.slug) : null;
    return data(
      {
        title: `On This Day: ${summary.date.label}`,
        day: summary.date,
        previous: summary.previous_day,
        next: summary.next_day,
        league: summary.league?.slug ?? null,
        games: null,
        leagues: summary.leagues.map((l) => ({ slug: l.slug, abbreviation: l.abbreviation })),
        sections: summary.sections.map(sectionView),
        notable: notable && notable.lines.length > 0 ? { bound: notable.bound, lines: notable.lines.map(notableView) } : null,
        list: null,
        page: 1,
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: page.title,
  description: `${page.day.label} in sports history: the titles decided, the games played, and the players and coaches born and who died on ${page.day.label}, from the data we hold.`,
  keywords: ["on this day", "this day in sports history", page.day.label, "birthdays", "title games"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "On This Day",
  failure: { title: "Failed to load this day" },
  notFound: { title: "Not Found", message: "We hold no such league on this site.", backTo: "/on-this-day", backLabel: "Back to On This Day" },
});

function GameList({ games, testId }: { games: ReadonlyArray<GameView>; testId: string }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" data-testid={testId}>
      {games.map((game) => (
        <li key={game.id} className="flex flex-wrap gap-x-3 px-3 py-2" data-testid="day-game">
          <span className="tabular-nums text-slate-600">{game.year}</span>
          <a href={`/scores/${game.id}`} className="font-semibold text-primary-700 hover:underline">
            {game.text}
          </a>
          <span className="text-slate-600">{game.note}</span>
        </li>
      ))}
    </ul>
  );
}

type Section = ReturnType<typeof sectionView>;

type NotableLine = Awaited<ReturnType<SportsApi["notableGames"]>>["lines"][number];

/** "Adrian Peterson, 296 rushing yards for the Minnesota Vikings against the San Diego Chargers". */
function notableView(line: NotableLine) {
  return {
    key: `${line.game_id}-${line.player.name}-${line.what}`,
    year: line.date.slice(0, 4),
    gameId: line.game_id,
    player: line.player,
    text: `${line.value} ${line.what} for the ${line.team} against the ${line.opponent}`,
  };
}

function NotableGames({ notable }: { notable: NonNullable<PageData["notable"]> }) {
  return (
    <div className="space-y-1" data-testid="day-notable">
      <h3 className="font-semibold text-slate-900">{`Notable games (${notable.bound}): 400 passing yards, 200 rushing or receiving yards`}</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
        {notable.lines.map((line) => (
          <li key={line.key} className="flex flex-wrap gap-x-3 px-3 py-2" data-testid="day-notable-line">
            <span className="tabular-nums text-slate-600">{line.year}</span>
            {line.player.slug ? (
              <a href={`/players/${line.player.slug}`} className="font-semibold text-primary-700 hover:underline">
                {line.player.name}
              </a>
            ) : (
              <span className="font-semibold">{line.player.name}</span>
            )}
            <a href={`/scores/${line.gameId}?tab=stats`} className="text-primary-800 hover:underline">
              {line.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function People({ heading, people, testId }: { heading: string; people: ReadonlyArray<PersonView>; testId: string }) {
  if (people.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{`${heading} (${people.length})`}</h3>
      <ul className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={`${person.href}-${person.note}`} data-testid="day-person">
            <a href={person.href} className="text-primary-700 hover:underline">
              {person.name}
            </a>
            <span className="ml-1 tabular-nums text-slate-600">{person.note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LeagueSection({ section, day, notable }: { section: Section; day: PageData["day"]; notable: PageData["notable"] }) {
  const allGames = (kind: "postseason" | "regular") => dayHref(day.slug, section.slug, kind);
  return (
    <section aria-labelledby={`day-${section.slug}`} className="space-y-3" data-testid={`day-${section.slug}`}>
      <h2 id={`day-${section.slug}`} className="text-xl font-semibold text-slate-900">
        {section.name}
      </h2>
      {section.titles.length > 0 ? (
        <div data-testid="day-titles">
          <h3 className="font-semibold text-slate-900">Titles decided</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {section.titles.map((title) => (
              <li key={title.key} data-testid="day-title">
                <span className="tabular-nums text-slate-600">{title.date}</span>{" "}
                <a href={title.href} className="font-semibold text-primary-700 hover:underline">
                  {title.name}
                </a>
                {`: ${title.result}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {section.postseason.count > 0 ? (
        <div className="space-y-1">
          <h3 className="font-semibold text-slate-900">
            {section.postseason.count > section.postseason.games.length
              ? `Postseason games: ${section.postseason.games.length} of ${section.postseason.count} (title games first, then the newest)`
              : `Postseason games (${section.postseason.count})`}
          </h3>
          <GameList games={section.postseason.games} testId="day-postseason" />
          {section.postseason.count > section.postseason.games.length ? (
            <a
              href={allGames("postseason")}
              className="text-sm font-semibold text-primary-800 hover:underline"
            >{`All ${section.postseason.count} ${section.abbreviation} postseason games on ${day.label}`}</a>
          ) : null}
        </div>
      ) : null}
      {section.regular.count > 0 ? (
        <div className="space-y-1">
          <h3 className="font-semibold text-slate-900">
            {section.regular.count > section.regular.games.length
              ? `Regular season: the ${section.regular.games.length} largest wins of ${section.regular.count.toLocaleString("en-US")} games`
              : `Regular-season games (${section.regular.count})`}
          </h3>
          <GameList games={section.regular.games} testId="day-regular" />
          {section.regular.count > section.regular.games.length ? (
            <a
              href={allGames("regular")}
              className="text-sm font-semibold text-primary-800 hover:underline"
            >{`All ${section.regular.count.toLocaleString("en-US")} ${section.abbreviation} regular-season games on ${day.label}`}</a>
          ) : null}
        </div>
      ) : null}
      {section.slug === "nfl" && notable ? <NotableGames notable={notable} /> : null}
      <People heading="Born" people={section.births} testId="day-births" />
      <People heading="Died" people={section.deaths} testId="day-deaths" />
    </section>
  );
}

export default function OnThisDayPage() {
  const page = useLoaderData<typeof loader>();
  const origin = useRootData()?.site.origin ?? null;
  const { day, sections, list, leagues } = page;
  const days = Array.from({ length: daysInMonth(day.month) }, (_, i) => String(i + 1));
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-700">
          {`What happened on ${day.label} across the years, newest first, from the games, champions and people we hold. Days are counted in Eastern time.`}
        </p>
      </header>
      <nav aria-label="Days" className="flex justify-between text-sm font-semibold">
        <a href={dayHref(page.previous, page.league, page.games)} rel="prev" className="text-primary-800 hover:underline">{`← ${parseLabel(page.previous)}`}</a>
        <a href={dayHref(page.next, page.league, page.games)} rel="next" className="text-primary-800 hover:underline">{`${parseLabel(page.next)} →`}</a>
      </nav>
      <FilterForm action="/on-this-day" label="Pick a day">
        <SelectField name="month" label="Month" value={String(day.month)} options={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))} />
        <SelectField name="day" label="Day" value={String(day.day)} options={days.map((d) => ({ value: d, label: d }))} />
        {leagues.length > 1 ? (
          <SelectField
            name="league"
            label="League"
            value={page.league ?? ""}
            options={[{ value: "", label: "All leagues" }, ...leagues.map((l) => ({ value: l.slug, label: l.abbreviation }))]}
          />
        ) : page.league ? (
          <input type="hidden" name="league" value={page.league} />
        ) : null}
        {page.games ? <input type="hidden" name="games" value={page.games} /> : null}
      </FilterForm>

      {list ? (
        <section className="space-y-3" aria-label="Games">
          <p className="text-sm text-slate-700" data-testid="list-count">
            {`${list.count.toLocaleString("en-US")} games, newest first. `}
            <a href={dayHref(day.slug, page.league)} className="font-semibold text-primary-800 hover:underline">{`Back to ${day.label}`}</a>
          </p>
          {list.games.length === 0 ? <EmptyState role="status" title="No games on this day" /> : <GameList games={list.games} testId="day-all-games" />}
          <Pager page={page.page} pageCount={pageCount(list.count, ON_THIS_DAY_PAGE_SIZE)} label="Games pages" />
        </section>
      ) : sections && sections.length === 0 ? (
        <EmptyState role="status" title={`Nothing we hold happened on ${day.label}`} />
      ) : (
        sections?.map((section) => <LeagueSection key={section.slug} section={section} day={day} notable={page.notable} />)
      )}
      {origin && sections
        ? sections.map((section) => (
            <JsonLdScript
              key={section.slug}
              data={itemListLd(
                `${section.abbreviation} on ${day.label}`,
                [...section.postseason.games, ...section.regular.games].map((game) => ({ name: `${game.year}: ${game.text}`, path: `/scores/${game.id}` })),
                origin,
              )}
            />
          ))
        : null}
    </div>
  );
}

/** "02-04" in words for the day links. */
function parseLabel(slug: string): string {
  const date = parseMonthDay(slug);
  return date ? monthDayLabel(date) : slug;
}
