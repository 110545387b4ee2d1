import type { FrenchExcursions } from '../types';

export const CABO_VERDE: FrenchExcursions = {
  'cidade-velha': {
    name: 'Cidade Velha et la morna',
    location: 'Cidade Velha, Santiago, Cap-Vert',
    description:
      'Fondée en 1462, Cidade Velha fut la première ville coloniale européenne sous les tropiques et est inscrite au patrimoine mondial de l’UNESCO. Descendez la Rua Banana, l’une des plus anciennes rues coloniales, voyez le pilori sur la place, les ruines de la cathédrale et la Fortaleza Real de São Filipe qui domine la baie. L’après-midi se termine à Praia avec un concert de morna et de coladeira autour d’une assiette de cachupa.',
  },
  'pico-do-fogo': {
    name: 'Ascension du volcan Pico do Fogo',
    location: 'Pico do Fogo, Fogo, Cap-Vert',
    description:
      'Départ avant l’aube de Chã das Caldeiras, le village niché dans le grand cratère, pour gravir les pentes raides de cendre du Pico do Fogo jusqu’au bord du cratère, à 2 829 mètres, le point culminant du Cap-Vert. La vue sur la caldeira, les coulées de lave de 2014 et l’océan est inoubliable ; la descente se fait en courant dans un pierrier. Pour finir, un verre du vin local de Fogo. Une bonne condition physique est nécessaire.',
  },
  'pedra-de-lume': {
    name: 'Le cratère salin de Pedra de Lume',
    location: 'Pedra de Lume, Sal, Cap-Vert',
    description:
      'Dans un cratère volcanique éteint de l’île de Sal, l’eau de mer s’infiltre à travers la roche jusqu’à des salines exploitées depuis le XVIIIe siècle. Empruntez le tunnel jusqu’au cratère, découvrez comment le sel a fait la fortune de l’île et flottez sans effort dans les bassins de saumure, plus salés que la mer Morte. Une courte halte à la piscine naturelle de Buracona peut être ajoutée.',
  },
  'sal-big-game-fishing': {
    name: 'Pêche au gros au large de Sal',
    location: 'Santa Maria, Sal, Cap-Vert',
    description:
      'Les eaux profondes autour du Cap-Vert sont célèbres pour le marlin bleu, mais aussi pour le thazard, le thon et la dorade coryphène. Passez une journée à bord d’un bateau de pêche sportive tout équipé au départ de Santa Maria avec un équipage expérimenté ; les poissons à rostre sont relâchés, et le reste de la pêche peut être cuisiné pour vous en ville.',
  },
};
