/**
 * The city data names some regions in English where GET /api/regions.php (country-region-data)
 * uses the local name, or spells them another way. Only renamings of the same region are listed:
 * a region the city data groups differently (Spain's autonomous communities against its provinces)
 * cannot be told and stays unknown, which '' says where the names would match by chance.
 */
export const REGION_ALIASES: Partial<Record<string, Record<string, string>>> = {
  BE: { 'Brussels-Capital Region': 'Brussels' },
  CH: { 'Appenzell Innerrhoden': 'Appenzell Innerhoden' },
  DE: {
    Bavaria: 'Bayern',
    Hesse: 'Hessen',
    'Lower Saxony': 'Niedersachsen',
    'Mecklenburg-Western Pomerania': 'Mecklenburg-Vorpommern',
    'North Rhine-Westphalia': 'Nordrhein-Westfalen',
    'Rhineland-Palatinate': 'Rheinland-Pfalz',
    Saxony: 'Sachsen',
    'Saxony-Anhalt': 'Sachsen-Anhalt',
    Thuringia: 'Thüringen',
  },
  ES: {
    Andalusia: 'Andalucìa',
    'Balearic Islands': 'Illes Balears',
    'Canary Islands': 'Canarias',
    Navarre: 'Navarra/Nafarroa',
    // The Valencian Community spans three provinces, one of them also called Valencia.
    Valencia: '',
  },
  FI: { Åland: 'Ahvenanmaan maakunta' },
  FR: { Corsica: 'Corse' },
  GB: {
    Belfast: 'Belfast City',
    Durham: 'County Durham',
    'Kingston upon Hull, City of': 'Kingston upon Hull',
    'London, City of': 'London',
  },
  IT: { Lombardy: 'Lombardia', Piedmont: 'Piemonte', Tuscany: 'Toscana' },
  NL: { Fryslân: 'Friesland' },
};
