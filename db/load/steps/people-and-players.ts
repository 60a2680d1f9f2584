// Step: people (one per person key, mergePeople: a dated record newest first, else the first dataset's, gaps filled from the others), players (one per person and
// league) and their season lines (mergeSeasonLines). The players go to a temporary table: the
// people-directory facts step writes each to `players` once, with his facts (decision 0084).
import { careerStats } from "../../../core/career-stats";
import { foldText, nameKey, withSuffix } from "../../../core/names";
import { bulkInsert } from "../bulk-insert";
import { createPlayersLoad, mergePeople, mergePlayers, mergeSeasonLines, PLAYERS_LOAD } from "../people-derived";
import { reduceRecordLines } from "../record-lines";
import { uniqueSlugger } from "../slug";
import { SupersededLines } from "../superseded-lines";
import type { LoadStep } from "./load-context";

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

export const peopleAndPlayers: LoadStep = {
  name: "people, players and player seasons",
  async run(ctx) {
    const { tx, datasets, seed, ids, counts } = ctx;
    const people = mergePeople(datasets.flatMap(({ data }) => data.people));
    const seedSuffix = new Map(seed.nameSuffixes.map((entry) => [entry.personKey, entry.suffix]));
    const personIds = new Map<string, number>();
    const personSlug = uniqueSlugger();
    const personRows: Array<Array<unknown>> = [];
    for (const p of people) {
      if (personIds.has(p.key)) continue;
      const id = personRows.length + 1;
      personIds.set(p.key, id);
      const suffix = p.suffix ?? seedSuffix.get(p.key) ?? null;
      const fullName = withSuffix(`${p.firstName} ${p.lastName}`.trim(), suffix);
      personRows.push([
        id,
        personSlug(fullName),
        p.key,
        p.firstName,
        p.lastName,
        fullName,
        p.birthDate ?? null,
        p.birthCity ?? null,
        p.birthState ?? null,
        p.birthCountry ?? null,
        p.deathDate ?? null,
        p.college ?? null,
        p.heightInches ?? null,
        p.weightPounds ?? null,
        p.hallOfFame ?? false,
        p.deathsRecorded ?? false,
        suffix,
        nameKey(fullName),
        foldText(fullName),
      ]);
    }
    // Not awaited yet: the players' rows below are built while the database writes the people.
    const peopleWritten = bulkInsert(
      tx,
      "people",
      [
        ["id", "int"],
        ["slug", "text"],
        ["source_key", "text"],
        ["first_name", "text"],
        ["last_name", "text"],
        ["full_name", "text"],
        ["birth_date", "date"],
        ["birth_city", "text"],
        ["birth_state", "text"],
        ["birth_country", "text"],
        ["death_date", "date"],
        ["college", "text"],
        ["height_inches", "int"],
        ["weight_pounds", "int"],
        ["hall_of_fame", "bool"],
        ["deaths_recorded", "bool"],
        ["suffix", "text"],
        ["name_key", "text"],
        ["search_name", "text"],
      ],
      personRows,
    );
    peopleWritten.catch(() => undefined); // awaited below
    const slugOfPerson = new Map(personRows.map((row) => [row[0] as number, row[1] as string]));
    ctx.people = { ids: personIds, fullNames: new Map(personRows.map((row) => [row[0] as number, row[5] as string])) };

    // Players: one per person and league; seasons give first/last season and the current team.
    // A player-season two datasets hold: the lines of the higher precedence kept, the others stored for the report (decision 0147).
    const superseded = new SupersededLines();
    const playerSeasons = mergeSeasonLines(
      datasets.flatMap(({ data }) => data.playerSeasons).filter((s) => personIds.has(s.personKey)),
      superseded.add,
    );
    const latestSeasonByLeague = new Map<string, number>();
    for (const s of playerSeasons) latestSeasonByLeague.set(s.league, Math.max(latestSeasonByLeague.get(s.league) ?? 0, s.season));
    const playerIds = new Map<string, number>();
    const playerRows: Array<Array<unknown>> = [];
    const playerSlug = uniqueSlugger();
    const seasonsByPlayer = new Map<string, Array<(typeof playerSeasons)[number]>>();
    for (const s of playerSeasons) {
      const key = `${s.personKey}|${s.league}`;
      const list = seasonsByPlayer.get(key) ?? [];
      list.push(s);
      seasonsByPlayer.set(key, list);
    }
    const playerRecords = mergePlayers(datasets.flatMap(({ data }) => data.players).filter((p) => personIds.has(p.personKey)));
    const playerRecordByKey = new Map(playerRecords.map((p) => [`${p.personKey}|${p.league}`, p]));
    const addPlayer = (personKey: string, league: string) => {
      const key = `${personKey}|${league}`;
      if (playerIds.has(key)) return;
      const record = playerRecordByKey.get(key);
      const seasons = (seasonsByPlayer.get(key) ?? []).sort((a, b) => a.season - b.season);
      const last = seasons.at(-1);
      const id = playerRows.length + 1;
      playerIds.set(key, id);
      const personId = personIds.get(personKey) as number;
      // The later of the player record's last season and his last season line (a later dataset's lines extend a career).
      const lastSeason = finite(Math.max(record?.lastSeason ?? -Infinity, last?.season ?? -Infinity));
      const isActive = lastSeason !== null && lastSeason >= (latestSeasonByLeague.get(league) ?? Infinity);
      playerRows.push([
        id,
        playerSlug(slugOfPerson.get(personId) ?? personKey),
        personId,
        ids.leagues.get(league),
        record?.position ?? last?.position ?? null,
        finite(Math.min(record?.firstSeason ?? Infinity, seasons[0]?.season ?? Infinity)),
        lastSeason,
        record?.draftYear ?? null,
        record?.draftRound ?? null,
        record?.draftPick ?? null,
        record?.draftTeam ? (ids.teams.get(record.draftTeam) ?? null) : null,
        record?.jerseyNumber ?? last?.jerseyNumber ?? null,
        last?.team ? (ids.teams.get(last.team) ?? null) : null,
        isActive,
        careerStats(
          seasons.map((line) => ({ team_id: line.team ? 1 : null, season_start_year: line.season, stats: line.stats, other_league: line.otherLeague ?? null })),
        ),
      ]);
    };
    for (const record of playerRecords) addPlayer(record.personKey, record.league);
    for (const s of playerSeasons) addPlayer(s.personKey, s.league);
    ctx.players = playerIds;
    counts.people = await peopleWritten;
    counts.superseded_season_lines = await superseded.write(tx, personIds, ids.leagues);
    await createPlayersLoad(tx);
    counts.players = await bulkInsert(
      tx,
      PLAYERS_LOAD,
      [
        ["id", "int"],
        ["slug", "text"],
        ["person_id", "int"],
        ["league_id", "int"],
        ["position", "text"],
        ["first_season", "int"],
        ["last_season", "int"],
        ["draft_year", "int"],
        ["draft_round", "int"],
        ["draft_pick", "int"],
        ["draft_team_id", "int"],
        ["jersey_number", "text"],
        ["current_team_id", "int"],
        ["is_active", "bool"],
        ["career_stats", "jsonb"],
      ],
      playerRows,
    );
    const seasonRows = playerSeasons.map((s) => [
      playerIds.get(`${s.personKey}|${s.league}`),
      s.team ? (ids.teams.get(s.team) ?? null) : null,
      s.season,
      s.position ?? null,
      s.jerseyNumber ?? null,
      s.isStarter ?? null,
      s.isCaptain ?? null,
      s.stats,
      s.source,
      s.otherLeague ?? null,
    ]);
    const seasonsWritten = bulkInsert(
      tx,
      "player_seasons",
      [
        ["player_id", "int"],
        ["team_id", "int"],
        ["season_start_year", "int"],
        ["position", "text"],
        ["jersey_number", "text"],
        ["is_starter", "bool"],
        ["is_captain", "bool"],
        ["stats", "jsonb"],
        ["source", "text"],
        ["other_league", "text"],
      ],
      seasonRows,
    );
    seasonsWritten.catch(() => undefined); // awaited below
    // The record book's reduced lines (record-lines.ts), from the rows as written: reduced while the main
    // thread waits for the database in the steps that follow, and awaited by the record book step.
    ctx.recordLines = reduceRecordLines(
      playerSeasons.map((s, index) => ({
        playerId: seasonRows[index][0] as number,
        leagueId: ids.leagues.get(s.league) as number,
        teamId: seasonRows[index][1] as number | null,
        season: s.season,
        stats: s.stats,
        otherLeague: s.otherLeague ?? null,
      })),
      () => new Promise((resolve) => setImmediate(resolve)),
    );
    ctx.recordLines.catch(() => undefined); // awaited by the record book step
    counts.player_seasons = await seasonsWritten;
  },
};
