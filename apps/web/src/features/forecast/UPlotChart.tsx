// A small React home for one uPlot chart: created once per set of options, fed new data in
// place, sized to its box. Charts sharing `syncKey` share one cursor.
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface UPlotChartProps {
  /** Built with a placeholder width: the chart takes its box's width itself. */
  readonly options: Omit<Options, 'width'>;
  readonly data: AlignedData;
  readonly testId?: string;
}

export function UPlotChart({ options, data, testId }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot({ ...options, width: element.clientWidth || 320 }, data, element);
    chart.current = plot;
    const resize = new ResizeObserver(() => {
      if (element.clientWidth > 0)
        plot.setSize({ width: element.clientWidth, height: options.height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // New data is set in place below; only new options build a new chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  return <div ref={box} className="forecast-chart" data-testid={testId} />;
}
