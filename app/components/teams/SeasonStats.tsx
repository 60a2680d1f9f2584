// The Stats tab: the season's record from its games, the published record, playoffs, the title, and franchise totals.
import { Panel } from "~/components/ui/Panel";
import { recordLabel, scoringUnit, streakLabel, winPercentageLabel } from "~/lib/team-labels";
import { FactList } from "./primitives";
import type { TeamChampionship, TeamStats } from "./types";
import { seasonsInOurDataLabel, titleLabel } from "./TeamOverview";

function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

export function SeasonStats({
  stats,
  sport,
  seasonTitles,
  seasonLabel,
  noRecord,
}: {
  stats: TeamStats;
  sport: string;
  /** The sentence shown where the record would be (noRecordLine in app/lib/season-coverage.ts). */
  noRecord: string;
  /** The titles won this season (usually none or one). */
  seasonTitles: Array<TeamChampionship>;
  seasonLabel: (year: number) => string;
}) {
  const unit = scoringUnit(sport);
  const record = stats.record;
  const published = stats.published_record;
  const playoffs = stats.playoffs ?? null;
  const wonTitle = stats.season?.championship_won ?? seasonTitles.length > 0;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Panel title="Season Record">
        {record && record.games_played > 0 ? (
          <FactList
            facts={[
              { label: "Record", value: record.record_line ?? recordLabel(record.wins, record.losses, record.ties) },
              { label: "Games Played", value: String(record.games_played) },
              { label: "Win %", value: winPercentageLabel(record.win_percentage) },
              { label: `${unit} For`, value: record.points_for.toLocaleString("en-US") },
              { label: `${unit} Against`, value: record.points_against.toLocaleString("en-US") },
              {
                label: `${unit} Differential`,
                value: `${record.points_for - record.points_against > 0 ? "+" : ""}${record.points_for - record.points_against}`,
              },
              { label: "Home", value: record.home_record ?? "—" },
              { label: "Away", value: record.away_record ?? "—" },
              ...(streakLabel(record.streak, record.streak_type) ? [{ label: "Final Streak", value: streakLabel(record.streak, record.streak_type) }] : []),
            ]}
          />
        ) : (
          <p className="text-slate-700">{noRecord}</p>
        )}
      </Panel>

      <Panel title="Published Record">
        {published ? (
          <FactList
            facts={[
              { label: "Record", value: recordLabel(published.wins, published.losses, published.ties, published.ot_losses) },
              ...(published.points !== null ? [{ label: "Standings Points", value: String(published.points) }] : []),
              ...(published.points_for !== null ? [{ label: `${unit} For`, value: published.points_for.toLocaleString("en-US") }] : []),
              ...(published.points_against !== null ? [{ label: `${unit} Against`, value: published.points_against.toLocaleString("en-US") }] : []),
              ...(published.conference ? [{ label: "Conference", value: published.conference }] : []),
              ...(published.division ? [{ label: "Division", value: published.division }] : []),
              ...(published.division_rank !== null
                ? [{ label: "Division Rank", value: `${ordinal(published.division_rank)}${published.division ? ` in ${published.division}` : ""}` }]
                : []),
              ...(published.made_playoffs !== null ? [{ label: "Made Playoffs", value: published.made_playoffs ? "Yes" : "No" }] : []),
            ]}
          />
        ) : (
          <p className="text-slate-700">No published standings record for this season in our data.</p>
        )}
      </Panel>

      <Panel title="Postseason">
        <FactList
          facts={[
            {
              label: "Playoff Record",
              value: playoffs
                ? `${recordLabel(playoffs.wins, playoffs.losses)} (${playoffs.games} ${playoffs.games === 1 ? "game" : "games"})`
                : "No playoff games in our data",
            },
            {
              label: "Championship",
              value: wonTitle ? (seasonTitles.length > 0 ? `Won: ${seasonTitles.map(titleLabel).join(", ")}` : "Won the championship") : "Not won this season",
            },
          ]}
        />
      </Panel>

      <Panel title="Franchise Totals">
        <FactList
          facts={[
            { label: "Championship Wins", value: String(stats.championships_won) },
            { label: "Seasons in our data", value: seasonsInOurDataLabel(stats, seasonLabel) },
          ]}
        />
      </Panel>
    </div>
  );
}
