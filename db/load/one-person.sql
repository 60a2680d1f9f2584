-- One person per real person across sources and leagues (issue 31, decision 0157). Two datasets that
-- hold one man give him a person each: Basketball-Reference's players and its coaches (Dan Issel and Dave
-- Cowens, both born on October 25, 1948, were listed twice on that day), Lahman and Basketball-Reference
-- (Danny Ainge, Dave DeBusschere), Lahman and the Hockey Databank (Jim Riley). People with the same name
-- key (core/names.ts) and the same birth date are one person. The record kept is the one whose source
-- records deaths, the most current of them (Lahman's before the Hockey Databank's), else the first
-- written: the coverage of deaths (coverage.sql) names that source. It takes the rows of the others
-- (players, coaches, awards), and a fact only another source has (a death date, a birthplace, the Hall of
-- Fame) is added to it. Runs before the people facts, on players_load (the players not yet written).
DROP TABLE IF EXISTS same_person;
CREATE TEMP TABLE same_person AS
WITH deaths_until AS (
  SELECT split_part(source_key, ':', 1) AS source, max(death_date) AS last_death
  FROM people WHERE deaths_recorded GROUP BY 1
), candidates AS (
  SELECT pe.id, pe.name_key, pe.birth_date, pe.deaths_recorded, d.last_death
  FROM people pe LEFT JOIN deaths_until d ON d.source = split_part(pe.source_key, ':', 1) AND pe.deaths_recorded
  WHERE pe.birth_date IS NOT NULL AND pe.name_key <> ''
    AND EXISTS (SELECT 1 FROM people o WHERE o.name_key = pe.name_key AND o.birth_date = pe.birth_date AND o.id <> pe.id)
)
SELECT id, first_value(id) OVER (PARTITION BY name_key, birth_date ORDER BY deaths_recorded DESC, last_death DESC NULLS LAST, id) AS keeper
FROM candidates;
DELETE FROM same_person WHERE id = keeper;

UPDATE people k SET
  death_date = coalesce(k.death_date, m.death_date),
  deaths_recorded = k.deaths_recorded OR m.deaths_recorded,
  hall_of_fame = k.hall_of_fame OR m.hall_of_fame,
  birth_city = coalesce(k.birth_city, m.birth_city),
  birth_state = coalesce(k.birth_state, m.birth_state),
  birth_country = coalesce(k.birth_country, m.birth_country),
  college = coalesce(k.college, m.college),
  height_inches = coalesce(k.height_inches, m.height_inches),
  weight_pounds = coalesce(k.weight_pounds, m.weight_pounds)
FROM (SELECT s.keeper, max(p.death_date) AS death_date, bool_or(p.deaths_recorded) AS deaths_recorded,
             bool_or(p.hall_of_fame) AS hall_of_fame, min(p.birth_city) AS birth_city, min(p.birth_state) AS birth_state,
             min(p.birth_country) AS birth_country, min(p.college) AS college, max(p.height_inches) AS height_inches,
             max(p.weight_pounds) AS weight_pounds
      FROM same_person s JOIN people p ON p.id = s.id GROUP BY s.keeper) m
WHERE k.id = m.keeper;

UPDATE players_load p SET person_id = s.keeper FROM same_person s WHERE p.person_id = s.id;
UPDATE coaches c SET person_id = s.keeper FROM same_person s WHERE c.person_id = s.id;
UPDATE awards a SET person_id = s.keeper FROM same_person s WHERE a.person_id = s.id;
DELETE FROM people pe USING same_person s WHERE pe.id = s.id;
DROP TABLE same_person;
