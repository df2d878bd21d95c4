/** Copy of the console's Revenue tab. What each figure counts is defined in docs/console.md ("Revenue"). */
export const revenueCopy = {
  loading: 'Loading the revenue figures',
  intro: 'From the payments ledger: US dollars net of VAT, months and weeks in UTC. Each chart has its figures as a table under it.',
  tableToggle: 'Show the figures as a table',
  chartLabel: (title: string) => `Chart: ${title}. The table under it lists the same figures.`,
  kpis: {
    mrr: { title: 'MRR', note: 'Monthly recurring revenue now: an annual subscription counts as its price ÷ 12' },
    arr: { title: 'ARR', note: 'Annual recurring revenue: MRR × 12' },
    active: { title: 'Active subscriptions', note: 'Active, or suspended while PayPal retries a payment; by plan below' },
  },
  mrr: {
    title: 'MRR at each month’s end',
    caption: 'MRR at the end of each month',
    columns: { month: 'Month', mrr: 'MRR at the end' },
  },
  movement: {
    title: 'MRR movements by month',
    note: 'New: subscriptions that started paying. Expansion and contraction: plan or billing changes. Churned: subscriptions that ended.',
    caption: 'New, expansion, contraction and churned MRR by month',
    columns: { month: 'Month', new: 'New', expansion: 'Expansion', contraction: 'Contraction', churned: 'Churned' },
  },
  plans: {
    title: 'Active subscriptions by plan',
    caption: 'Active subscriptions by plan',
    columns: { plan: 'Plan', subscriptions: 'Subscriptions' },
  },
  trials: {
    title: 'Trial → paid conversion by trial-start week',
    note: 'Trials started each week (from Monday) and how many of those people have paid since.',
    caption: 'Trials and conversions by the week the trial started',
    columns: { week: 'Week of', trials: 'Trials', converted: 'Paid since', rate: 'Conversion' },
  },
  recovery: {
    title: 'Failed-payment recovery',
    note: 'Renewals PayPal could not collect, by month, and how many were paid within the grace period.',
    caption: 'Failed renewals and recoveries by month',
    columns: { month: 'Month', failed: 'Failed', recovered: 'Recovered', rate: 'Recovery' },
  },
  refunds: {
    title: 'Refunds and reversals',
    note: 'Money given back by month, net of VAT: refunds from the console or PayPal, and reversals (chargebacks).',
    caption: 'Refunds and reversals by month',
    columns: { month: 'Month', refunds: 'Refunds', refunded: 'Refunded', reversals: 'Reversals', reversed: 'Reversed' },
  },
  noRate: '–',
} as const;
