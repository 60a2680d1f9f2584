// The features page's content: categories, the six features and the three plans (static copy).
export type FeatureCategory = "analytics" | "data" | "tracking" | "teams";
export type FeatureStatus = "available" | "coming-soon";

export type Feature = { title: string; description: string; category: FeatureCategory; status: FeatureStatus };

export const CATEGORY_TABS: ReadonlyArray<{ id: FeatureCategory | "all"; label: string }> = [
  { id: "all", label: "All Features" },
  { id: "analytics", label: "Analytics" },
  { id: "data", label: "Data" },
  { id: "tracking", label: "Tracking" },
  { id: "teams", label: "Teams" },
];

export const FEATURES: ReadonlyArray<Feature> = [
  {
    title: "Advanced Analytics",
    description: "Dig into team and player performance with trends, comparisons and season-over-season splits.",
    category: "analytics",
    status: "available",
  },
  {
    title: "AI Predictions",
    description: "Model-based forecasts for upcoming games and title races, built on decades of results.",
    category: "analytics",
    status: "coming-soon",
  },
  {
    title: "Historical Database",
    description: "Every champion, season and final score back to the first seasons, searchable in one place.",
    category: "data",
    status: "available",
  },
  {
    title: "Live Score Tracking",
    description: "Follow scores as games unfold, with period, time remaining and final results.",
    category: "tracking",
    status: "available",
  },
  {
    title: "Mobile Experience",
    description: "A dedicated mobile experience with alerts for your favourite teams.",
    category: "tracking",
    status: "coming-soon",
  },
  {
    title: "Team Profiles",
    description: "Rosters, schedules, season records and championship history for every franchise.",
    category: "teams",
    status: "available",
  },
];

export type Plan = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: Array<string>;
  cta: string;
  popular: boolean;
};

export const PLANS: ReadonlyArray<Plan> = [
  {
    name: "Free",
    price: "$0",
    period: "forever",
    description: "Everything a fan needs to browse championship history.",
    features: ["Champions and championships", "Team directory and profiles", "Scores, seasons and standings"],
    cta: "Get Started",
    popular: false,
  },
  {
    name: "Pro",
    price: "$9.99",
    period: "per month",
    description: "For fans who want the deeper numbers.",
    features: ["Everything in Free", "Advanced analytics", "Data exports", "Early access to new features"],
    cta: "Start Free Trial",
    popular: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    period: "pricing",
    description: "For media, teams and businesses that need data at scale.",
    features: ["Everything in Pro", "API access", "Dedicated support", "Custom data feeds"],
    cta: "Contact Sales",
    popular: false,
  },
];

export function parseCategory(value: string | null): FeatureCategory | "all" {
  return CATEGORY_TABS.some((tab) => tab.id === value) ? (value as FeatureCategory) : "all";
}

export function featuresIn(category: FeatureCategory | "all"): Array<Feature> {
  return FEATURES.filter((feature) => category === "all" || feature.category === category);
}
