import type { FigureLegend, LegendSwatch } from '../../content/sample-figure-legends';

/**
 * A figure's legend as HTML under the picture (sample-figure.tsx): its title, the meaning of
 * each colour and line, a table of numbers, a colour ramp and notes, in the page's type.
 * Swatches are small inline SVGs, their colours attributes (the CSP allows no style attribute).
 */
export function SampleFigureLegend({ legend, rampId }: { legend: FigureLegend; rampId: string }) {
  const { title, entries, table, ramp, notes } = legend;
  return (
    <div className="sample-figure__legend" role="group" aria-label={title}>
      <p className="sample-figure__legend-title">{title}</p>
      {entries && (
        <ul className="sample-figure__entries">
          {entries.map(({ swatch, label }) => (
            <li key={label}>
              <Swatch swatch={swatch} />
              {label}
            </li>
          ))}
        </ul>
      )}
      {table && (
        <table className="sample-figure__table">
          <thead>
            <tr>
              <td />
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(({ swatch, label, values }) => (
              <tr key={label}>
                <th scope="row">
                  <Swatch swatch={swatch} />
                  {label}
                </th>
                {values.map((value, index) => (
                  <td key={table.columns[index]}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ramp && (
        <div className="sample-figure__ramp">
          <span className="sample-figure__ramp-label">{ramp.label}</span>
          <svg className="sample-figure__ramp-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
            <defs>
              <linearGradient id={rampId}>
                {ramp.stops.map((colour, index) => (
                  <stop key={`${colour}-${index}`} offset={index / (ramp.stops.length - 1)} stopColor={colour} />
                ))}
              </linearGradient>
            </defs>
            <rect width="100" height="10" rx="2" fill={`url(#${rampId})`} />
          </svg>
          <span>{ramp.low}</span>
          <span className="sample-figure__ramp-high">{ramp.high}</span>
        </div>
      )}
      {notes?.map((note) => (
        <p key={note} className="sample-figure__note">
          {note}
        </p>
      ))}
    </div>
  );
}

/** A colour's sample: a dot, a square, or a line as the figure draws it. */
function Swatch({ swatch }: { swatch: LegendSwatch }) {
  return (
    <svg className="sample-figure__swatch" viewBox="0 0 24 14" aria-hidden="true">
      {swatch.kind === 'dot' && <circle cx="12" cy="7" r="6" fill={swatch.colour} />}
      {swatch.kind === 'box' && <rect x="5" y="1" width="14" height="12" rx="2" fill={swatch.colour} />}
      {swatch.kind === 'line' && (
        <line
          x1="1"
          y1="7"
          x2="23"
          y2="7"
          stroke={swatch.colour}
          strokeWidth={swatch.width}
          strokeOpacity={swatch.faint ? 0.5 : 1}
          strokeDasharray={swatch.dashed ? '5 3' : undefined}
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
