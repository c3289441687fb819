// One legend group: each symbol as the map draws it (icon image or line), then its words.
import type { LegendGroup, LegendRow } from './legend-rows.js';

const ICON_PX = 22;

function Symbol({ row }: { row: LegendRow }) {
  if (row.svg) {
    return (
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(row.svg)}`}
        width={ICON_PX}
        height={ICON_PX}
        alt=""
        aria-hidden="true"
        style={{ verticalAlign: 'middle', marginInlineEnd: '0.4em' }}
      />
    );
  }
  const line = row.line!;
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: ICON_PX,
        marginInlineEnd: '0.4em',
        verticalAlign: 'middle',
        borderTop: `${Math.max(2, Math.round(line.width))}px solid ${line.colour}`,
        opacity: line.opacity,
      }}
    />
  );
}

export function LegendRows({ group }: { group: LegendGroup }) {
  return (
    <section data-testid={`legend-group-${group.id}`}>
      <h5 style={{ margin: '0.5em 0 0.25em' }}>{group.title}</h5>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.rows.map((row) => (
          <li key={row.id} data-legend-symbol={row.id} data-colour={row.line?.colour}>
            <Symbol row={row} />
            {row.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
