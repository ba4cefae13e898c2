import type { CountryCode, Locale } from '@app/core';

/** Where demo members live: real regions (as modules/site/region-data names them) and a city in each. */
export const PLACES: Readonly<Partial<Record<CountryCode, readonly (readonly [region: string, city: string])[]>>> = {
  NL: [
    ['Noord-Holland', 'Amsterdam'], ['Noord-Holland', 'Haarlem'], ['Zuid-Holland', 'Rotterdam'],
    ['Zuid-Holland', 'Den Haag'], ['Utrecht', 'Utrecht'], ['Noord-Brabant', 'Eindhoven'],
    ['Groningen', 'Groningen'], ['Gelderland', 'Nijmegen'], ['Limburg', 'Maastricht'], ['Overijssel', 'Zwolle'],
  ],
  BE: [['Brussels', 'Brussel'], ['Flanders', 'Antwerpen'], ['Flanders', 'Gent'], ['Wallonia', 'Liège'], ['Wallonia', 'Namur']],
  DE: [
    ['Berlin', 'Berlin'], ['Hamburg', 'Hamburg'], ['Bayern', 'München'], ['Nordrhein-Westfalen', 'Köln'],
    ['Nordrhein-Westfalen', 'Düsseldorf'], ['Hessen', 'Frankfurt am Main'], ['Baden-Württemberg', 'Stuttgart'],
    ['Sachsen', 'Leipzig'], ['Niedersachsen', 'Hannover'], ['Sachsen', 'Dresden'], ['Bremen', 'Bremen'],
    ['Baden-Württemberg', 'Freiburg im Breisgau'], ['Schleswig-Holstein', 'Kiel'], ['Thüringen', 'Erfurt'],
  ],
  AT: [
    ['Wien', 'Wien'], ['Steiermark', 'Graz'], ['Oberösterreich', 'Linz'], ['Salzburg', 'Salzburg'], ['Tirol', 'Innsbruck'],
    ['Kärnten', 'Klagenfurt'], ['Vorarlberg', 'Bregenz'],
  ],
  CH: [
    ['Zürich', 'Zürich'], ['Zürich', 'Winterthur'], ['Genève', 'Genève'], ['Basel-Stadt', 'Basel'], ['Bern', 'Bern'],
    ['Vaud', 'Lausanne'], ['Luzern', 'Luzern'], ['Sankt Gallen', 'St. Gallen'],
  ],
  FR: [
    ['Île-de-France', 'Paris'], ['Auvergne-Rhône-Alpes', 'Lyon'], ["Provence-Alpes-Côte d'Azur", 'Marseille'],
    ["Provence-Alpes-Côte d'Azur", 'Nice'], ['Occitanie', 'Toulouse'], ['Nouvelle-Aquitaine', 'Bordeaux'], ['Hauts-de-France', 'Lille'],
  ],
  IT: [['Lombardia', 'Milano'], ['Lazio', 'Roma'], ['Campania', 'Napoli'], ['Toscana', 'Firenze'], ['Emilia-Romagna', 'Bologna'], ['Piemonte', 'Torino']],
  ES: [['Madrid', 'Madrid'], ['Barcelona', 'Barcelona'], ['Valencia/València', 'Valencia'], ['Sevilla', 'Sevilla'], ['Málaga', 'Torremolinos'], ['Illes Balears', 'Palma']],
  DK: [['Hovedstaden', 'København'], ['Midtjylland', 'Aarhus'], ['Syddanmark', 'Odense'], ['Nordjylland', 'Aalborg']],
  NO: [['Oslo', 'Oslo'], ['Vestland', 'Bergen'], ['Trøndelag', 'Trondheim'], ['Rogaland', 'Stavanger']],
  SE: [['Stockholm', 'Stockholm'], ['Västra Götaland', 'Göteborg'], ['Skåne', 'Malmö'], ['Uppsala', 'Uppsala']],
  FI: [['Uusimaa', 'Helsinki'], ['Pirkanmaa', 'Tampere'], ['Varsinais-Suomi', 'Turku'], ['Pohjois-Pohjanmaa', 'Oulu']],
  PL: [['Mazowieckie', 'Warszawa'], ['Małopolskie', 'Kraków'], ['Dolnośląskie', 'Wrocław'], ['Pomorskie', 'Gdańsk'], ['Łódzkie', 'Łódź']],
  GB: [['London', 'London'], ['Manchester', 'Manchester'], ['Brighton and Hove', 'Brighton'], ['Birmingham', 'Birmingham'], ['Glasgow City', 'Glasgow'], ['Edinburgh', 'Edinburgh']],
  IE: [['Dublin', 'Dublin'], ['Cork', 'Cork'], ['Galway', 'Galway'], ['Limerick', 'Limerick']],
};

/** How many demo members each country gets, relatively: the operator's home markets first. */
export const COUNTRY_WEIGHTS: Readonly<Partial<Record<CountryCode, number>>> = {
  NL: 20, DE: 16, BE: 8, GB: 10, FR: 8, AT: 4, CH: 4, IT: 5, ES: 6, DK: 3, NO: 3, SE: 4, FI: 2, PL: 5, IE: 2,
};

export const COUNTRY_LANGUAGE: Readonly<Partial<Record<CountryCode, Locale>>> = {
  NL: 'nl', BE: 'nl', DE: 'de', AT: 'de', CH: 'de', FR: 'fr', IT: 'it', ES: 'es', DK: 'da', NO: 'nb', SE: 'sv',
  FI: 'fi', PL: 'pl', GB: 'en', IE: 'en',
};

export const MALE_NAMES: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  nl: ['Jeroen', 'Bram', 'Thijs', 'Ruben', 'Sander', 'Joris', 'Daan', 'Maarten', 'Niels', 'Wouter', 'Pieter', 'Koen'],
  de: ['Lukas', 'Jonas', 'Felix', 'Tobias', 'Matthias', 'Florian', 'Stefan', 'Sebastian', 'Jan', 'Moritz', 'Tim'],
  fr: ['Julien', 'Mathieu', 'Antoine', 'Nicolas', 'Hugo', 'Théo', 'Olivier', 'Romain', 'Louis'],
  it: ['Luca', 'Marco', 'Matteo', 'Alessandro', 'Davide', 'Giorgio', 'Simone', 'Paolo'],
  es: ['Javier', 'Pablo', 'Alejandro', 'Diego', 'Sergio', 'Carlos', 'Adrián', 'Miguel'],
  da: ['Mads', 'Rasmus', 'Mikkel', 'Frederik', 'Kasper'],
  nb: ['Henrik', 'Magnus', 'Sindre', 'Eirik', 'Jonas'],
  sv: ['Erik', 'Oskar', 'Viktor', 'Johan', 'Linus', 'Anton'],
  fi: ['Mikko', 'Juho', 'Antti', 'Ville', 'Lauri'],
  pl: ['Piotr', 'Kacper', 'Tomasz', 'Michał', 'Jakub', 'Paweł'],
  en: ['James', 'Oliver', 'Harry', 'Jack', 'Tom', 'Ben', 'Sam', 'Connor', 'Liam', 'Callum', 'Rory'],
};

export const FEMALE_NAMES: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  nl: ['Sanne', 'Lotte', 'Femke', 'Eva'],
  de: ['Lena', 'Anna', 'Julia', 'Miriam', 'Hannah', 'Sarah', 'Katrin', 'Jana', 'Franziska', 'Nele', 'Sabine', 'Petra', 'Birgit', 'Ulrike'],
  fr: ['Camille', 'Chloé', 'Manon'],
  it: ['Giulia', 'Chiara', 'Sara'],
  es: ['Lucía', 'Marta', 'Carmen'],
  da: ['Freja', 'Ida'],
  nb: ['Ingrid', 'Nora'],
  sv: ['Elin', 'Maja'],
  fi: ['Aino', 'Emmi'],
  pl: ['Zofia', 'Kasia'],
  en: ['Emma', 'Sophie', 'Charlotte', 'Grace', 'Olivia', 'Chloe', 'Megan', 'Hannah', 'Lucy', 'Ellie'],
};

/** Names a country has beside its language's, so an Austrian or Swiss member sounds like one. */
export const COUNTRY_NAMES: Readonly<Partial<Record<CountryCode, Readonly<Record<'male' | 'female', readonly string[]>>>>> = {
  AT: {
    male: ['Florian', 'Lukas', 'Maximilian', 'Dominik', 'Wolfgang', 'Andreas'],
    female: ['Theresa', 'Magdalena', 'Katharina', 'Johanna', 'Veronika', 'Elisabeth', 'Lisa'],
  },
  CH: {
    male: ['Reto', 'Beat', 'Urs', 'Jonas', 'Noah', 'Luca'],
    female: ['Seraina', 'Ladina', 'Nina', 'Rahel', 'Corinne', 'Andrea', 'Livia', 'Mia'],
  },
};

/** About texts in the members' own languages; English for the rest. Men's texts speak of themselves as men. */
export const ABOUT_TEXTS: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  en: [
    'Easy-going guy who loves city trips, good coffee and long walks on the beach. Looking for someone to laugh with.',
    'Gym in the morning, movies at night. Honest, loyal and a terrible cook. Say hi!',
    'New in town and keen to meet nice people. Into music festivals, hiking and the occasional pub quiz.',
    'Not great at describing myself. Ask me about my travels or my dog.',
  ],
  nl: [
    'Spontane vent die houdt van stedentrips, lekker eten en gezellige avonden. Stuur gerust een berichtje!',
    'Sportief, eerlijk en altijd in voor een goed gesprek. Op zoek naar iemand om mee te lachen.',
    'Weekendje weg, terrasje pakken of samen koken: ik ben er voor in.',
  ],
  de: [
    'Ich bin offen, ehrlich und reise gern. Am Wochenende findest du mich im Fitnessstudio oder im Biergarten.',
    'Suche jemanden für gemeinsame Abende, gute Gespräche und vielleicht mehr.',
    'Kaffee, Kino und Konzerte – und du?',
  ],
  fr: [
    "J'aime voyager, cuisiner et découvrir de nouveaux endroits. Je cherche quelqu'un de sincère.",
    'Sportif, curieux et toujours partant pour un verre en terrasse.',
  ],
  es: [
    'Me encanta la playa, la música y salir con amigos. Busco a alguien sincero con ganas de pasarlo bien.',
    'Deportista, divertido y muy cariñoso. ¡Escríbeme!',
  ],
  it: ['Amo viaggiare, la buona cucina e le serate con gli amici. Cerco qualcuno di sincero.'],
};

/** Women's about texts; a woman whose language has none here writes no about text. */
export const FEMALE_ABOUT_TEXTS: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  en: [
    'Bookworm with a soft spot for city trips, good wine and long talks. Looking for someone to laugh with.',
    'Yoga in the morning, series at night. Honest, warm and a decent cook. Say hi!',
    'New in town and keen to meet lovely people. Into festivals, hiking and Sunday brunch.',
  ],
  de: [
    'Ich bin offen, ehrlich und reise gern. Am Wochenende findest du mich auf dem Wochenmarkt oder im Café.',
    'Suche eine Frau für gemeinsame Abende, gute Gespräche und vielleicht mehr.',
    'Kaffee, Kino und Konzerte – und du?',
    'Wandern in den Bergen, danach ein gutes Essen: so sieht mein perfekter Sonntag aus.',
    'Bücherwurm mit Hang zu Städtereisen. Schreib mir, wenn du Lust auf ein echtes Gespräch hast.',
    'Lache gern und viel, tanze schlecht, koche dafür umso besser.',
  ],
  nl: [
    'Spontane meid die houdt van stedentrips, lekker eten en gezellige avonden. Stuur gerust een berichtje!',
    'Weekendje weg, terrasje pakken of samen koken: ik ben er voor in.',
  ],
  fr: ["J'aime voyager, cuisiner et découvrir de nouveaux endroits. Je cherche quelqu'un de sincère."],
};

/**
 * Avatar colours (dicebear avataaars takes hex without '#'). Natural skin tones only: avataaars'
 * orange and yellow look like cartoons, not like members.
 */
export const SKIN_COLOURS = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '614335'] as const;
export const HAIR_HEX = {
  black: '2c1b18',
  brown: '724133',
  blond: 'd6b370',
  red: 'c93305',
  grey: 'b1b1b1',
  white: 'ecdcbf',
  other: 'f59797',
} as const;
export const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'd7f5d1', 'fef3bd', 'c9f0ff'] as const;
export const CLOTHES_COLOURS = ['262e33', '65c9ff', '5199e4', '25557c', 'e6e6e6', '929598', 'a7ffc4', 'ff488e', 'ff5c5c', 'ffffb1'] as const;
