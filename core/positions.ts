// Position names by sport ("P" is a pitcher in baseball, a punter in football): the API names positions and the loader puts the names in the search text.

const POSITION_NAMES: Record<string, Record<string, string>> = {
  baseball: {
    P: "Pitcher",
    C: "Catcher",
    "1B": "First Base",
    "2B": "Second Base",
    "3B": "Third Base",
    SS: "Shortstop",
    LF: "Left Field",
    CF: "Center Field",
    RF: "Right Field",
    OF: "Outfield",
    DH: "Designated Hitter",
  },
  basketball: {
    G: "Guard",
    F: "Forward",
    C: "Center",
    PG: "Point Guard",
    SG: "Shooting Guard",
    SF: "Small Forward",
    PF: "Power Forward",
    "G-F": "Guard-Forward",
    "F-G": "Forward-Guard",
    "F-C": "Forward-Center",
    "C-F": "Center-Forward",
  },
  football: {
    QB: "Quarterback",
    RB: "Running Back",
    FB: "Fullback",
    WR: "Wide Receiver",
    TE: "Tight End",
    OL: "Offensive Line",
    OT: "Offensive Tackle",
    OG: "Offensive Guard",
    T: "Tackle",
    G: "Guard",
    C: "Center",
    DL: "Defensive Line",
    DE: "Defensive End",
    DT: "Defensive Tackle",
    LB: "Linebacker",
    ILB: "Inside Linebacker",
    OLB: "Outside Linebacker",
    CB: "Cornerback",
    DB: "Defensive Back",
    S: "Safety",
    FS: "Free Safety",
    SS: "Strong Safety",
    K: "Kicker",
    P: "Punter",
    LS: "Long Snapper",
  },
  hockey: { C: "Center", L: "Left Wing", LW: "Left Wing", R: "Right Wing", RW: "Right Wing", W: "Wing", F: "Forward", D: "Defense", G: "Goalie" },
};

/** The position's name in its sport; unknown codes stay as stored. */
export function positionName(sport: string, code: string | null): string | null {
  if (!code) return null;
  return POSITION_NAMES[sport]?.[code.toUpperCase()] ?? code;
}

/** Stored codes whose name or code equals what was asked for, in any sport ("quarterback" -> QB). */
export function positionCodes(wanted: string): Array<string> {
  const codes = new Set([wanted.toUpperCase()]);
  for (const names of Object.values(POSITION_NAMES)) {
    for (const [code, name] of Object.entries(names)) if (name.toLowerCase() === wanted.toLowerCase()) codes.add(code);
  }
  return [...codes];
}

/** Codes whose name contains the text, for a name search ("guard" finds G, PG, SG, OG...). */
export function positionCodesMatching(text: string): Array<string> {
  const wanted = text.trim().toLowerCase();
  if (wanted.length < 3) return [];
  const codes = new Set<string>();
  for (const names of Object.values(POSITION_NAMES)) {
    for (const [code, name] of Object.entries(names)) if (name.toLowerCase().includes(wanted)) codes.add(code);
  }
  return [...codes];
}

/** Every (sport, code, name) the map knows, for the loader's search text. */
export function positionNameRows(): Array<[sport: string, code: string, name: string]> {
  return Object.entries(POSITION_NAMES).flatMap(([sport, names]) => Object.entries(names).map(([code, name]): [string, string, string] => [sport, code, name]));
}
