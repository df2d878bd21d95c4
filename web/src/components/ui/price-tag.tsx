interface PriceTagProps {
  /** The price, formatted: "$60". */
  amount: string;
  /** What it pays for, run on after the amount: "/month". */
  period: string;
  className?: string;
}

/** A price in large figures, its period beside it in small muted type. */
export function PriceTag({ amount, period, className }: PriceTagProps) {
  return (
    <p className={className ? `price-tag ${className}` : 'price-tag'}>
      <span className="price-tag__amount">{amount}</span>
      <span className="price-tag__period">{period}</span>
    </p>
  );
}
