-- On this day (/on-this-day?date=MM-DD): the games, births and deaths of a calendar day across the years,
-- read through their month and day (month x 100 + day: 1025 is October 25) instead of a scan.
CREATE INDEX IF NOT EXISTS games_month_day ON games (((extract(month FROM game_date) * 100 + extract(day FROM game_date))::int));
CREATE INDEX IF NOT EXISTS people_birth_month_day ON people (((extract(month FROM birth_date) * 100 + extract(day FROM birth_date))::int)) WHERE birth_date IS NOT NULL;
CREATE INDEX IF NOT EXISTS people_death_month_day ON people (((extract(month FROM death_date) * 100 + extract(day FROM death_date))::int)) WHERE death_date IS NOT NULL;
