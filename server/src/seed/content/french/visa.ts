/** How French names a country in the visa line: its embassy's, and entering it. */
export interface FrenchCountry {
  /** "de la Gambie", "du Ghana". */
  of: string;
  /** "en Gambie", "au Ghana". */
  into: string;
}

/** The Good To Know visa line in French, as `visaRequirements` writes it in English. */
export function frenchVisaRequirements(
  country: FrenchCountry,
  options: { yellowFever: 'all' | 'from-risk-countries'; note?: string },
): string {
  const yellowFever =
    options.yellowFever === 'all'
      ? `Un certificat de vaccination contre la fièvre jaune est exigé pour entrer ${country.into}.`
      : 'Un certificat de vaccination contre la fièvre jaune est demandé si vous arrivez d’un pays à risque de fièvre jaune, ce qui comprend la plupart des pays d’Afrique de l’Ouest : emportez-le pour tout voyage dans plusieurs pays.';
  return [
    'Les ressortissants des États membres de la CEDEAO voyagent sans visa.',
    options.note,
    `Les autres visiteurs doivent vérifier les règles en vigueur auprès de l’ambassade ${country.of} la plus proche avant de réserver leurs vols.`,
    yellowFever,
  ]
    .filter(Boolean)
    .join(' ');
}
