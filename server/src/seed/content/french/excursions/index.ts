import type { FrenchExcursions } from '../types';
import { BENIN } from './benin';
import { CABO_VERDE } from './caboVerde';
import { COTE_D_IVOIRE } from './coteDIvoire';
import { GHANA } from './ghana';
import { GUINEA } from './guinea';
import { GUINEA_BISSAU } from './guineaBissau';
import { NIGERIA } from './nigeria';
import { SENEGAL } from './senegal';
import { SIERRA_LEONE } from './sierraLeone';
import { THE_GAMBIA } from './theGambia';

export const FRENCH_EXCURSION_TEXTS: FrenchExcursions = {
  ...THE_GAMBIA,
  ...SENEGAL,
  ...GHANA,
  ...GUINEA_BISSAU,
  ...SIERRA_LEONE,
  ...GUINEA,
  ...CABO_VERDE,
  ...NIGERIA,
  ...COTE_D_IVOIRE,
  ...BENIN,
};
