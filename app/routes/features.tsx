// /features: the feature catalogue with category tabs (links: ?category=) and the three plans.
import { Link, useSearchParams } from "@remix-run/react";
import { routeMeta } from "~/lib/meta";
import { StaticPage } from "~/components/static/StaticPage";
import { staticPageHeaders } from "~/.server/static-page-headers";
import { Button } from "~/components/ui/Button";
import { CATEGORY_TABS, featuresIn, parseCategory, PLANS, type Feature, type Plan } from "~/components/features/feature-catalogue";

export const headers = staticPageHeaders;

export const meta = routeMeta(() => ({ title: "Features", description: "Features and plans: analytics, historical data, live tracking and team profiles." }));

function FeatureCard({ feature }: { feature: Feature }) {
  const comingSoon = feature.status === "coming-soon";
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="feature-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
        {comingSoon ? (
          <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Coming Soon</span>
        ) : (
          <span className="shrink-0 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Available</span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">{feature.description}</p>
      <p className="mt-4 text-xs font-semibold tracking-wide text-primary-800 uppercase">{feature.category}</p>
    </li>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${
        plan.popular ? "border-primary-600 ring-2 ring-primary-600" : "border-slate-200"
      }`}
      data-testid="plan-card"
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary-700 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>
      ) : null}
      <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-2 text-sm text-slate-700">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-sm text-slate-700">{plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <Button variant={plan.popular ? "primary" : "secondary"} className="mt-8 w-full">
        {plan.cta}
      </Button>
    </li>
  );
}

export default function FeaturesPage() {
  const [searchParams] = useSearchParams();
  const category = parseCategory(searchParams.get("category"));
  const visible = featuresIn(category);
  const selectedLabel = CATEGORY_TABS.find((tab) => tab.id === category)?.label ?? "All Features";

  return (
    <StaticPage
      eyebrow="Features"
      title="Powerful Features for Sports Fans"
      intro="Explore championship history, live scores and deep statistics across every sport, with more on the way."
    >
      <nav aria-label="Feature categories" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {CATEGORY_TABS.map((tab) => {
            const selected = tab.id === category;
            return (
              <li key={tab.id}>
                <Link
                  to={tab.id === "all" ? "/features" : `/features?category=${tab.id}`}
                  preventScrollReset
                  aria-current={selected ? "page" : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ${
                    selected ? "border-primary-700 bg-primary-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                  }`}
                >
                  {tab.label}
                  <span className={`rounded-full px-2 text-xs ${selected ? "bg-white/20 text-white" : "bg-slate-100 text-slate-800"}`}>
                    {featuresIn(tab.id).length}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="sr-only">
          {selectedLabel}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="plans-heading" className="mt-16">
        <h2 id="plans-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Choose Your Plan
        </h2>
        <p className="mt-2 text-center text-slate-700">Start free and upgrade when you want more.</p>
        <ul className="mt-10 grid gap-8 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}
