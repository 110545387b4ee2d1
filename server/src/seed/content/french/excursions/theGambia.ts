import type { FrenchExcursions } from '../types';

export const THE_GAMBIA: FrenchExcursions = {
  'kunta-kinteh-island': {
    name: 'Sur les traces de « Racines » à Kunta Kinteh Island',
    location: 'Kunta Kinteh Island, Gambie',
    description:
      'Notre journée « Racines » classique remonte le fleuve Gambie en bateau depuis Banjul, environ deux heures et demie à travers l’estuaire qui s’élargit. À Albreda et Juffureh, vous visitez le petit musée de la traite négrière et rencontrez la famille de Kunta Kinte, rendu célèbre par le livre d’Alex Haley, avant de débarquer sur Kunta Kinteh Island, inscrite au patrimoine mondial de l’UNESCO depuis 2003. Le déjeuner est servi à bord et, au retour, des griots chantent l’histoire du fleuve.',
  },
  'abuko-nature-reserve': {
    name: 'Balade dans la réserve naturelle d’Abuko',
    location: 'Réserve naturelle d’Abuko, Gambie',
    description:
      'La plus ancienne aire protégée de Gambie est un îlot de forêt-galerie autour du ruisseau de Lamin, à vingt minutes seulement de la côte. Un guide local vous emmène sur des sentiers ombragés, le long de mares à crocodiles et d’affûts d’où l’on a observé des singes verts, des colobes bais et plus de 300 espèces d’oiseaux, du touraco violet au tchitrec d’Afrique. Venez tôt le matin, quand la forêt est la plus animée.',
  },
  'makasutu-culture-forest': {
    name: 'Une journée à la Makasutu Culture Forest',
    location: 'Makasutu Culture Forest, Brikama, Gambie',
    description:
      'Makasutu, « la forêt sacrée » en mandingue, c’est quatre cents hectares de palmeraies, de savane et de mangrove dans un méandre du Mandina Bolong, près de Brikama. La journée associe une balade en pirogue dans la mangrove, une marche avec un guide forestier qui présente les plantes utilisées pour se nourrir et se soigner, la récolte du vin de palme et la visite d’un marabout du village. Le déjeuner, puis un après-midi de tambours et de danse, concluent une journée paisible et verdoyante.',
  },
  'wassu-stone-circles': {
    name: 'Les cercles de pierres de Wassu et Janjanbureh',
    location: 'Cercles de pierres de Wassu, Gambie',
    description:
      'Un voyage de deux jours vers l’intérieur du pays jusqu’aux cercles de pierres sénégambiens de Wassu, qui font partie d’un site du patrimoine mondial de l’UNESCO de plus d’un millier de monuments en piliers de latérite dressés au fil des siècles. Le petit musée explique ce que savent les archéologues, et ce qu’ils ignorent encore. La nuit se passe dans un campement sur l’île de Janjanbureh, avec une promenade dans la vieille ville coloniale et une visite du fleuve qui portait autrefois le commerce de l’arachide.',
  },
  'kachikally-crocodile-pool': {
    name: 'Le bassin aux crocodiles de Kachikally, Bakau',
    location: 'Bassin aux crocodiles de Kachikally, Bakau, Gambie',
    description:
      'Au cœur de Bakau, un bassin sacré abrite une centaine de crocodiles du Nil, si habitués aux humains que les visiteurs les plus courageux caressent le dos de Charlie, le plus célèbre d’entre eux. Depuis des générations, les femmes viennent y prier pour avoir des enfants et se baigner dans l’eau sacrée. La famille gardienne du bassin tient un petit musée consacré à l’histoire de la Gambie et aux instruments de musique, et la visite se termine au marché aux poissons animé de Bakau.',
  },
  'tanji-bird-reserve': {
    name: 'La réserve ornithologique et le village de pêcheurs de Tanji',
    location: 'Réserve ornithologique de Tanji, Gambie',
    description:
      'Les 612 hectares de la réserve de Tanji protègent des lagunes, des dunes, une forêt sèche et les îles Bijol, avec environ 300 espèces d’oiseaux recensées, dont le balbuzard pêcheur, la sterne caspienne et des bandes de limicoles. Après une matinée avec un guide ornithologue, vous rejoignez le village de Tanji à l’arrivée des pirogues, quand la plage se transforme en marché et que les fumoirs préparent la pêche pour toute la région.',
  },
  'lamin-lodge-mangroves': {
    name: 'Croisière dans les bolongs de mangrove de Lamin Lodge',
    location: 'Lamin Lodge, Lamin, Gambie',
    description:
      'Une matinée tranquille en bateau dans les bras de mangrove du Lamin Bolong, où les huîtres poussent sur les racines et où les femmes les récoltent à marée basse. Martins-pêcheurs, hérons et balbuzards suivent le bateau pendant que le guide explique comment la mangrove protège la côte. La croisière se termine à Lamin Lodge, un lodge rustique en bois construit sur pilotis au-dessus du bolong, pour un brunch au-dessus de l’eau.',
  },
  'gambia-estuary-fishing': {
    name: 'Pêche sportive dans l’estuaire du fleuve Gambie',
    location: 'Denton Bridge, Banjul, Gambie',
    description:
      'Départ de Denton Bridge avec un capitaine local expérimenté pour une journée sur l’estuaire et le long des mangroves d’Oyster Creek. Selon la marée et la saison, vous pêchez le barracuda, le poisson-banane, le capitaine et la carangue, avec du matériel léger et des leurres fournis. Boissons fraîches et déjeuner simple à bord ; de retour à terre, votre pêche peut être grillée pour vous.',
  },
  'kotu-creek-birding': {
    name: 'Matinée d’observation des oiseaux à Kotu Creek',
    location: 'Kotu Creek, Kotu, Gambie',
    description:
      'Kotu Creek, tout près des hôtels de la côte, est l’endroit où bien des ornithologues voient leurs premiers oiseaux gambiens. Avec un guide agréé, vous longez le bolong, les rizières et les bassins de lagunage (plus intéressants pour les oiseaux qu’on ne l’imagine) à la recherche du martin-pêcheur pie, du rollier à ventre bleu, de l’œdicnème du Sénégal et d’une douzaine d’espèces de hérons et d’aigrettes. Idéal pour une première matinée, jumelles fournies.',
  },
  'tendaba-kiang-west': {
    name: 'Le campement de Tendaba et Kiang West',
    location: 'Campement de Tendaba, Gambie',
    description:
      'Deux jours au campement de Tendaba, sur la rive sud du fleuve Gambie, avec une sortie en bateau dans les bolongs en face du campement à la meilleure heure pour les oiseaux et une excursion dans le parc national de Kiang West, domaine des phacochères, des guibs harnachés et des babouins de Guinée. Balbuzards, pygargues vocifères et martins-pêcheurs sont partout. Le dîner est servi sur la terrasse qui domine le fleuve.',
  },
  'river-gambia-cruise': {
    name: 'Croisière sur le fleuve Gambie jusqu’à Kuntaur',
    location: 'Kuntaur, Gambie',
    description:
      'Quatre jours sur un petit bateau fluvial qui remonte la Gambie, du large estuaire salé jusqu’aux eaux douces du haut fleuve. Vous faites escale dans des villages riverains et à Janjanbureh, puis longez le parc national du fleuve Gambie, où l’on aperçoit parfois depuis le bateau les chimpanzés réhabilités sur les Baboon Islands (il est interdit d’y débarquer). Hippopotames, crocodiles et centaines d’oiseaux complètent le tableau ; les nuits se passent dans des lodges simples au bord du fleuve.',
  },
  'banjul-faith-heritage': {
    name: 'Banjul, promenade entre foi et patrimoine',
    location: 'Banjul, Gambie',
    description:
      'Une promenade parmi les lieux de culte de la capitale, qui racontent la coexistence paisible des religions en Gambie. Vous visitez la mosquée King Fahad, la cathédrale anglicane St Mary et la cathédrale catholique Notre-Dame-de-l’Assomption, puis l’Arch 22 pour la vue sur la ville, et le musée national de Gambie. Une prière en groupe ou un office du dimanche peuvent être organisés sur demande.',
  },
};
