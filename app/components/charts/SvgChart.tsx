// A chart rendered on the server as SVG: readable without JavaScript, with a title and description for
// screen readers and the table of its numbers beside it.
import type { ReactNode } from "react";
import type { Chart as ChartData } from "@api/model/analytics";

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 16, right: 16, bottom: 64, left: 56 };
const COLOURS = ["var(--color-primary-600, #2563eb)", "var(--color-accent-600, #d97706)", "#059669", "#7c3aed", "#db2777", "#0891b2", "#65a30d", "#475569"];

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const scaled = value / power;
  const step = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return step * power;
}

function format(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

export function SvgChart({ chart, empty = "No data in this timeframe." }: { chart: ChartData; empty?: string }) {
  const points = chart.series.flatMap((series) => series.points);
  const titleId = `${chart.id}-title`;
  const descId = `${chart.id}-desc`;
  let body: ReactNode = null;
  if (points.length > 0) {
    const max = niceMax(Math.max(...points.map((point) => point.y)));
    const innerWidth = WIDTH - PAD.left - PAD.right;
    const innerHeight = HEIGHT - PAD.top - PAD.bottom;
    const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
    const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max);
    const grid = ticks.map((tick) => (
      <g key={tick}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
        <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#334155">
          {format(tick)}
        </text>
      </g>
    ));
    if (chart.kind === "bar") {
      const bars = chart.series[0]?.points ?? [];
      const slot = innerWidth / bars.length;
      body = (
        <>
          {grid}
          {bars.map((point, index) => (
            <g key={point.x}>
              <rect x={PAD.left + index * slot + slot * 0.15} y={y(point.y)} width={slot * 0.7} height={Math.max(0, y(0) - y(point.y))} fill={COLOURS[0]}>
                <title>{`${point.x}: ${format(point.y)} ${chart.unit}`}</title>
              </rect>
              <text
                x={PAD.left + index * slot + slot / 2}
                y={HEIGHT - PAD.bottom + 12}
                fontSize="10"
                fill="#334155"
                textAnchor="end"
                transform={`rotate(-35 ${PAD.left + index * slot + slot / 2} ${HEIGHT - PAD.bottom + 12})`}
              >
                {point.x.length > 22 ? `${point.x.slice(0, 21)}…` : point.x}
              </text>
            </g>
          ))}
        </>
      );
    } else {
      const xs = [...new Set(points.map((point) => point.x))].sort();
      const x = (label: string) => PAD.left + (xs.length === 1 ? innerWidth / 2 : (xs.indexOf(label) / (xs.length - 1)) * innerWidth);
      const every = Math.max(1, Math.ceil(xs.length / 10));
      body = (
        <>
          {grid}
          {xs
            .filter((_label, index) => index % every === 0)
            .map((label) => (
              <text key={label} x={x(label)} y={HEIGHT - PAD.bottom + 16} fontSize="10" fill="#334155" textAnchor="middle">
                {label}
              </text>
            ))}
          {chart.series.map((series, index) => (
            <g key={series.name}>
              <polyline
                fill="none"
                stroke={COLOURS[index % COLOURS.length]}
                strokeWidth="2"
                points={series.points.map((point) => `${x(point.x)},${y(point.y)}`).join(" ")}
              />
              {series.points.length === 1 ? (
                <circle cx={x(series.points[0].x)} cy={y(series.points[0].y)} r="4" fill={COLOURS[index % COLOURS.length]} />
              ) : null}
            </g>
          ))}
          {chart.series.length > 1
            ? chart.series.map((series, index) => (
                <g key={`legend-${series.name}`} transform={`translate(${PAD.left + index * 90}, ${HEIGHT - 18})`}>
                  <rect width="10" height="10" fill={COLOURS[index % COLOURS.length]} />
                  <text x="14" y="9" fontSize="11" fill="#0f172a">
                    {series.name}
                  </text>
                </g>
              ))
            : null}
        </>
      );
    }
  }
  return (
    <figure className="space-y-3" data-testid={`chart-${chart.id}`}>
      {points.length > 0 ? (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full">
          <title id={titleId}>{chart.title}</title>
          <desc id={descId}>{chart.description}</desc>
          {body}
        </svg>
      ) : (
        <p className="rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-8 text-center text-sm text-slate-700">{empty}</p>
      )}
      <figcaption className="text-sm text-slate-700">{chart.description}</figcaption>
      {points.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-primary-800">The numbers</summary>
          <table className="mt-2 w-full text-left text-sm" data-testid={`chart-table-${chart.id}`}>
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr>
                {chart.series.length > 1 ? <th scope="col">Series</th> : null}
                <th scope="col">Label</th>
                <th scope="col">{chart.unit}</th>
              </tr>
            </thead>
            <tbody>
              {chart.series.flatMap((series) =>
                series.points.map((point) => (
                  <tr key={`${series.name}-${point.x}`}>
                    {chart.series.length > 1 ? <td>{series.name}</td> : null}
                    <td>{point.x}</td>
                    <td>{format(point.y)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
