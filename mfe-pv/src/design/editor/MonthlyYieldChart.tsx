const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
const WIDTH = 360;
const HEIGHT = 150;
const LABEL_HEIGHT = 18;
const VALUE_HEIGHT = 14;

const kwh = (value: number) => `${value.toLocaleString('de-DE')} kWh`;

/** The forecast yield per month as bars, January first; plain SVG that scales with its card. */
export function MonthlyYieldChart({ kwhPerMonth }: { kwhPerMonth: readonly number[] }) {
  const highest = Math.max(1, ...kwhPerMonth);
  const slot = WIDTH / kwhPerMonth.length;
  const plotHeight = HEIGHT - LABEL_HEIGHT - VALUE_HEIGHT;
  const description = kwhPerMonth.map((value, month) => `${MONTHS[month]} ${kwh(value)}`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Ertrag je Monat: ${description}`}
      data-testid="monthly-yield-chart"
      style={{ width: '100%', height: 'auto', maxHeight: 220, display: 'block' }}
    >
      {kwhPerMonth.map((value, month) => {
        const height = (value / highest) * plotHeight;
        const x = month * slot + slot * 0.15;
        const y = VALUE_HEIGHT + plotHeight - height;
        return (
          <g key={MONTHS[month]}>
            <title>{`${MONTHS[month]}: ${kwh(value)}`}</title>
            <rect x={x} y={y} width={slot * 0.7} height={height} rx={2} fill="#fa8c16" />
            <text x={x + slot * 0.35} y={HEIGHT - 4} textAnchor="middle" fontSize={11} fill="#595959">
              {MONTHS[month]}
            </text>
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={VALUE_HEIGHT + plotHeight} y2={VALUE_HEIGHT + plotHeight} stroke="#d9d9d9" />
      <text x={0} y={10} fontSize={10} fill="#8c8c8c">
        {`max. ${kwh(highest)}`}
      </text>
    </svg>
  );
}
