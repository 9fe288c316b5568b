/**
 * The charts of /reports, drawn with Chart.js. This module is loaded only by /reports, and only once a report
 * is shown (`lazy` in reports-screen.tsx), so no other screen carries the library. Only the parts the bar
 * charts use are registered, which keeps the chunk small. Each canvas is an image with a name; the table under
 * the charts has the same figures for screen readers and for copying.
 */
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { LeadReportQuery } from '#contract/graphql/consultation-inbox.generated';
import { reportCharts, type ReportChart } from './report-chart-data';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The firm's navy, gold and a muted blue-grey, in the order of a chart's series. */
const SERIES_COLOURS = ['#1b2a41', '#b08d57', '#5b6778'];

function ReportChartFigure({ chart }: { chart: ReportChart }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return undefined;
    const drawn = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: chart.labels,
        datasets: chart.series.map((series, index) => ({
          label: series.label,
          data: series.values,
          backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
          maxBarThickness: 56,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        responsive: true,
        plugins: { legend: { display: chart.series.length > 1, position: 'bottom' } },
        scales: {
          y: {
            beginAtZero: true,
            max: chart.max,
            title: { display: true, text: chart.unit },
            ticks: { precision: 0 },
          },
        },
      },
    });
    return () => drawn.destroy();
  }, [chart]);

  return (
    <figure className="report-chart">
      <figcaption className="report-chart__title">{chart.title}</figcaption>
      <div className="report-chart__canvas">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${chart.title}: chart; the tables below give the figures`}
        />
      </div>
    </figure>
  );
}

export default function ReportCharts({ report }: { report: LeadReportQuery['leadReport'] }) {
  return (
    <div className="report-charts">
      {reportCharts(report).map((chart) => (
        <ReportChartFigure key={chart.title} chart={chart} />
      ))}
    </div>
  );
}
