// Where two game datasets cover the same games, they agree game by game (date, home, away, score):
// what lets one of them supply a part of a season and the other be superseded without loss.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import type { DatasetImporter, GameRecord } from "../../../db/import/types";
import { importer as allsop } from "../../../db/import/sources/nba-games-bbref-2015-2022-allsop";
import { importer as bbref } from "../../../db/import/sources/nba-games-bbref-2001-2020";
import { importer as nbaData } from "../../../db/import/sources/nba-data-2010-2024";
import { importer as sportsRef } from "../../../db/import/sources/sportsref-schedules-nba-2023-2026-nfl-2025";
import { importer as spreadspoke } from "../../../db/import/sources/spreadspoke";

const dir = process.env.SPORTS_DATA_DIR;

/**
 * Where spreadspoke is wrong: the Dolphins beat the Jets 27-21 on 2025-09-29
 * (https://www.pro-football-reference.com/boxscores/202509290mia.htm); spreadspoke has 27-17. The
 * 2025 season comes from pro-football-reference (higher priority), so the wrong score is not shown.
 */
const SPREADSPOKE_ERRORS: Record<string, string> = {
  "2025-09-29 new-york-jets@miami-dolphins": "2025-09-29 new-york-jets@miami-dolphins 21-27",
};

const key = (g: GameRecord) => `${g.date} ${g.away}@${g.home}`;
const line = (g: GameRecord) => `${key(g)} ${g.awayScore}-${g.homeScore}`;

async function games(importer: DatasetImporter): Promise<Array<GameRecord>> {
  return (await collectImport(importer, join(dir ?? "", importer.id))).games;
}

describe.skipIf(!dir)("game datasets agree where they overlap (needs SPORTS_DATA_DIR)", () => {
  let fromSportsRef: Array<GameRecord>;
  beforeAll(async () => {
    fromSportsRef = await games(sportsRef);
  });

  it("spreadspoke's 2025 NFL games are in the pro-football-reference season with the same scores", async () => {
    const early = (await games(spreadspoke)).filter((g) => g.season === 2025);
    expect(early.length).toBeGreaterThan(0);
    const pfr = new Map(fromSportsRef.filter((g) => g.league === "nfl").map((g) => [key(g), line(g)]));
    for (const game of early) expect(pfr.get(key(game)), key(game)).toBe(SPREADSPOKE_ERRORS[key(game)] ?? line(game));
    expect(early.filter((game) => SPREADSPOKE_ERRORS[key(game)] !== undefined)).toHaveLength(Object.keys(SPREADSPOKE_ERRORS).length);
  });

  it("nba-data-2010-2024's playoffs of 2022-23 and 2023-24 are basketball-reference's, play-in aside", async () => {
    const playoffs = (list: Array<GameRecord>) =>
      list
        .filter((g) => g.league === "nba" && (g.season === 2022 || g.season === 2023) && g.type !== "regular" && g.round !== "Play-In")
        .map(line)
        .sort();
    expect(playoffs(await games(nbaData))).toEqual(playoffs(fromSportsRef));
  });

  it("allsop's regular seasons 2014-15..2018-19 are nba-games-bbref-2001-2020's, game for game", async () => {
    const regular = (list: Array<GameRecord>) =>
      list
        .filter((g) => g.type === "regular" && g.season >= 2014 && g.season <= 2018)
        .map(line)
        .sort();
    const a = regular(await games(allsop));
    expect(a).toHaveLength(5 * 1230);
    expect(a).toEqual(regular(await games(bbref)));
  });
});
