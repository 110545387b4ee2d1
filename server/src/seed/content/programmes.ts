import type { ProgrammeContent } from './types';

/** The Students special-interest programme: one entry per country, in the order shown. */
export const STUDENT_PROGRAMMES: ProgrammeContent[] = [
  {
    category: 'Students',
    countryName: 'The Gambia',
    description:
      'An English-speaking, safe and compact country, ideal for a first school or university trip to Africa. Students follow the history of the Atlantic slave trade on the River Gambia, see the stone circles of Wassu, and learn field skills with bird guides in Abuko. We arrange host-school visits, talks with local historians and accommodation suited to groups.',
    excursions: [
      'kunta-kinteh-island',
      'wassu-stone-circles',
      'abuko-nature-reserve',
      'kotu-creek-birding',
    ],
  },
  {
    category: 'Students',
    countryName: 'Senegal',
    description:
      'A programme for French-language classes and history, geography and biology students: Gorée Island and its House of Slaves, the colonial town of Saint-Louis, the great bird colonies of Djoudj and the salt workers of Lac Rose. Exchanges with Senegalese schools and Wolof taster lessons can be added.',
    excursions: ['goree-island', 'saint-louis', 'djoudj-bird-sanctuary', 'lac-rose'],
  },
  {
    category: 'Students',
    countryName: 'Ghana',
    description:
      'The castles of Cape Coast and Elmina bring the history of the slave trade and of the diaspora to life, and the Kakum canopy walkway is an outdoor classroom on rainforest ecology. Popular with university groups and heritage tours, with lectures by Ghanaian historians and visits to Accra’s art scene.',
    excursions: ['cape-coast-castle', 'elmina-castle', 'kakum-canopy-walk', 'accra-arts-and-drums'],
  },
  {
    category: 'Students',
    countryName: 'Sierra Leone',
    description:
      'Freetown’s story as a home for freed slaves, the ruins of Bunce Island and the link with the Gullah people of the United States make Sierra Leone a powerful place to study the Atlantic world. Biology students add the chimpanzees of Tacugama and the primates of Tiwai Island.',
    excursions: ['bunce-island', 'tacugama-chimpanzees', 'tiwai-island'],
  },
  {
    category: 'Students',
    countryName: 'Benin',
    description:
      'The Route des Esclaves of Ouidah, the Royal Palaces of Abomey and the stilt village of Ganvié give French-speaking and history classes a living lesson on the kingdom of Dahomey, the slave trade and how people adapt to their environment.',
    excursions: ['ouidah-route-des-esclaves', 'abomey-royal-palaces', 'ganvie-stilt-village'],
  },
];
