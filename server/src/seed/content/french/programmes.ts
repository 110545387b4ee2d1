/** The French of the Students programme's country records, by their country. */
export const FRENCH_PROGRAMME_TEXTS: Record<string, string> = {
  'The Gambia':
    'Un pays anglophone, sûr et compact, idéal pour un premier voyage scolaire ou universitaire en Afrique. Les étudiants suivent l’histoire de la traite atlantique sur le fleuve Gambie, découvrent les cercles de pierres de Wassu et apprennent les techniques de terrain avec des guides ornithologues à Abuko. Nous organisons des visites d’écoles partenaires, des rencontres avec des historiens locaux et un hébergement adapté aux groupes.',
  Senegal:
    'Un programme pour les classes de français et les étudiants en histoire, en géographie et en biologie : l’île de Gorée et sa Maison des Esclaves, la ville coloniale de Saint-Louis, les grandes colonies d’oiseaux du Djoudj et les récolteurs de sel du lac Rose. Des échanges avec des écoles sénégalaises et des cours d’initiation au wolof peuvent être ajoutés.',
  Ghana:
    'Les châteaux de Cape Coast et d’Elmina font revivre l’histoire de la traite et de la diaspora, et la passerelle de la canopée de Kakum est une salle de classe en plein air sur l’écologie de la forêt tropicale. Un programme apprécié des groupes universitaires et des voyages sur les traces de la mémoire, avec des conférences d’historiens ghanéens et des visites de la scène artistique d’Accra.',
  'Sierra Leone':
    'L’histoire de Freetown, terre d’accueil des esclaves affranchis, les ruines de Bunce Island et le lien avec le peuple gullah des États-Unis font de la Sierra Leone un lieu fort pour étudier le monde atlantique. Les étudiants en biologie y ajoutent les chimpanzés de Tacugama et les primates de Tiwai Island.',
  Benin:
    'La Route des Esclaves de Ouidah, les palais royaux d’Abomey et la cité lacustre de Ganvié offrent aux classes francophones et d’histoire une leçon vivante sur le royaume du Dahomey, la traite et la manière dont les hommes s’adaptent à leur environnement.',
};
