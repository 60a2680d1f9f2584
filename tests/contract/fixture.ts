// A small in-memory database for the contract and fuzz tests: known rows, so expectations are exact
// and nothing depends on the real data.
import { openDatabase, type Database } from "../../db/database";
import { deriveSeasons } from "../../db/load/derive-seasons";
import { derivePeopleFacts } from "../../db/load/people-derived";
import { deriveRecordBook } from "../../db/load/record-book";
import { deriveTeamRecords } from "../../db/load/team-records";
import { migrate } from "../../db/migrate";
import { freshDatabase, type Engine, type FreshDatabase } from "../support/databases";

/** The "today" the tests pass to the API, so today's and upcoming games are stable. */
export const FIXTURE_NOW = new Date("2023-10-01T15:00:00Z");

const ROWS = `
INSERT INTO sports (id, slug, name, abbreviation) VALUES (1, 'football', 'Football', 'FB'), (2, 'hockey', 'Hockey', 'HK');
INSERT INTO levels (id, slug, name) VALUES (1, 'professional', 'Professional'), (2, 'ncaa-division-i', 'NCAA Division I');
INSERT INTO leagues (id, slug, name, abbreviation, sport_id, level_id, founded_year)
  VALUES (1, 'nfl', 'National Football League', 'NFL', 1, 1, 1920), (2, 'nhl', 'National Hockey League', 'NHL', 2, 1, 1917);
INSERT INTO venues (id, slug, name, city, state, country, capacity, opened_year)
  VALUES (1, 'lambeau-field', 'Lambeau Field', 'Green Bay', 'WI', 'USA', 81441, 1957);
INSERT INTO teams (id, slug, league_id, name, short_name, abbreviation, city, state, country, founded_year, conference, division, venue_id) VALUES
  (1, 'green-bay-packers', 1, 'Green Bay Packers', 'Packers', 'GB', 'Green Bay', 'WI', 'USA', 1919, 'NFC', 'NFC North', 1),
  (2, 'chicago-bears', 1, 'Chicago Bears', 'Bears', 'CHI', 'Chicago', 'IL', 'USA', 1920, 'NFC', 'NFC North', NULL),
  (3, 'detroit-lions', 1, 'Detroit Lions', 'Lions', 'DET', 'Detroit', 'MI', 'USA', 1930, 'NFC', 'NFC North', NULL),
  (4, 'boston-bruins', 2, 'Boston Bruins', 'Bruins', 'BOS', 'Boston', 'MA', 'USA', 1924, 'Eastern', 'Atlantic', NULL),
  (5, 'montreal-canadiens', 2, 'Montreal Canadiens', 'Canadiens', 'MTL', 'Montreal', 'QC', 'Canada', 1909, 'Eastern', 'Atlantic', NULL);
INSERT INTO team_eras (team_id, slug, first_season, last_season, name, nickname, city, state, abbreviation) VALUES
  (1, 'green-bay-packers', 1919, NULL, 'Green Bay Packers', 'Packers', 'Green Bay', 'WI', 'GB'),
  (2, 'chicago-bears', 1922, NULL, 'Chicago Bears', 'Bears', 'Chicago', 'IL', 'CHI'),
  (3, 'portsmouth-spartans', 1930, 1933, 'Portsmouth Spartans', 'Spartans', 'Portsmouth', 'OH', 'POR'),
  (3, 'detroit-lions', 1934, NULL, 'Detroit Lions', 'Lions', 'Detroit', 'MI', 'DET'),
  (4, 'boston-bruins', 1924, NULL, 'Boston Bruins', 'Bruins', 'Boston', 'MA', 'BOS'),
  (5, 'montreal-canadiens', 1909, NULL, 'Montreal Canadiens', 'Canadiens', 'Montreal', 'QC', 'MTL');
INSERT INTO seasons (id, slug, league_id, start_year, end_year, name, label) VALUES
  (1, 'nfl-2022', 1, 2022, 2023, '2022 NFL Season', '2022'),
  (2, 'nfl-2023', 1, 2023, 2024, '2023 NFL Season', '2023'),
  (3, 'nhl-2023', 2, 2023, 2024, '2023-24 NHL Season', '2023-24'),
  (4, 'nfl-1932', 1, 1932, 1933, '1932 NFL Season', '1932');
INSERT INTO games (id, league_id, season_id, season_start_year, game_date, game_time, home_team_id, away_team_id, home_score,
                   away_score, status, game_type, week, round, venue_name, neutral_site, attendance, overtime, source) VALUES
  (1, 1, 1, 2022, '2022-09-11', '13:00', 1, 2, 27, 10, 'final', 'regular', '1', NULL, 'Lambeau Field', false, 78000, NULL, 'test'),
  (2, 1, 1, 2022, '2022-09-18', '13:00', 3, 1, 20, 24, 'final', 'regular', '2', NULL, 'Ford Field', false, 65000, NULL, 'test'),
  (3, 1, 1, 2022, '2022-09-25', '13:00', 2, 3, 17, 17, 'final', 'regular', '3', NULL, 'Soldier Field', false, NULL, 'OT', 'test'),
  (4, 1, 1, 2022, '2023-02-12', '18:30', 1, 2, 31, 20, 'final', 'final', NULL, 'Super Bowl', 'State Farm Stadium', true, 67000, NULL, 'test'),
  (5, 1, 2, 2023, '2023-09-10', '13:00', 2, 1, 20, 38, 'final', 'regular', '1', NULL, 'Soldier Field', false, NULL, NULL, 'test'),
  (6, 1, 2, 2023, '2023-09-17', '13:00', 1, 3, 14, 21, 'final', 'regular', '2', NULL, 'Lambeau Field', false, NULL, NULL, 'test'),
  (7, 1, 2, 2023, '2023-10-01', '20:20', 3, 2, 7, 3, 'live', 'regular', '4', NULL, 'Ford Field', false, NULL, NULL, 'test'),
  (8, 1, 2, 2023, '2023-10-08', '13:00', 1, 2, NULL, NULL, 'scheduled', 'regular', '5', NULL, 'Lambeau Field', false, NULL, NULL, 'test'),
  (9, 2, 3, 2023, '2023-10-11', '19:00', 4, 5, NULL, NULL, 'scheduled', 'regular', NULL, NULL, 'TD Garden', false, NULL, NULL, 'test'),
  (10, 2, 3, 2023, '2023-09-30', '19:00', 5, 4, 2, 3, 'final', 'regular', NULL, NULL, 'Bell Centre', false, 21000, 'OT', 'test'),
  (11, 1, 4, 1932, '1932-10-02', NULL, 3, 1, 10, 7, 'final', 'regular', NULL, NULL, 'Universal Stadium', false, NULL, NULL, 'test');
INSERT INTO team_season_records (team_id, league_id, season_start_year, wins, losses, ties, conference, division, made_playoffs, points, source) VALUES
  (1, 1, 2022, 2, 0, 0, 'NFC', 'NFC North', true, NULL, 'test'),
  (4, 2, 2023, 1, 0, 0, 'Eastern', 'Atlantic', false, 2, 'test');
INSERT INTO championships (id, slug, league_id, name, official_name, trophy_name, first_year, last_year, format) VALUES
  (1, 'super-bowl', 1, 'Super Bowl', 'Super Bowl', 'Vince Lombardi Trophy', 1966, NULL, 'single game'),
  (2, 'stanley-cup', 2, 'Stanley Cup', 'Stanley Cup Final', 'Stanley Cup', 1917, NULL, 'best of seven');
INSERT INTO championship_results (id, championship_id, season_id, season_start_year, edition, game_date, status,
  winner_team_id, runner_up_team_id, winner_name, runner_up_name, winner_score, runner_up_score, venue_name, city, state,
  winning_coach, winner_record, mvp) VALUES
  (1, 1, 1, 2022, 'LVII', '2023-02-12', 'held', 1, 2, 'Green Bay Packers', 'Chicago Bears', 31, 20,
   'State Farm Stadium', 'Glendale', 'AZ', 'Matt LaFleur', '13-4', 'Aaron Rodgers'),
  (2, 2, 3, 2023, NULL, NULL, 'not_held', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO people (id, slug, source_key, first_name, last_name, full_name, birth_date, birth_city, birth_state, college, height_inches, weight_pounds) VALUES
  (1, 'aaron-rodgers', 'test:1', 'Aaron', 'Rodgers', 'Aaron Rodgers', '1983-12-02', 'Chico', 'CA', 'California', 74, 223),
  (2, 'matt-lafleur', 'test:2', 'Matt', 'LaFleur', 'Matt LaFleur', '1979-11-14', 'Mount Pleasant', 'MI', 'Saginaw Valley State', NULL, NULL),
  (3, 'patrice-bergeron', 'test:3', 'Patrice', 'Bergeron', 'Patrice Bergeron', '1985-07-24', 'L''Ancienne-Lorette', 'QC', NULL, 73, 195),
  (4, 'jordan-love', 'test:4', 'Jordan', 'Love', 'Jordan Love', '1998-11-02', 'Bakersfield', 'CA', 'Utah State', 76, 219),
  (5, 'jim-montgomery', 'test:5', 'Jim', 'Montgomery', 'Jim Montgomery', '1969-06-30', 'Montreal', 'QC', 'Maine', NULL, NULL),
  (6, 'martin-st-louis', 'test:6', 'Martin', 'St. Louis', 'Martin St. Louis', '1975-06-18', 'Laval', 'QC', 'Vermont', 68, 180);
INSERT INTO players (id, slug, person_id, league_id, position, first_season, last_season, draft_year, draft_round, draft_pick,
                     jersey_number, current_team_id, is_active) VALUES
  (1, 'aaron-rodgers', 1, 1, 'QB', 2005, 2022, 2005, 1, 24, '12', 1, false),
  (2, 'patrice-bergeron', 3, 2, 'C', 2003, 2022, 2003, 2, 45, '37', 4, false),
  (3, 'jordan-love', 4, 1, 'QB', 2023, 2023, 2020, 1, 26, '10', 1, true);
INSERT INTO player_seasons (player_id, team_id, season_start_year, position, jersey_number, stats, source) VALUES
  (1, 1, 2021, 'QB', '12', '{"games_played": 16, "passing_yards": 4115, "passing_touchdowns": 37, "passer_rating": 111.9}', 'test'),
  (1, 1, 2022, 'QB', '12', '{"games_played": 17, "passing_yards": 3695, "passing_touchdowns": 26, "passer_rating": 91.1}', 'test'),
  (2, 4, 2022, 'C', '37', '{"games_played": 78, "goals": 27, "assists": 31, "points": 58}', 'test'),
  (3, 1, 2023, 'QB', '10', '{"games_played": 4, "passing_yards": 1000}', 'test');
-- These people come from a source that records deaths: a blank death date means living (api/people/age.ts).
UPDATE people SET deaths_recorded = true;
INSERT INTO awards (person_id, league_id, season_start_year, name, source) VALUES
  (1, 1, 2021, 'NFL MVP', 'test'), (1, 1, 2021, 'Pro Bowl', 'test'), (1, 1, 2022, 'Super Bowl MVP', 'test');
INSERT INTO coaches (id, slug, person_id, league_id) VALUES (1, 'matt-lafleur', 2, 1), (2, 'jim-montgomery', 5, 2), (3, 'martin-st-louis', 6, 2);
INSERT INTO coaching_stints (coach_id, team_id, season_start_year, title, is_head_coach, wins, losses, ties, playoff_wins, playoff_losses, source) VALUES
  (1, 2, 2020, 'Offensive Coordinator', false, NULL, NULL, NULL, NULL, NULL, 'test'),
  (1, 1, 2022, 'Head Coach', true, 13, 4, 0, 3, 0, 'test'),
  (1, 1, 2023, 'Head Coach', true, 9, 8, 0, 1, 1, 'test'),
  (2, 4, 2022, 'Assistant Coach', false, NULL, NULL, NULL, NULL, NULL, 'test'),
  (3, 5, 2023, 'Head Coach', true, 1, 0, 0, NULL, NULL, 'test');
`;

async function fill(db: Database): Promise<void> {
  await migrate(db);
  await db.exec(ROWS);
  // Explicit ids above leave the serial sequences behind; later inserts by tests would collide.
  await deriveSeasons(db);
  await derivePeopleFacts(db);
  await deriveTeamRecords(db);
  await deriveRecordBook(db);
}

export async function buildFixtureDatabase(): Promise<Database> {
  const db = await openDatabase({ dataDir: "memory://" });
  await fill(db);
  return db;
}

/** The same rows on either engine, in a database of its own (PostgreSQL: a new database from TEST_DATABASE_URL). */
export async function buildFixtureDatabaseOn(engine: Engine): Promise<FreshDatabase> {
  const fresh = await freshDatabase(engine);
  try {
    await fill(fresh.db);
  } catch (error) {
    await fresh.drop();
    throw error;
  }
  return fresh;
}
