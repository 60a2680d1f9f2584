// A football game's box score: for each team its passing, rushing and receiving tables with the team's
// totals (its players' lines added up), each table in its own scroll box so a phone scrolls the table,
// not the page; players linked to their pages where we hold them (plain links that one handler on the box
// score navigates in the app, decision 0193: a <Link> is two components and a dozen hooks on every render).
import type { ReactNode } from "react";
import type { BoxScore as BoxScoreData, TeamBoxScore } from "@api/model";
import { useRowLinks } from "~/components/kit/RowLinks";
import { TableScroll } from "~/components/ui/TableScroll";

type TeamName = { id: number; name: string; abbreviation: string | null };

const average = (yards: number, tries: number) => (tries > 0 ? (yards / tries).toFixed(1) : "-");

function PlayerCell({ player }: { player: { slug: string | null; name: string } }) {
  return (
    <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-medium">
      {player.slug ? (
        <a href={`/players/${player.slug}`} className="text-primary-800 hover:underline">
          {player.name}
        </a>
      ) : (
        player.name
      )}
    </th>
  );
}

function StatTable({
  caption,
  testId,
  headings,
  rows,
  totals,
}: {
  caption: string;
  testId: string;
  headings: Array<[short: string, title: string]>;
  rows: Array<{ key: string; player: ReactNode; cells: Array<string | number> }>;
  totals: Array<string | number>;
}) {
  return (
    <TableScroll className="mb-4">
      <table className="min-w-full text-right text-sm tabular-nums" data-testid={testId}>
        <caption className="mb-1 text-left text-sm font-bold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-2 py-1 text-left">
              Player
            </th>
            {headings.map(([short, title]) => (
              <th key={short} scope="col" className="px-2 py-1">
                <abbr title={title} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              {row.player}
              {row.cells.map((cell, index) => (
                <td key={index} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="px-2 py-1 text-left">
              Team
            </th>
            {totals.map((cell, index) => (
              <td key={index} className="px-2 py-1">
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

function TeamTables({ team, box }: { team: TeamName; box: TeamBoxScore }) {
  const { passing, rushing, receiving } = box.totals;
  const label = team.abbreviation ?? team.name;
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={`${team.name} box score`} data-testid={`box-${team.id}`}>
      <h3 className="mb-3 text-base font-bold text-slate-900">{team.name}</h3>
      <StatTable
        caption={`${label} passing`}
        testId="box-passing"
        headings={[
          ["C/ATT", "Completions / attempts"],
          ["YDS", "Passing yards"],
          ["TD", "Touchdown passes"],
          ["INT", "Interceptions thrown"],
          ["SK", "Sacked"],
          ["SKY", "Yards lost to sacks"],
        ]}
        rows={box.passing.map((line, index) => ({
          key: `${line.player.name}-${index}`,
          player: <PlayerCell player={line.player} />,
          cells: [`${line.completions}/${line.attempts}`, line.yards, line.touchdowns, line.interceptions, line.sacks, line.sack_yards],
        }))}
        totals={[`${passing.completions}/${passing.attempts}`, passing.yards, passing.touchdowns, passing.interceptions, passing.sacks, passing.sack_yards]}
      />
      <StatTable
        caption={`${label} rushing`}
        testId="box-rushing"
        headings={[
          ["CAR", "Carries"],
          ["YDS", "Rushing yards"],
          ["AVG", "Yards a carry"],
          ["TD", "Rushing touchdowns"],
          ["FL", "Fumbles lost"],
        ]}
        rows={box.rushing.map((line, index) => ({
          key: `${line.player.name}-${index}`,
          player: <PlayerCell player={line.player} />,
          cells: [line.attempts, line.yards, average(line.yards, line.attempts), line.touchdowns, line.fumbles_lost],
        }))}
        totals={[rushing.attempts, rushing.yards, average(rushing.yards, rushing.attempts), rushing.touchdowns, rushing.fumbles_lost]}
      />
      <StatTable
        caption={`${label} receiving`}
        testId="box-receiving"
        headings={[
          ["REC", "Receptions"],
          ["TGT", "Targets"],
          ["YDS", "Receiving yards"],
          ["AVG", "Yards a catch"],
          ["TD", "Receiving touchdowns"],
        ]}
        rows={box.receiving.map((line, index) => ({
          key: `${line.player.name}-${index}`,
          player: <PlayerCell player={line.player} />,
          cells: [line.receptions, line.targets, line.yards, average(line.yards, line.receptions), line.touchdowns],
        }))}
        totals={[receiving.receptions, receiving.targets, receiving.yards, average(receiving.yards, receiving.receptions), receiving.touchdowns]}
      />
    </section>
  );
}

/** The box score of a game: away team first, as the page lists them; the note when the data lacks it. */
export function BoxScore({ box, away, home }: { box: BoxScoreData; away: TeamName; home: TeamName }) {
  const onPlayerLinkClick = useRowLinks();
  return (
    // A delegated handler for the player links inside (a keyboard activation of a link is a click too).
    <section aria-labelledby="box-score-heading" className="space-y-4" data-testid="box-score" onClick={onPlayerLinkClick}>
      <h2 id="box-score-heading" className="text-lg font-bold text-slate-900">
        Box score
      </h2>
      {box.note ? (
        <p className="text-sm text-slate-700" data-testid="box-score-note">
          {box.note}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Passing, rushing and receiving from the play-by-play (nflfastR); team totals add up the players&apos; lines.</p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {box.away ? <TeamTables team={away} box={box.away} /> : null}
        {box.home ? <TeamTables team={home} box={box.home} /> : null}
      </div>
    </section>
  );
}
