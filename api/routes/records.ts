// The record book: career and single-season leaders, the franchise index, team records and head-to-head records.
// The lists are computed at import (db/load/record-book.ts); these endpoints read them.
import { ON_THIS_DAY_PAGE_SIZE, todayMonthDay } from "../../core/on-this-day";
import * as m from "../model";
import { LEADER_LIST_LENGTH, LEADER_PAGE_SIZE } from "../../core/record-book";
import { badRequest } from "../errors";
import { pageRequest } from "../pagination";
import { parseParams, refuseNulBytes } from "../params";
import { awardIndexOf, awardOf } from "../records/awards";
import { franchiseIndexOf } from "../records/franchises";
import { headToHeadOf, opponentsFor } from "../records/head-to-head";
import { leadersPage } from "../records/leaders";
import { onThisDayGames, onThisDayOf } from "../records/on-this-day";
import { parseRecordParams } from "../records/params";
import { notableGamesOn, singleGameRecords } from "../records/single-game";
import { teamRecordsOf } from "../records/team-records";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";
import { siteScopeOf } from "../sql-filters";

export const recordRoutes: Array<Route> = [
  route({
    pattern: "records/leaders",
    model: m.leaders,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "league", "statistic", "span", "active", "from", "to"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "league", "page", "page_size"]);
      const own = parseRecordParams(url, ["statistic", "span", "active", "from", "to"]);
      const page = pageRequest(params, LEADER_PAGE_SIZE);
      // A list holds its first 100 ranks: a page of 25 from 1 to 4, or all of them at once.
      if (page.pageSize < LEADER_LIST_LENGTH && page.offset >= LEADER_LIST_LENGTH) {
        throw badRequest(
          `Parameter 'page' must be at most ${Math.ceil(LEADER_LIST_LENGTH / page.pageSize)}: a list holds its first ${LEADER_LIST_LENGTH} ranks.`,
        );
      }
      return leadersPage(
        sql,
        url,
        siteScopeOf(params),
        {
          league: params.league,
          statistic: own.statistic,
          span: own.span ?? "career",
          active: own.active ?? false,
          from: own.from,
          to: own.to,
        },
        page,
      );
    },
  }),
  route({
    pattern: "records/franchises",
    model: m.franchiseIndex,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "league"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "league"]);
      return franchiseIndexOf(sql, siteScopeOf(params), params.league);
    },
  }),
  route({
    pattern: "records/teams",
    model: m.teamRecords,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "league"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "league"]);
      return teamRecordsOf(sql, siteScopeOf(params), params.league);
    },
  }),
  route({
    pattern: "records/awards",
    model: m.awardIndex,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      return awardIndexOf(sql, siteScopeOf(parseParams(url, ["sport__slug", "level__slug"])));
    },
  }),
  route({
    pattern: "records/awards/:slug",
    model: m.awardWinners,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS],
    async handle({ url, sql, params }) {
      refuseNulBytes(url);
      return awardOf(sql, siteScopeOf(parseParams(url, ["sport__slug", "level__slug"])), params.slug);
    },
  }),
  route({
    // A day of the year across the years (today in America/New_York when no date is given, so the
    // answer changes at midnight there: dynamic, not semi-static).
    pattern: "records/on-this-day",
    model: m.onThisDay,
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, "date", "league"],
    async handle({ url, sql, now }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug"]);
      const { date, league } = parseRecordParams(url, ["date", "league"]);
      return onThisDayOf(sql, siteScopeOf(params), date ?? todayMonthDay(now), league);
    },
  }),
  route({
    // Every game of one league on the day, newest first (the page's "all games" list).
    pattern: "records/on-this-day/games",
    model: m.onThisDayGamePage,
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "date", "league", "kind"],
    async handle({ url, sql, now }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "page", "page_size"]);
      const { date, kind, league } = parseRecordParams(url, ["date", "kind", "league"]);
      if (!league) throw badRequest("Parameter 'league' is required: the day's games are listed one league at a time.");
      return onThisDayGames(sql, url, siteScopeOf(params), date ?? todayMonthDay(now), league, kind, pageRequest(params, ON_THIS_DAY_PAGE_SIZE));
    },
  }),
  route({
    // The best lines in a game per statistic (NFL 1999-2020: the box scores).
    pattern: "records/single_game",
    model: m.singleGameRecords,
    cacheClass: "semi-static",
    params: ["league"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const { league } = parseRecordParams(url, ["league"]);
      return singleGameRecords(sql, league);
    },
  }),
  route({
    // A day's notable NFL games from the box scores (today in America/New_York when no date is given).
    pattern: "records/on-this-day/notable_games",
    model: m.notableGames,
    cacheClass: "dynamic",
    params: ["date"],
    async handle({ url, sql, now }) {
      refuseNulBytes(url);
      const { date } = parseRecordParams(url, ["date"]);
      return notableGamesOn(sql, date ?? todayMonthDay(now));
    },
  }),
  route({
    pattern: "records/head-to-head",
    model: m.headToHead,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "teams", "to"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug"]);
      const { teams, to } = parseRecordParams(url, ["teams", "to"]);
      if (!teams) throw badRequest("Parameter 'teams' is required: two teams as slug,slug.");
      return headToHeadOf(sql, siteScopeOf(params), teams, to);
    },
  }),
  route({
    // The head-to-head picker before a second team is chosen.
    pattern: "records/head-to-head/opponents",
    model: m.headToHeadOpponents,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "team"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "team"]);
      if (!params.team) throw badRequest("Parameter 'team' is required.");
      return opponentsFor(sql, siteScopeOf(params), params.team.trim());
    },
  }),
];
