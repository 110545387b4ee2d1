/** Totals are in US dollars (docs/product.md, Constants), written as the site, the console and the mails write it: $1,250.00. */
export const formatUsd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
