// The Overview tab of a team season: the season at a glance, the franchise's title years (first 5, then '+N more championships').
import { Link } from "@remix-run/react";
import { Panel } from "~/components/ui/Panel";
import { moreChampionshipsLabel, preview, recordLabel, winPercentageLabel } from "~/lib/team-labels";
import { FactList } from "./primitives";
import { FranchiseHistory, titleHref, titleLabel } from "./TeamOverview";
import type { TeamChampionship, TeamEra, TeamStats } from "./types";

/** Spec §9: the team championship preview shows 5. */
export const CHAMPIONSHIP_PREVIEW_SIZE = 5;

export function SeasonOverview({
  stats,
  titles,
  eras,
  eraSlug,
  seasonLabel,
  scheduleHref,
  noRecord,
}: {
  stats: TeamStats;
  titles: Array<TeamChampionship>;
  eras: Array<TeamEra>;
  eraSlug: string | null;
  seasonLabel: string;
  scheduleHref: string;
  /** The sentence shown where the record would be (noRecordLine in app/lib/season-coverage.ts). */
  noRecord: string;
}) {
  const { shown, more } = preview(titles, CHAMPIONSHIP_PREVIEW_SIZE);
  const record = stats.record;
  const published = stats.published_record;
  const facts: Array<{ label: string; value: string }> = [{ label: "Season", value: seasonLabel }];
  if (stats.season?.team_name) facts.push({ label: "Played as", value: stats.season.team_name });
  if (stats.season?.league) facts.push({ label: "League", value: stats.season.league.name });
  if (record && record.games_played > 0) {
    facts.push({ label: "Record", value: record.record_line ?? recordLabel(record.wins, record.losses, record.ties) });
    facts.push({ label: "Win %", value: winPercentageLabel(record.win_percentage) });
  } else if (published) {
    facts.push({ label: "Record", value: recordLabel(published.wins, published.losses, published.ties, published.ot_losses) });
  }
  if (stats.playoffs) facts.push({ label: "Playoff Record", value: recordLabel(stats.playoffs.wins, stats.playoffs.losses) });
  facts.push({ label: "Champions", value: stats.season?.championship_won ? "Yes" : "No" });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Panel title="Season at a Glance">
        <FactList facts={facts} />
        {!record && !published ? <p className="mt-4 text-slate-700">{noRecord}</p> : null}
        <p className="mt-4 text-sm">
          <Link to={scheduleHref} className="font-semibold text-primary-800 underline underline-offset-2">
            See every game of the season
          </Link>
        </p>
      </Panel>
      <Panel title="Championships">
        {titles.length === 0 ? (
          <p className="text-slate-700">This franchise has not won a championship in our records.</p>
        ) : (
          <ul className="space-y-2">
            {shown.map((title) => (
              <li key={title.id} className="flex items-center gap-2 text-slate-900">
                <span aria-hidden="true">🏆</span>
                <Link to={titleHref(title)} className="font-medium hover:underline">
                  {titleLabel(title)}
                </Link>
              </li>
            ))}
            {more > 0 ? <li className="text-sm font-semibold text-slate-700">{moreChampionshipsLabel(more)}</li> : null}
          </ul>
        )}
      </Panel>
      {eras.length > 1 ? (
        <div className="lg:col-span-2">
          <Panel title="Franchise History">
            <FranchiseHistory eras={eras} currentSlug={eraSlug} />
          </Panel>
        </div>
      ) : null}
    </div>
  );
}
