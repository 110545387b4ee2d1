/** The Good To Know visa line of a destination: honest, short, and pointing to the embassy. */
export function visaRequirements(
  country: string,
  options: { yellowFever: 'all' | 'from-risk-countries'; note?: string },
): string {
  const yellowFever =
    options.yellowFever === 'all'
      ? `A yellow fever vaccination certificate is required to enter ${country}.`
      : `A yellow fever vaccination certificate is asked for when you arrive from a country with yellow fever risk, which includes most of West Africa, so carry it on any multi-country trip.`;
  return [
    'Citizens of ECOWAS member states travel visa-free.',
    options.note,
    `Other visitors should check the current rules with the nearest embassy of ${country} before booking flights.`,
    yellowFever,
  ]
    .filter(Boolean)
    .join(' ');
}
